import type { TextProps } from '../../common/useFormSteps';
import type { StaticLinkValues } from './StaticLinkForm.rules';

/** What each step's fields get from the form. */
export interface StaticLinkFieldsProps {
  values: StaticLinkValues;
  setValue: <N extends keyof StaticLinkValues>(name: N, value: StaticLinkValues[N]) => void;
  /** The field's error in words, or undefined. */
  errorText: (name: keyof StaticLinkValues) => string | undefined;
  /** A number field's text as typed, for the draft. */
  textProps: TextProps;
}
