import { quote, type MailTemplate } from './layout';

/** A checkout paid, told to the workspace's members who want it by e-mail. */
export interface PaymentReceivedMailInput {
  workspaceName: string;
  linkName: string;
  /** What the checkout asked for, in dollars, written for the language. */
  total: string;
  /** What arrived, in the token (`0.5 GLMR`). */
  received: string;
  /** Paid after the checkout had expired. */
  late: boolean;
  /** The link's payments page. */
  link: string;
  /** The account page, where notification e-mails are chosen. */
  settingsLink: string;
}

export const paymentReceivedMail: { 'payment-received': MailTemplate<PaymentReceivedMailInput> } = {
  'payment-received': {
    en: ({ workspaceName, linkName, total, received, late, link, settingsLink }) => ({
      subject: `Payment received on ${linkName}: ${total}`,
      text: [
        'Hello,',
        '',
        late
          ? `A checkout of the payment link ${quote(linkName, 'en')} (workspace ${quote(workspaceName, 'en')}) was paid after it had expired: ${total} (${received}).`
          : `A checkout of the payment link ${quote(linkName, 'en')} (workspace ${quote(workspaceName, 'en')}) was paid: ${total} (${received}).`,
        '',
        `See the link's payments: ${link}`,
        '',
        `You get this email because payment notifications are on in your account. You can turn them off here: ${settingsLink}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, linkName, total, received, late, link, settingsLink }) => ({
      subject: `Pago recibido en ${linkName}: ${total}`,
      text: [
        'Hola:',
        '',
        late
          ? `Se ha completado con retraso (después de caducar) un cobro del enlace de pago ${quote(linkName, 'es')} (espacio de trabajo ${quote(workspaceName, 'es')}): ${total} (${received}).`
          : `Se ha completado un cobro del enlace de pago ${quote(linkName, 'es')} (espacio de trabajo ${quote(workspaceName, 'es')}): ${total} (${received}).`,
        '',
        `Consulta los pagos del enlace: ${link}`,
        '',
        `Recibes este correo porque tienes activadas las notificaciones de pagos en tu cuenta. Puedes desactivarlas aquí: ${settingsLink}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, linkName, total, received, late, link, settingsLink }) => ({
      subject: `Paiement reçu sur ${linkName}\u00a0: ${total}`,
      text: [
        'Bonjour,',
        '',
        late
          ? `Une session de paiement du lien ${quote(linkName, 'fr')} (espace de travail ${quote(workspaceName, 'fr')}) a été payée en retard, après son expiration\u00a0: ${total} (${received}).`
          : `Une session de paiement du lien ${quote(linkName, 'fr')} (espace de travail ${quote(workspaceName, 'fr')}) a été payée\u00a0: ${total} (${received}).`,
        '',
        `Voir les paiements du lien\u00a0: ${link}`,
        '',
        `Vous recevez cet e-mail car les notifications de paiement sont activées dans votre compte. Vous pouvez les désactiver ici\u00a0: ${settingsLink}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, linkName, total, received, late, link, settingsLink }) => ({
      subject: `Pagamento recebido em ${linkName}: ${total}`,
      text: [
        'Olá!',
        '',
        late
          ? `Uma sessão de pagamento do link ${quote(linkName, 'pt')} (espaço de trabalho ${quote(workspaceName, 'pt')}) foi paga com atraso, depois de expirar: ${total} (${received}).`
          : `Uma sessão de pagamento do link ${quote(linkName, 'pt')} (espaço de trabalho ${quote(workspaceName, 'pt')}) foi paga: ${total} (${received}).`,
        '',
        `Veja os pagamentos do link: ${link}`,
        '',
        `Você recebe este e-mail porque as notificações de pagamento estão ativadas na sua conta. Você pode desativá-las aqui: ${settingsLink}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
