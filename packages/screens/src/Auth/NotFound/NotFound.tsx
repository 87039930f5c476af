import { useIntl } from 'react-intl';
import { Link, messagesIn } from '@meridian/ui';
import { GuestLayout } from '../GuestLayout';

const messages = messagesIn('screens.Auth.NotFound', {
  heading: 'Page not found',
  description:
    'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
  home: 'Go to the home page',
});

const statusMessage = messagesIn<{ status: { code: string } }>('screens.Auth.NotFound', {
  status: 'Error {code}',
}).status;

export interface NotFoundProps {
  links: {
    /** Where "Go to the home page" leads, usually `/`. */
    home: string;
  };
}

/** The page shown for an unknown route (HTTP 404). */
export function NotFound({ links }: NotFoundProps) {
  const intl = useIntl();
  return (
    <GuestLayout
      eyebrow={intl.formatMessage(statusMessage, { code: '404' })}
      heading={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
    >
      <div>
        <Link href={links.home} variant="standalone">
          {intl.formatMessage(messages.home)}
        </Link>
      </div>
    </GuestLayout>
  );
}
