import type { Language, MailKind } from '@meridian/contract';

export interface MailContent {
  subject: string;
  text: string;
}

export interface CodeMailInput {
  username: string;
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
  /** Dashboard page where the code is entered. */
  link: string;
}

type Template = (input: CodeMailInput) => MailContent;

/** Written per language (not translated word for word); the code stands on its own line. */
const templates: Record<MailKind, Record<Language, Template>> = {
  'confirm-code': {
    en: ({ username, code, minutes, link }) => ({
      subject: `Your Meridian confirmation code: ${code}`,
      text: [
        `Hello ${username},`,
        '',
        'Welcome to Meridian! Enter this code to confirm your e-mail address:',
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
      subject: `Votre code de confirmation Meridian : ${code}`,
      text: [
        `Bonjour ${username},`,
        '',
        'Bienvenue sur Meridian ! Saisissez ce code pour confirmer votre adresse e-mail :',
        '',
        `    ${code}`,
        '',
        `Ce code est valable ${minutes} minutes et ne peut servir qu’une fois. Vous pouvez le saisir ici : ${link}`,
        '',
        'Si vous n’avez pas créé de compte Meridian, ignorez simplement ce message.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ username, code, minutes, link }) => ({
      subject: `Seu código de confirmação da Meridian: ${code}`,
      text: [
        `Olá, ${username}!`,
        '',
        'Boas-vindas à Meridian! Digite este código para confirmar seu endereço de e-mail:',
        '',
        `    ${code}`,
        '',
        `O código vale por ${minutes} minutos e só pode ser usado uma vez. Você pode digitá-lo aqui: ${link}`,
        '',
        'Se você não criou uma conta na Meridian, pode ignorar esta mensagem.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'password-reset': {
    en: ({ username, code, minutes, link }) => ({
      subject: `Reset your Meridian password: ${code}`,
      text: [
        `Hello ${username},`,
        '',
        'We received a request to reset the password of your Meridian account. Enter this code to choose a new one:',
        '',
        `    ${code}`,
        '',
        `The code is valid for ${minutes} minutes and can be used once. Continue here: ${link}`,
        '',
        'If you did not ask for this, you can ignore this message: your password stays the same.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ username, code, minutes, link }) => ({
      subject: `Restablece tu contraseña de Meridian: ${code}`,
      text: [
        `Hola, ${username}:`,
        '',
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Meridian. Introduce este código para elegir una nueva:',
        '',
        `    ${code}`,
        '',
        `El código es válido durante ${minutes} minutos y solo se puede usar una vez. Continúa aquí: ${link}`,
        '',
        'Si no lo has solicitado tú, puedes ignorar este mensaje: tu contraseña no cambiará.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ username, code, minutes, link }) => ({
      subject: `Réinitialisez votre mot de passe Meridian : ${code}`,
      text: [
        `Bonjour ${username},`,
        '',
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Meridian. Saisissez ce code pour en choisir un nouveau :',
        '',
        `    ${code}`,
        '',
        `Ce code est valable ${minutes} minutes et ne peut servir qu’une fois. Poursuivez ici : ${link}`,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ username, code, minutes, link }) => ({
      subject: `Redefina sua senha da Meridian: ${code}`,
      text: [
        `Olá, ${username}!`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta na Meridian. Digite este código para escolher uma nova:',
        '',
        `    ${code}`,
        '',
        `O código vale por ${minutes} minutos e só pode ser usado uma vez. Continue aqui: ${link}`,
        '',
        'Se você não fez esse pedido, pode ignorar esta mensagem: sua senha continua a mesma.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};

export function renderMail(kind: MailKind, language: Language, input: CodeMailInput): MailContent {
  return templates[kind][language](input);
}
