import type { MailTemplate } from './layout';

/**
 * The notice to the owner of an address someone asked to move another account to: nothing
 * changed (the one who asked is answered as for a free address, and no code is sent).
 */
export interface EmailChangeAttemptMailInput {
  username: string;
  /** The page where a password reset starts. */
  resetLink: string;
}

export const emailChangeAttemptMail: { 'email-change-attempt': MailTemplate<EmailChangeAttemptMailInput> } = {
  'email-change-attempt': {
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
  },
};
