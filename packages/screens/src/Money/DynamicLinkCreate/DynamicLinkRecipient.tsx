import { LANGUAGE_NAMES, LANGUAGES, LINK_SUMMARY_MAX_LENGTH, type Language } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Select, SelectItem, TextArea, TextField } from '@meridian/ui';
import { PayoutFields } from '../common/PayoutFields';
import { invalidProps, LinkPriceFields, type LinkFieldsProps } from '../common/LinkFields';
import type { WalletView } from '../common/views';
import { messages } from './DynamicLinkCreate.messages';
import type { DynamicLinkValues } from './DynamicLinkCreate.rules';

interface DynamicLinkRecipientProps extends LinkFieldsProps<DynamicLinkValues> {
  payoutWalletMissing: boolean;
  wallets: WalletView[];
  addWalletHref?: string;
}

/** Step 1: who pays, for what, how much, and where the money goes. */
export function DynamicLinkRecipient({
  values,
  setValue,
  errorText,
  textProps,
  payoutWalletMissing,
  wallets,
  addWalletHref,
}: DynamicLinkRecipientProps) {
  const intl = useIntl();
  const invalid = (name: keyof DynamicLinkValues) => invalidProps(errorText(name));
  return (
    <>
      <TextField
        name="recipientName"
        label={intl.formatMessage(messages.recipientName)}
        description={intl.formatMessage(messages.recipientNameHelp)}
        isRequired
        fullWidth
        value={values.recipientName}
        onChange={(value) => setValue('recipientName', value)}
        {...invalid('recipientName')}
      />
      <TextField
        name="recipientEmail"
        type="email"
        label={intl.formatMessage(messages.recipientEmail)}
        description={intl.formatMessage(messages.recipientEmailHelp)}
        isRequired
        fullWidth
        value={values.recipientEmail}
        onChange={(value) => setValue('recipientEmail', value)}
        {...invalid('recipientEmail')}
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
        name="description"
        label={intl.formatMessage(messages.paymentFor)}
        rows={2}
        maxLength={LINK_SUMMARY_MAX_LENGTH}
        isRequired
        fullWidth
        value={values.description}
        onChange={(value) => setValue('description', value)}
        {...invalid('description')}
      />
      <LinkPriceFields values={values} setValue={setValue} errorMessage={errorText('amount')} textProps={textProps} />
      <PayoutFields
        wallets={wallets}
        addWalletHref={addWalletHref}
        values={values}
        setValue={setValue}
        payoutWalletMissing={payoutWalletMissing}
      />
    </>
  );
}
