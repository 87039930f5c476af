import type { Language, SmsKind } from '@meridian/contract';

export interface PhoneCodeSmsInput {
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
}

/** What each kind of text message needs. */
export interface SmsInputs {
  'phone-code': PhoneCodeSmsInput;
}

type Templates = { [K in SmsKind]: Record<Language, (input: SmsInputs[K]) => string> };

/**
 * Written per language and kept to one text message once the code is filled in: 160
 * characters in the GSM alphabet, 70 as soon as one character (an accent) needs UCS-2. The
 * product's name comes first, so the person knows who writes, then a warning not to share the
 * code. `node scripts/i18n.mjs check` measures them.
 */
const templates: Templates = {
  'phone-code': {
    en: ({ code, minutes }) =>
      `Meridian: your code to verify this phone number is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    es: ({ code, minutes }) => `Meridian: tu código es ${code}. Caduca en ${minutes} min. No lo compartas.`,
    fr: ({ code, minutes }) => `Meridian\u00a0: code ${code}, valable ${minutes}\u00a0min. Ne le partagez pas.`,
    pt: ({ code, minutes }) => `Meridian: seu código é ${code}. Vale por ${minutes} min. Não compartilhe.`,
  },
};

export function renderSms<K extends SmsKind>(kind: K, language: Language, input: SmsInputs[K]): string {
  const template: (input: SmsInputs[K]) => string = templates[kind][language];
  return template(input);
}
