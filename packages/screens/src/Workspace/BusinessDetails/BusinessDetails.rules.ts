import { DEFAULT_CURRENCY, EMAIL_PATTERN, type Currency } from '@meridian/contract';
import { phoneErrorKey, type PhoneErrorKey } from '../../common/phone';
import { isWebsiteUrl, normalizeWebsiteUrl } from '../../common/website';

/** What the business details form holds, every field as typed. */
export interface BusinessDetailsValues {
  legalName: string;
  registrationNumber: string;
  /** As typed: `acme.example` becomes `https://acme.example` when sent. */
  website: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  /** State, province or region. */
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 code, or `null` when none is chosen. */
  country: string | null;
  /** The pricing currency of new links and checkouts. */
  currency: Currency;
}

/** The company's address as the API stores it. */
export interface StructuredAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** What `onSave` receives: trimmed values, the website normalised, the address structured. */
export interface BusinessDetailsUpdate {
  legalName: string;
  registrationNumber: string;
  /** With a scheme (`https://` added when none was typed); absent when the field is empty. */
  websiteUrl?: string;
  email: string;
  phone: string;
  /** Present only when a street is given. */
  structuredAddress?: StructuredAddress;
  /**
   * The country on its own, also without a street: it is part of the company's details from
   * onboarding. Absent when none is chosen.
   */
  country?: string;
  /** The pricing currency of new links and checkouts (existing links keep theirs). */
  currency: Currency;
}

/** The reasons a business details field can be refused, by the client or by the server. */
export type BusinessDetailsErrorKey =
  'legalNameRequired' | 'websiteInvalid' | 'emailInvalid' | PhoneErrorKey | 'streetRequired' | 'countryRequired';

export const emptyBusinessDetails: BusinessDetailsValues = {
  legalName: '',
  registrationNumber: '',
  website: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: null,
  currency: DEFAULT_CURRENCY,
};

/**
 * A website as the API stores it: the rule onboarding applies too, so
 * both forms send the same value for the same typing.
 */
export const normalizeWebsite = normalizeWebsiteUrl;

/** Whether a typed website, once normalised, is a web address with a host name such as `acme.example`. */
export function isValidWebsite(value: string): boolean {
  const normalized = normalizeWebsiteUrl(value);
  return normalized === undefined || isWebsiteUrl(normalized);
}

/** The address is complete enough to send when a street is given; other parts without one are refused, not dropped. */
function addressWithoutStreet(values: BusinessDetailsValues): boolean {
  return values.street.trim() === '' && [values.city, values.state, values.postalCode].some((v) => v.trim() !== '');
}

/** Client checks by field; an empty object means the details can be sent. */
export function validateBusinessDetails(
  values: BusinessDetailsValues,
): Partial<Record<keyof BusinessDetailsValues, BusinessDetailsErrorKey>> {
  const errors: Partial<Record<keyof BusinessDetailsValues, BusinessDetailsErrorKey>> = {};
  if (values.legalName.trim() === '') errors.legalName = 'legalNameRequired';
  if (!isValidWebsite(values.website)) errors.website = 'websiteInvalid';
  const email = values.email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  const phone = phoneErrorKey(values.phone);
  if (phone) errors.phone = phone;
  if (addressWithoutStreet(values)) errors.street = 'streetRequired';
  if (values.street.trim() !== '' && !values.country) errors.country = 'countryRequired';
  return errors;
}

/**
 * Turns the form's values into the update sent to the API: every text trimmed, the website
 * normalised (dropped when empty), and the address sent as `structuredAddress` only when a
 * street is given.
 */
export function toBusinessDetailsUpdate(values: BusinessDetailsValues): BusinessDetailsUpdate {
  const trim = (value: string) => value.trim();
  const update: BusinessDetailsUpdate = {
    legalName: trim(values.legalName),
    registrationNumber: trim(values.registrationNumber),
    email: trim(values.email),
    phone: trim(values.phone),
    currency: values.currency,
  };
  const websiteUrl = normalizeWebsite(values.website);
  if (websiteUrl !== undefined) update.websiteUrl = websiteUrl;
  if (values.country) update.country = values.country;
  const street = trim(values.street);
  if (street !== '') {
    update.structuredAddress = {
      street,
      city: trim(values.city),
      state: trim(values.state),
      postalCode: trim(values.postalCode),
      country: values.country ?? '',
    };
  }
  return update;
}
