import { LANGUAGE_NAMES, LANGUAGES, LINK_SUMMARY_MAX_LENGTH, type Language } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Select, SelectItem, TextArea, TextField } from '@meridian/ui';
import { PayoutFields, type PayoutOptions } from '../common/PayoutFields';
import { LinkPriceFields, type LinkFieldsProps } from '../common/LinkFields';
import { messages } from './DynamicLinkCreate.messages';
import type { DynamicLinkValues } from './DynamicLinkCreate.rules';

interface DynamicLinkRecipientProps extends LinkFieldsProps<DynamicLinkValues> {
  payout: PayoutOptions;
}

/** Step 1: who pays, for what, how much, and where the money goes. */
export function DynamicLinkRecipient({
  values,
  setValue,
  field,
  errorText,
  textProps,
  payout,
}: DynamicLinkRecipientProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        {...field('recipientName')}
        label={intl.formatMessage(messages.recipientName)}
        description={intl.formatMessage(messages.recipientNameHelp)}
        isRequired
        fullWidth
      />
      <TextField
        {...field('recipientEmail')}
        type="email"
        label={intl.formatMessage(messages.recipientEmail)}
        description={intl.formatMessage(messages.recipientEmailHelp)}
        isRequired
        fullWidth
      />
      <Select
        name="recipientLanguage"
        label={intl.formatMessage(messages.recipientLanguage)}
        description={intl.formatMessage(messages.recipientLanguageHelp)}
        value={values.recipientLanguage}
        onChange={(key) => {
          const language = LANGUAGES.find((candidate) => candidate === key);
          if (language) setValue('recipientLanguage', language satisfies Language);
        }}
      >
        {LANGUAGES.map((code) => (
          <SelectItem key={code} id={code} textValue={LANGUAGE_NAMES[code]}>
            <span lang={code}>{LANGUAGE_NAMES[code]}</span>
          </SelectItem>
        ))}
      </Select>
      <TextArea
        {...field('description')}
        label={intl.formatMessage(messages.paymentFor)}
        rows={2}
        maxLength={LINK_SUMMARY_MAX_LENGTH}
        isRequired
        fullWidth
      />
      <LinkPriceFields values={values} setValue={setValue} errorMessage={errorText('amount')} textProps={textProps} />
      <PayoutFields {...payout} values={values} setValue={setValue} />
    </>
  );
}
