import type { Language, VerificationStatus } from '@meridian/contract';
import { quote, type MailTemplate } from './layout';

/** A business verification request's new status. */
export interface KybVerificationMailInput {
  workspaceName: string;
  status: VerificationStatus;
  link: string;
  settingsLink: string;
}

/** A verification request's status, as a mail's sentence ends with it. */
const KYB_STATUS: Record<Language, Record<VerificationStatus, string>> = {
  en: { active: 'approved', in_progress: 'in review', rejected: 'rejected' },
  es: { active: 'aprobada', in_progress: 'en revisión', rejected: 'rechazada' },
  fr: { active: 'approuvée', in_progress: 'en cours d’examen', rejected: 'refusée' },
  pt: { active: 'aprovada', in_progress: 'em análise', rejected: 'recusada' },
};

/**
 * What happened to a verification request, as the predicate of a mail's sentence (“The business
 * verification … has been approved.”): a status pasted after a colon reads as a form, not a sentence.
 */
const KYB_OUTCOME: Record<Language, Record<VerificationStatus, string>> = {
  en: { active: 'has been approved', in_progress: 'is in review', rejected: 'has been rejected' },
  es: { active: 'se ha aprobado', in_progress: 'está en revisión', rejected: 'se ha rechazado' },
  fr: { active: 'a été approuvée', in_progress: 'est en cours d’examen', rejected: 'a été refusée' },
  pt: { active: 'foi aprovada', in_progress: 'está em análise', rejected: 'foi recusada' },
};

export const kybVerificationMail: { 'kyb-verification': MailTemplate<KybVerificationMailInput> } = {
  'kyb-verification': {
    en: ({ workspaceName, status, link, settingsLink }) => ({
      subject: `Business verification of ${workspaceName}: ${KYB_STATUS.en[status]}`,
      text: [
        'Hello,',
        '',
        `The business verification of the workspace ${quote(workspaceName, 'en')} ${KYB_OUTCOME.en[status]}.`,
        '',
        `See the verification page: ${link}`,
        '',
        `You can choose which notifications you get by email in your account: ${settingsLink}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, status, link, settingsLink }) => ({
      subject: `Verificación de la empresa de ${workspaceName}: ${KYB_STATUS.es[status]}`,
      text: [
        'Hola:',
        '',
        `La verificación de la empresa del espacio de trabajo ${quote(workspaceName, 'es')} ${KYB_OUTCOME.es[status]}.`,
        '',
        `Consulta la página de verificación: ${link}`,
        '',
        `Puedes elegir qué notificaciones recibes por correo electrónico en tu cuenta: ${settingsLink}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, status, link, settingsLink }) => ({
      subject: `Vérification de l’entreprise ${workspaceName}\u00a0: ${KYB_STATUS.fr[status]}`,
      text: [
        'Bonjour,',
        '',
        `La vérification de l’entreprise de l’espace de travail ${quote(workspaceName, 'fr')} ${KYB_OUTCOME.fr[status]}.`,
        '',
        `Voir la page de vérification\u00a0: ${link}`,
        '',
        `Vous pouvez choisir les notifications que vous recevez par e-mail dans votre compte\u00a0: ${settingsLink}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, status, link, settingsLink }) => ({
      subject: `Verificação da empresa de ${workspaceName}: ${KYB_STATUS.pt[status]}`,
      text: [
        'Olá!',
        '',
        `A verificação da empresa do espaço de trabalho ${quote(workspaceName, 'pt')} ${KYB_OUTCOME.pt[status]}.`,
        '',
        `Veja a página de verificação: ${link}`,
        '',
        `Você pode escolher quais notificações recebe por e-mail na sua conta: ${settingsLink}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
