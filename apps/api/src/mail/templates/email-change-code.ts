import type { MailTemplate } from './layout';

/** The code that moves an account to a new e-mail address, mailed to that address. */
export interface EmailChangeCodeMailInput {
  username: string;
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
}

/** Written per language; the code stands on its own line. */
export const emailChangeCodeMail: { 'email-change-code': MailTemplate<EmailChangeCodeMailInput> } = {
  'email-change-code': {
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
  },
};
