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
 * Written per language and kept short (one text message): the product's name first, so the
 * person knows who writes, and a warning not to share the code.
 */
const templates: Templates = {
  'phone-code': {
    en: ({ code, minutes }) =>
      `Meridian: your code to verify this phone number is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    es: ({ code, minutes }) =>
      `Meridian: tu código para verificar este número de teléfono es ${code}. Es válido durante ${minutes} minutos. No lo compartas con nadie.`,
    fr: ({ code, minutes }) =>
      `Meridian : votre code de vérification de ce numéro de téléphone est ${code}. Il est valable ${minutes} minutes. Ne le communiquez à personne.`,
    pt: ({ code, minutes }) =>
      `Meridian: seu código para verificar este número de telefone é ${code}. Ele vale por ${minutes} minutos. Não o compartilhe com ninguém.`,
  },
};

export function renderSms<K extends SmsKind>(kind: K, language: Language, input: SmsInputs[K]): string {
  const template: (input: SmsInputs[K]) => string = templates[kind][language];
  return template(input);
}
