import type { Language } from '@meridian/contract';
import type { MailContent } from './index';

/** The code that moves an account to a new e-mail address, mailed to that address. */
export interface EmailChangeCodeMailInput {
  username: string;
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
}

/** The notice to the address an account just left, so that a change nobody asked for is seen. */
export interface EmailChangedMailInput {
  username: string;
  /** The account's new address. */
  newEmail: string;
  /** The page where a password reset starts. */
  resetLink: string;
}

/** Written per language; the code stands on its own line. */
export const emailChangeCodeTemplates: Record<Language, (input: EmailChangeCodeMailInput) => MailContent> = {
  en: ({ username, code, minutes }) => ({
    subject: `Confirm your new Meridian email address: ${code}`,
    text: [
      `Hello ${username},`,
      '',
      'You asked to use this email address for your Meridian account. Enter this code on your account page to confirm it:',
      '',
      `    ${code}`,
      '',
      `The code is valid for ${minutes} minutes and can be used once. Until then, your account keeps its current address.`,
      '',
      'If you did not ask for this, you can ignore this message: nothing changes.',
      '',
      'The Meridian team',
    ].join('\n'),
  }),
  es: ({ username, code, minutes }) => ({
    subject: `Confirma tu nueva dirección de correo electrónico de Meridian: ${code}`,
    text: [
      `Hola, ${username}:`,
      '',
      'Has pedido usar esta dirección de correo electrónico para tu cuenta de Meridian. Introduce este código en la página de tu cuenta para confirmarla:',
      '',
      `    ${code}`,
      '',
      `El código es válido durante ${minutes} minutos y solo se puede usar una vez. Hasta entonces, tu cuenta conserva su dirección actual.`,
      '',
      'Si no lo has pedido tú, puedes ignorar este mensaje: no cambiará nada.',
      '',
      'El equipo de Meridian',
    ].join('\n'),
  }),
  fr: ({ username, code, minutes }) => ({
    subject: `Confirmez votre nouvelle adresse e-mail Meridian\u00a0: ${code}`,
    text: [
      `Bonjour ${username},`,
      '',
      'Vous avez demandé à utiliser cette adresse e-mail pour votre compte Meridian. Saisissez ce code sur la page de votre compte pour la confirmer\u00a0:',
      '',
      `    ${code}`,
      '',
      `Ce code est valable ${minutes}\u00a0minutes et ne peut servir qu’une fois. D’ici là, votre compte garde son adresse actuelle.`,
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: rien ne change.',
      '',
      'L’équipe Meridian',
    ].join('\n'),
  }),
  pt: ({ username, code, minutes }) => ({
    subject: `Confirme seu novo endereço de e-mail do Meridian: ${code}`,
    text: [
      `Olá, ${username}!`,
      '',
      'Você pediu para usar este endereço de e-mail na sua conta do Meridian. Digite este código na página da sua conta para confirmá-lo:',
      '',
      `    ${code}`,
      '',
      `O código vale por ${minutes} minutos e só pode ser usado uma vez. Até lá, sua conta continua com o endereço atual.`,
      '',
      'Se você não fez esse pedido, pode ignorar esta mensagem: nada muda.',
      '',
      'Equipe Meridian',
    ].join('\n'),
  }),
};

export const emailChangedTemplates: Record<Language, (input: EmailChangedMailInput) => MailContent> = {
  en: ({ username, newEmail, resetLink }) => ({
    subject: 'The email address of your Meridian account changed',
    text: [
      `Hello ${username},`,
      '',
      `The email address of your Meridian account is now ${newEmail}. This address no longer receives its messages.`,
      '',
      `If you did not make this change, reset your password at once and contact us: ${resetLink}`,
      '',
      'The Meridian team',
    ].join('\n'),
  }),
  es: ({ username, newEmail, resetLink }) => ({
    subject: 'Ha cambiado la dirección de correo electrónico de tu cuenta de Meridian',
    text: [
      `Hola, ${username}:`,
      '',
      `La dirección de correo electrónico de tu cuenta de Meridian ahora es ${newEmail}. Esta dirección ya no recibirá sus mensajes.`,
      '',
      `Si no has hecho este cambio, restablece tu contraseña de inmediato y ponte en contacto con nosotros: ${resetLink}`,
      '',
      'El equipo de Meridian',
    ].join('\n'),
  }),
  fr: ({ username, newEmail, resetLink }) => ({
    subject: 'L’adresse e-mail de votre compte Meridian a changé',
    text: [
      `Bonjour ${username},`,
      '',
      `L’adresse e-mail de votre compte Meridian est désormais ${newEmail}. Cette adresse-ci n’en reçoit plus les messages.`,
      '',
      `Si vous n’êtes pas à l’origine de ce changement, réinitialisez tout de suite votre mot de passe et contactez-nous\u00a0: ${resetLink}`,
      '',
      'L’équipe Meridian',
    ].join('\n'),
  }),
  pt: ({ username, newEmail, resetLink }) => ({
    subject: 'O endereço de e-mail da sua conta do Meridian mudou',
    text: [
      `Olá, ${username}!`,
      '',
      `O endereço de e-mail da sua conta do Meridian agora é ${newEmail}. Este endereço não recebe mais as mensagens dela.`,
      '',
      `Se você não fez essa mudança, redefina sua senha imediatamente e fale com a gente: ${resetLink}`,
      '',
      'Equipe Meridian',
    ].join('\n'),
  }),
};
