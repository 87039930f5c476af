import { quote, type MailTemplate } from './layout';

/** A webhook endpoint the API stopped sending to, told to every owner of the workspace. */
export interface WebhookDisabledMailInput {
  workspaceName: string;
  url: string;
  /** `gone`: the receiver answered 410 Gone; `failing`: `failures` events in a row failed every retry. */
  reason: 'gone' | 'failing';
  failures: number;
  /** The endpoint's page in the dashboard. */
  link: string;
}

export const webhookDisabledMail: { 'webhook-disabled': MailTemplate<WebhookDisabledMailInput> } = {
  'webhook-disabled': {
    en: ({ workspaceName, url, reason, failures, link }) => ({
      subject: `Webhook endpoint disabled in ${workspaceName}`,
      text: [
        'Hello,',
        '',
        `Meridian has stopped sending webhooks to this endpoint of the workspace ${quote(workspaceName, 'en')}:`,
        '',
        `    ${url}`,
        '',
        reason === 'gone'
          ? 'The endpoint answered 410 Gone, which asks us to stop sending to it.'
          : `${failures} events in a row could not be delivered, even after every retry.`,
        '',
        `Once the endpoint works again, enable it and send the failed events again from its page: ${link}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, url, reason, failures, link }) => ({
      subject: `Endpoint de webhooks desactivado en ${workspaceName}`,
      text: [
        'Hola:',
        '',
        `Meridian ha dejado de enviar webhooks a este endpoint del espacio de trabajo ${quote(workspaceName, 'es')}:`,
        '',
        `    ${url}`,
        '',
        reason === 'gone'
          ? 'El endpoint respondió 410 Gone, lo que indica que debemos dejar de enviarle eventos.'
          : `No hemos podido entregar ${failures} eventos seguidos, ni siquiera tras todos los reintentos.`,
        '',
        `Cuando el endpoint vuelva a funcionar, actívalo y reenvía los eventos fallidos desde su página: ${link}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, url, reason, failures, link }) => ({
      subject: `Endpoint de webhooks désactivé dans ${workspaceName}`,
      text: [
        'Bonjour,',
        '',
        `Meridian n’envoie plus de webhooks à cet endpoint de l’espace de travail ${quote(workspaceName, 'fr')}\u00a0:`,
        '',
        `    ${url}`,
        '',
        reason === 'gone'
          ? 'L’endpoint a répondu 410 Gone, ce qui signifie que nous devons cesser de lui envoyer des événements.'
          : `Impossible de remettre ${failures}\u00a0événements d’affilée, même après toutes les nouvelles tentatives.`,
        '',
        `Quand l’endpoint fonctionnera de nouveau, activez-le et renvoyez les événements en échec depuis sa page\u00a0: ${link}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, url, reason, failures, link }) => ({
      subject: `Endpoint de webhooks desativado em ${workspaceName}`,
      text: [
        'Olá!',
        '',
        `O Meridian parou de enviar webhooks para este endpoint do espaço de trabalho ${quote(workspaceName, 'pt')}:`,
        '',
        `    ${url}`,
        '',
        reason === 'gone'
          ? 'O endpoint respondeu 410 Gone, o que indica que devemos parar de enviar eventos para ele.'
          : `Não foi possível entregar ${failures} eventos seguidos, mesmo depois de todas as novas tentativas.`,
        '',
        `Quando o endpoint voltar a funcionar, ative-o e reenvie os eventos com falha na página dele: ${link}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
