import type { MailTemplate } from './layout';

/** The notice to the address an account just left, so that a change nobody asked for is seen. */
export interface EmailChangedMailInput {
  username: string;
  /** The account's new address. */
  newEmail: string;
  /** The page where a password reset starts. */
  resetLink: string;
}

export const emailChangedMail: { 'email-changed': MailTemplate<EmailChangedMailInput> } = {
  'email-changed': {
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
  },
};
