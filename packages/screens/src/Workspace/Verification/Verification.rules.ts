import { needsRegion, type EligibleCountry } from '@meridian/contract';
import type { VerificationFieldError } from './Verification.messages';

/** What the Silver and Gold forms hold. */
export interface VerificationFormValues {
  subject: 'individual' | 'business';
  legalName: string;
  registrationNumber: string;
  country: string;
  region: string;
}

/** What the screen hands over: a person (Silver), the business (Silver), or the enhanced check (Gold). */
export type VerificationStartValues =
  | { kind: 'identity' }
  | { kind: 'business'; legalName: string; country: string; region?: string }
  | { kind: 'enhanced'; registrationNumber: string; country: string; region?: string };

export type VerificationFieldErrors = Partial<Record<keyof VerificationFormValues, VerificationFieldError>>;

/** The checks of the form for `level`: the fields the API requires, and a state where the country has them. */
export function validateVerification(level: 'silver' | 'gold') {
  return (values: VerificationFormValues): VerificationFieldErrors => {
    const errors: VerificationFieldErrors = {};
    const business = level === 'gold' || values.subject === 'business';
    if (!business) return errors;
    if (level === 'silver' && !values.legalName.trim()) errors.legalName = 'required';
    if (level === 'gold' && !values.registrationNumber.trim()) errors.registrationNumber = 'required';
    if (!values.country) errors.country = 'required';
    else if (needsRegion(values.country) && !values.region) errors.region = 'regionRequired';
    return errors;
  };
}

export function prepareVerification(level: 'silver' | 'gold') {
  return (values: VerificationFormValues): VerificationStartValues => {
    const region = needsRegion(values.country) ? values.region : undefined;
    if (level === 'gold')
      return {
        kind: 'enhanced',
        registrationNumber: values.registrationNumber.trim(),
        country: values.country,
        region,
      };
    if (values.subject === 'individual') return { kind: 'identity' };
    return { kind: 'business', legalName: values.legalName.trim(), country: values.country, region };
  };
}

/** The regions of a country among the eligible ones (empty when it needs none). */
export function regionsIn(countries: readonly EligibleCountry[], country: string) {
  return countries.find((entry) => entry.code === country)?.regions ?? [];
}
