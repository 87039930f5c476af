import { LinkNameField, LinkPriceFields, type LinkFieldsProps } from '../common/LinkFields';
import type { StaticLinkValues } from './StaticLinkForm.rules';

/** Step 1: the link's name, its currency (fixed once the link exists) and its amount in it. */
export function StaticLinkBilling({
  values,
  setValue,
  field,
  errorText,
  textProps,
  currencyFixed = false,
}: LinkFieldsProps<StaticLinkValues> & { currencyFixed?: boolean }) {
  return (
    <>
      <LinkNameField {...field('name')} />
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
