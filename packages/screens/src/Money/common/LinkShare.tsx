import { useIntl } from 'react-intl';
import { Card, CopyButton, Inline, Link, QRCode, Stack, Text, type CopyFunction, messagesIn } from '@meridian/ui';
import { Address } from './money.styles';

const messages = messagesIn('screens.Money.common.share', {
  url: 'Link URL',
  copyUrl: 'Copy the link URL',
  urlCopied: 'Link URL copied to the clipboard',
  qrLabel: 'QR code of the link URL',
  openCheckout: 'Open the checkout',
});

export interface LinkShareProps {
  /** The link's public address. */
  url: string;
  /** The card's title ("Share the link"). */
  title: string;
  /** What to do with it, under the title. */
  description: string;
  /** How the URL is copied. @default the system clipboard */
  copy?: CopyFunction;
}

/**
 * What a merchant shares a link with: its QR code, its URL with a copy button, and the checkout
 * payers see, opened in a new tab.
 */
export function LinkShare({ url, title, description, copy }: LinkShareProps) {
  const intl = useIntl();
  return (
    <Card title={title} description={description}>
      <Inline gap={5} align="start">
        <QRCode value={url} label={intl.formatMessage(messages.qrLabel)} size={160} />
        <Stack gap={3}>
          <Stack gap={2}>
            <Text as="span" size="sm" tone="muted">
              {intl.formatMessage(messages.url)}
            </Text>
            <Inline gap={2}>
              <Address>{url}</Address>
              <CopyButton
                value={url}
                label={intl.formatMessage(messages.copyUrl)}
                copiedMessage={intl.formatMessage(messages.urlCopied)}
                copy={copy}
              />
            </Inline>
          </Stack>
          {/* A link to a new tab draws its own external-link icon. */}
          <Link href={url} target="_blank" rel="noopener" variant="standalone">
            {intl.formatMessage(messages.openCheckout)}
          </Link>
        </Stack>
      </Inline>
    </Card>
  );
}
