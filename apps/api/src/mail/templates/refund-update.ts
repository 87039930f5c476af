import type { RefundNotificationState } from '@meridian/contract';
import { quote, type MailTemplate } from './layout';

/** A refund of the workspace is ready to send (the payer gave an address), confirmed, or failed. */
export interface RefundUpdateMailInput {
  workspaceName: string;
  state: RefundNotificationState;
  /** What is given back, formatted: `10 USDC`. */
  amount: string;
  link: string;
  settingsLink: string;
}

export const refundUpdateMail: { 'refund-update': MailTemplate<RefundUpdateMailInput> } = {
  'refund-update': {
    en: ({ workspaceName, state, amount, link, settingsLink }) => ({
      subject:
        state === 'ready'
          ? `Send the refund of ${amount}: the payer gave an address`
          : state === 'confirmed'
            ? `Refund of ${amount} confirmed`
            : `Refund of ${amount} failed`,
      text: [
        'Hello,',
        '',
        state === 'ready'
          ? `The payer of a refund of the workspace ${quote(workspaceName, 'en')} gave the address to send ${amount} to. Send it from one of the workspace's wallets.`
          : state === 'confirmed'
            ? `The refund of ${amount} of the workspace ${quote(workspaceName, 'en')} is confirmed on the chain.`
            : `The transaction of the refund of ${amount} of the workspace ${quote(workspaceName, 'en')} failed on the chain. Nothing was given back; make a new refund to try again.`,
        '',
        `See the payment: ${link}`,
        '',
        `You can choose which notifications you get by email in your account: ${settingsLink}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, state, amount, link, settingsLink }) => ({
      subject:
        state === 'ready'
          ? `Envía el reembolso de ${amount}: el pagador ha dado una dirección`
          : state === 'confirmed'
            ? `Reembolso de ${amount} confirmado`
            : `El reembolso de ${amount} ha fallado`,
      text: [
        'Hola:',
        '',
        state === 'ready'
          ? `El pagador de un reembolso del espacio de trabajo ${quote(workspaceName, 'es')} ha dado la dirección a la que enviar ${amount}. Envíalo desde uno de los monederos del espacio de trabajo.`
          : state === 'confirmed'
            ? `El reembolso de ${amount} del espacio de trabajo ${quote(workspaceName, 'es')} se ha confirmado en la cadena.`
            : `La transacción del reembolso de ${amount} del espacio de trabajo ${quote(workspaceName, 'es')} ha fallado en la cadena. No se ha devuelto nada; crea un nuevo reembolso para intentarlo de nuevo.`,
        '',
        `Consulta el pago: ${link}`,
        '',
        `Puedes elegir qué notificaciones recibes por correo electrónico en tu cuenta: ${settingsLink}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, state, amount, link, settingsLink }) => ({
      subject:
        state === 'ready'
          ? `Envoyez le remboursement de ${amount}\u00a0: le payeur a donné une adresse`
          : state === 'confirmed'
            ? `Remboursement de ${amount} confirmé`
            : `Le remboursement de ${amount} a échoué`,
      text: [
        'Bonjour,',
        '',
        state === 'ready'
          ? `Le payeur d’un remboursement de l’espace de travail ${quote(workspaceName, 'fr')} a donné l’adresse où envoyer ${amount}. Envoyez-le depuis l’un des portefeuilles de l’espace de travail.`
          : state === 'confirmed'
            ? `Le remboursement de ${amount} de l’espace de travail ${quote(workspaceName, 'fr')} est confirmé sur la chaîne.`
            : `La transaction du remboursement de ${amount} de l’espace de travail ${quote(workspaceName, 'fr')} a échoué sur la chaîne. Rien n’a été rendu\u202f; créez un nouveau remboursement pour réessayer.`,
        '',
        `Voir le paiement\u00a0: ${link}`,
        '',
        `Vous pouvez choisir les notifications que vous recevez par e-mail dans votre compte\u00a0: ${settingsLink}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, state, amount, link, settingsLink }) => ({
      subject:
        state === 'ready'
          ? `Envie o reembolso de ${amount}: o pagador informou um endereço`
          : state === 'confirmed'
            ? `Reembolso de ${amount} confirmado`
            : `O reembolso de ${amount} falhou`,
      text: [
        'Olá!',
        '',
        state === 'ready'
          ? `O pagador de um reembolso do espaço de trabalho ${quote(workspaceName, 'pt')} informou o endereço para onde enviar ${amount}. Envie a partir de uma das carteiras do espaço de trabalho.`
          : state === 'confirmed'
            ? `O reembolso de ${amount} do espaço de trabalho ${quote(workspaceName, 'pt')} foi confirmado na cadeia.`
            : `A transação do reembolso de ${amount} do espaço de trabalho ${quote(workspaceName, 'pt')} falhou na cadeia. Nada foi devolvido; crie um novo reembolso para tentar novamente.`,
        '',
        `Veja o pagamento: ${link}`,
        '',
        `Você pode escolher quais notificações recebe por e-mail na sua conta: ${settingsLink}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
