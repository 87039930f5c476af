import { type MailTemplate } from './layout';

export interface CodeMailInput {
  username: string;
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
  /** Dashboard page where the code is entered. */
  link: string;
}

/** Written per language (not translated word for word); the code stands on its own line. */
export const confirmCodeMail: { 'confirm-code': MailTemplate<CodeMailInput> } = {
  'confirm-code': {
    en: ({ username, code, minutes, link }) => ({
      subject: `Your Meridian confirmation code: ${code}`,
      text: [
        `Hello ${username},`,
        '',
        'Welcome to Meridian! Enter this code to confirm your email address:',
        '',
        `    ${code}`,
        '',
        `The code is valid for ${minutes} minutes and can be used once. You can enter it here: ${link}`,
        '',
        'If you did not create a Meridian account, you can ignore this message.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ username, code, minutes, link }) => ({
      subject: `Tu código de confirmación de Meridian: ${code}`,
      text: [
        `Hola, ${username}:`,
        '',
        '¡Te damos la bienvenida a Meridian! Introduce este código para confirmar tu dirección de correo electrónico:',
        '',
        `    ${code}`,
        '',
        `El código es válido durante ${minutes} minutos y solo se puede usar una vez. Puedes introducirlo aquí: ${link}`,
        '',
        'Si no has creado una cuenta en Meridian, puedes ignorar este mensaje.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ username, code, minutes, link }) => ({
      subject: `Votre code de confirmation Meridian\u00a0: ${code}`,
      text: [
        `Bonjour ${username},`,
        '',
        'Bienvenue sur Meridian\u202f! Saisissez ce code pour confirmer votre adresse e-mail\u00a0:',
        '',
        `    ${code}`,
        '',
        `Ce code est valable ${minutes}\u00a0minutes et ne peut servir qu’une fois. Vous pouvez le saisir ici\u00a0: ${link}`,
        '',
        'Si vous n’avez pas créé de compte Meridian, ignorez simplement ce message.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ username, code, minutes, link }) => ({
      subject: `Seu código de confirmação do Meridian: ${code}`,
      text: [
        `Olá, ${username}!`,
        '',
        'Boas-vindas ao Meridian! Digite este código para confirmar seu endereço de e-mail:',
        '',
        `    ${code}`,
        '',
        `O código vale por ${minutes} minutos e só pode ser usado uma vez. Você pode digitá-lo aqui: ${link}`,
        '',
        'Se você não criou uma conta no Meridian, pode ignorar esta mensagem.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
