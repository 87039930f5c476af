import { type MailTemplate } from './layout';

export interface SignupAttemptMailInput {
  /** The account's username (letters, digits, `.`, `_`, `-`). */
  username: string;
  /** The login page. */
  loginLink: string;
  /** The page where a password reset starts. */
  resetLink: string;
}

export const signupAttemptMail: { 'signup-attempt': MailTemplate<SignupAttemptMailInput> } = {
  'signup-attempt': {
    en: ({ username, loginLink, resetLink }) => ({
      subject: 'Someone tried to create a Meridian account with your address',
      text: [
        `Hello ${username},`,
        '',
        'Someone just tried to create a new Meridian account with this email address. It already belongs to your account, so no new account was created and nothing changed.',
        '',
        `If it was you, log in instead: ${loginLink}`,
        '',
        `If you no longer know your password, you can choose a new one here: ${resetLink}`,
        '',
        'If it was not you, you can ignore this message: your account is safe.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ username, loginLink, resetLink }) => ({
      subject: 'Alguien ha intentado crear una cuenta de Meridian con tu dirección',
      text: [
        `Hola, ${username}:`,
        '',
        'Alguien acaba de intentar crear una cuenta nueva de Meridian con esta dirección de correo electrónico. Como ya pertenece a tu cuenta, no se ha creado ninguna cuenta nueva y no ha cambiado nada.',
        '',
        `Si has sido tú, inicia sesión: ${loginLink}`,
        '',
        `Si no recuerdas tu contraseña, puedes elegir una nueva aquí: ${resetLink}`,
        '',
        'Si no has sido tú, puedes ignorar este mensaje: tu cuenta está a salvo.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ username, loginLink, resetLink }) => ({
      subject: 'Quelqu’un a essayé de créer un compte Meridian avec votre adresse',
      text: [
        `Bonjour ${username},`,
        '',
        'Quelqu’un vient d’essayer de créer un compte Meridian avec cette adresse e-mail. Elle appartient déjà à votre compte\u00a0: aucun compte n’a été créé et rien n’a changé.',
        '',
        `Si c’était vous, connectez-vous plutôt\u00a0: ${loginLink}`,
        '',
        `Si vous ne vous souvenez plus de votre mot de passe, vous pouvez en choisir un nouveau ici\u00a0: ${resetLink}`,
        '',
        'Si ce n’était pas vous, ignorez ce message\u00a0: votre compte ne risque rien.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ username, loginLink, resetLink }) => ({
      subject: 'Alguém tentou criar uma conta no Meridian com seu endereço',
      text: [
        `Olá, ${username}!`,
        '',
        'Alguém acabou de tentar criar uma nova conta no Meridian com este endereço de e-mail. Como ele já pertence à sua conta, nenhuma conta nova foi criada e nada mudou.',
        '',
        `Se foi você, entre na sua conta: ${loginLink}`,
        '',
        `Se você não lembra sua senha, pode escolher uma nova aqui: ${resetLink}`,
        '',
        'Se não foi você, pode ignorar esta mensagem: sua conta está segura.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
