import { useIntl } from 'react-intl';
import { Button, Inline, Link, messagesIn } from '@meridian/ui';
import { GuestLayout } from '../GuestLayout';

const messages = messagesIn('screens.Auth.ServerError', {
  heading: 'Internal Server Error',
  description: 'Something went wrong on our side. Try again in a moment; if it keeps happening, contact support.',
  retry: 'Try again',
  home: 'Go to the home page',
});

const statusMessage = messagesIn<{ status: { code: string } }>('screens.Auth.ServerError', {
  status: 'Error {code}',
}).status;

export interface ServerErrorProps {
  links: {
    /** Where "Go to the home page" leads, usually `/`. */
    home: string;
  };
  /** Repeats what failed (reloads the page, resets the error boundary). Without it, only the home link shows. */
  onRetry?: () => void;
}

/** The page shown when the server or the app fails unexpectedly (HTTP 500). */
export function ServerError({ links, onRetry }: ServerErrorProps) {
  const intl = useIntl();
  return (
    <GuestLayout
      eyebrow={intl.formatMessage(statusMessage, { code: '500' })}
      heading={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
    >
      <Inline gap={5}>
        {onRetry ? <Button onPress={onRetry}>{intl.formatMessage(messages.retry)}</Button> : null}
        <Link href={links.home} variant="standalone">
          {intl.formatMessage(messages.home)}
        </Link>
      </Inline>
    </GuestLayout>
  );
}
