import { LinkNameField, LinkPriceFields, type LinkFieldsProps } from '../common/LinkFields';
import type { StaticLinkValues } from './StaticLinkForm.rules';

/** Step 1: the link's name, its currency (fixed once the link exists) and its amount in it. */
export function StaticLinkBilling({
  values,
  setValue,
  errorText,
  textProps,
  currencyFixed = false,
}: LinkFieldsProps<StaticLinkValues> & { currencyFixed?: boolean }) {
  return (
    <>
      <LinkNameField value={values.name} onChange={(name) => setValue('name', name)} errorMessage={errorText('name')} />
      <LinkPriceFields
        values={values}
        setValue={setValue}
        errorMessage={errorText('amount')}
        textProps={textProps}
        currencyFixed={currencyFixed}
      />
    </>
  );
}
