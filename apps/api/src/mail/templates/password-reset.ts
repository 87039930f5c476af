import { type MailTemplate } from './layout';
import type { CodeMailInput } from './confirm-code';

export const passwordResetMail: { 'password-reset': MailTemplate<CodeMailInput> } = {
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
      subject: `Réinitialisez votre mot de passe Meridian\u00a0: ${code}`,
      text: [
        `Bonjour ${username},`,
        '',
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Meridian. Saisissez ce code pour en choisir un nouveau\u00a0:',
        '',
        `    ${code}`,
        '',
        `Ce code est valable ${minutes}\u00a0minutes et ne peut servir qu’une fois. Poursuivez ici\u00a0: ${link}`,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ username, code, minutes, link }) => ({
      subject: `Redefina sua senha do Meridian: ${code}`,
      text: [
        `Olá, ${username}!`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta no Meridian. Digite este código para escolher uma nova:',
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
