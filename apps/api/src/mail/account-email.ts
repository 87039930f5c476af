import type { Language } from '@meridian/contract';
import type { MailContent } from './templates';

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

/**
 * The notice to the owner of an address someone asked to move another account to: nothing
 * changed (the one who asked is answered as for a free address, and no code is sent).
 */
export interface EmailChangeAttemptMailInput {
  username: string;
  /** The page where a password reset starts. */
  resetLink: string;
}

export const emailChangeAttemptTemplates: Record<Language, (input: EmailChangeAttemptMailInput) => MailContent> = {
  en: ({ username, resetLink }) => ({
    subject: 'Someone tried to move a Meridian account to your address',
    text: [
      `Hello ${username},`,
      '',
      'Someone signed in to another Meridian account just asked to move that account to this email address. It already belongs to your account, so nothing changed: no code was sent, and your account keeps this address.',
      '',
      'If it was you, with another account of yours, you need do nothing more.',
      '',
      `If it was not you, your account is safe. If you fear someone knows your password, choose a new one here: ${resetLink}`,
      '',
      'The Meridian team',
    ].join('\n'),
  }),
  es: ({ username, resetLink }) => ({
    subject: 'Alguien ha intentado pasar una cuenta de Meridian a tu dirección',
    text: [
      `Hola, ${username}:`,
      '',
      'Alguien con la sesión iniciada en otra cuenta de Meridian acaba de pedir que esa cuenta use esta dirección de correo electrónico. Como ya pertenece a tu cuenta, no ha cambiado nada: no se ha enviado ningún código y tu cuenta conserva esta dirección.',
      '',
      'Si has sido tú, con otra cuenta tuya, no tienes que hacer nada más.',
      '',
      `Si no has sido tú, tu cuenta está a salvo. Si temes que alguien conozca tu contraseña, elige una nueva aquí: ${resetLink}`,
      '',
      'El equipo de Meridian',
    ].join('\n'),
  }),
  fr: ({ username, resetLink }) => ({
    subject: 'Quelqu’un a essayé de passer un compte Meridian à votre adresse',
    text: [
      `Bonjour ${username},`,
      '',
      'Quelqu’un connecté à un autre compte Meridian vient de demander que ce compte utilise cette adresse e-mail. Elle appartient déjà à votre compte\u00a0: rien n’a changé, aucun code n’a été envoyé et votre compte garde cette adresse.',
      '',
      'Si c’était vous, avec un autre de vos comptes, vous n’avez rien d’autre à faire.',
      '',
      `Si ce n’était pas vous, votre compte ne risque rien. Si vous craignez que quelqu’un connaisse votre mot de passe, choisissez-en un nouveau ici\u00a0: ${resetLink}`,
      '',
      'L’équipe Meridian',
    ].join('\n'),
  }),
  pt: ({ username, resetLink }) => ({
    subject: 'Alguém tentou passar uma conta do Meridian para o seu endereço',
    text: [
      `Olá, ${username}!`,
      '',
      'Alguém conectado a outra conta do Meridian acabou de pedir que essa conta use este endereço de e-mail. Como ele já pertence à sua conta, nada mudou: nenhum código foi enviado e sua conta continua com este endereço.',
      '',
      'Se foi você, com outra conta sua, não precisa fazer mais nada.',
      '',
      `Se não foi você, sua conta está segura. Se você acha que alguém conhece sua senha, escolha uma nova aqui: ${resetLink}`,
      '',
      'Equipe Meridian',
    ].join('\n'),
  }),
};
