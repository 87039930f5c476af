import { LINK_MESSAGE_MAX_LENGTH } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { TextArea, TextField } from '@meridian/ui';
import type { LinkFieldsProps } from '../common/LinkFields';
import { messages } from './StaticLinkForm.messages';
import type { StaticLinkValues } from './StaticLinkForm.rules';

/** Step 3: the message on the thank-you page and where the payer goes next. */
export function StaticLinkAfter({ field }: LinkFieldsProps<StaticLinkValues>) {
  const intl = useIntl();
  return (
    <>
      <TextArea
        {...field('message')}
        label={intl.formatMessage(messages.message)}
        description={intl.formatMessage(messages.messageHelp)}
        fullWidth
        maxLength={LINK_MESSAGE_MAX_LENGTH}
      />
      <TextField
        {...field('redirectUrl')}
        type="url"
        label={intl.formatMessage(messages.redirectUrl)}
        description={intl.formatMessage(messages.redirectHelp)}
        placeholder="https://example.com/thanks"
        fullWidth
      />
    </>
  );
}
