import type { Role } from '@meridian/contract';
import { quote, roleName, type MailTemplate } from './layout';

export interface InviteMailInput {
  workspaceName: string;
  /** The inviter's name, or username. */
  inviterName: string;
  role: Role;
  /** Days the invitation stays open. */
  days: number;
  /** Dashboard page listing the user's invitations. */
  link: string;
}

export const companyInviteMail: { 'company-invite': MailTemplate<InviteMailInput> } = {
  'company-invite': {
    en: ({ workspaceName, inviterName, role, days, link }) => ({
      subject: `${inviterName} invited you to join ${workspaceName} on Meridian`,
      text: [
        'Hello,',
        '',
        `${quote(inviterName, 'en')} invited you to join the workspace ${quote(workspaceName, 'en')} on Meridian as ${roleName(role, 'en')}.`,
        '',
        `To accept or refuse, log in to Meridian (or create an account with this email address) and open your invitations: ${link}`,
        '',
        `The invitation stays open for ${days} days. Nobody joins a workspace without accepting.`,
        '',
        'If you were not expecting this invitation, you can ignore this message.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, inviterName, role, days, link }) => ({
      subject: `${inviterName} te ha invitado a unirte a ${workspaceName} en Meridian`,
      text: [
        'Hola:',
        '',
        `${quote(inviterName, 'es')} te ha invitado a unirte al espacio de trabajo ${quote(workspaceName, 'es')} en Meridian con el rol de ${roleName(role, 'es')}.`,
        '',
        `Para aceptar o rechazar la invitación, inicia sesión en Meridian (o crea una cuenta con esta dirección de correo electrónico) y abre tus invitaciones: ${link}`,
        '',
        `La invitación seguirá disponible durante ${days} días. Nadie se une a un espacio de trabajo sin aceptar antes la invitación.`,
        '',
        'Si no esperabas esta invitación, puedes ignorar este mensaje.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, inviterName, role, days, link }) => ({
      subject: `${inviterName} vous invite à rejoindre ${workspaceName} sur Meridian`,
      text: [
        'Bonjour,',
        '',
        `${quote(inviterName, 'fr')} vous invite à rejoindre l’espace de travail ${quote(workspaceName, 'fr')} sur Meridian en tant que ${roleName(role, 'fr')}.`,
        '',
        `Pour accepter ou refuser, connectez-vous à Meridian (ou créez un compte avec cette adresse e-mail) et ouvrez vos invitations\u00a0: ${link}`,
        '',
        `L’invitation reste valable ${days}\u00a0jours. Personne ne rejoint un espace de travail sans avoir accepté.`,
        '',
        'Si vous n’attendiez pas cette invitation, ignorez simplement ce message.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, inviterName, role, days, link }) => ({
      subject: `${inviterName} convidou você para participar de ${workspaceName} no Meridian`,
      text: [
        'Olá!',
        '',
        `${quote(inviterName, 'pt')} convidou você para participar do espaço de trabalho ${quote(workspaceName, 'pt')} no Meridian com a função de ${roleName(role, 'pt')}.`,
        '',
        `Para aceitar ou recusar, entre no Meridian (ou crie uma conta com este endereço de e-mail) e abra seus convites: ${link}`,
        '',
        `O convite fica disponível por ${days} dias. Ninguém participa de um espaço de trabalho sem aceitar o convite.`,
        '',
        'Se você não esperava este convite, pode ignorar esta mensagem.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
