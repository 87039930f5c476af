import type { Environment } from '@meridian/contract';
import { quote, type MailTemplate } from './layout';

/** The payer of a refunded payment is asked, in their language, for the address to send it to. */
export interface RefundAddressMailInput {
  workspaceName: string;
  /** What is given back, formatted: `10 USDC`. */
  amount: string;
  /** The same in the price currency, formatted in the payer's language. */
  price: string;
  /** The refund page (single use). */
  link: string;
  /** When the link stops working, formatted in the payer's language. */
  expires: string;
  environment: Environment;
}

/** The refund address request, per language. */
export const refundAddressMail: { 'refund-address': MailTemplate<RefundAddressMailInput> } = {
  'refund-address': {
    en: ({ workspaceName, amount, price, link, expires, environment }) => ({
      subject: `${workspaceName} is refunding ${amount}: where should it go?`,
      text: [
        'Hello,',
        '',
        `${quote(workspaceName, 'en')} is giving you back ${amount} (${price}) for a payment you made in crypto.`,
        '',
        `Give the address to send it to on this page, which works once, until ${expires}: ${link}`,
        '',
        'Choose an address of a wallet you control: an exchange may not credit a refund sent to the address you paid from.',
        ...(environment === 'test'
          ? ['', 'This is a test refund: it is paid with test tokens, and no real money moves.']
          : []),
        '',
        'If you did not expect this refund, you can ignore this email.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, amount, price, link, expires, environment }) => ({
      subject: `${workspaceName} te reembolsa ${amount}: ¿adónde lo enviamos?`,
      text: [
        'Hola:',
        '',
        `${quote(workspaceName, 'es')} te devuelve ${amount} (${price}) por un pago que hiciste con criptomonedas.`,
        '',
        `Indica la dirección a la que enviarlo en esta página, que sirve una sola vez, hasta el ${expires}: ${link}`,
        '',
        'Elige la dirección de un monedero que controles: un exchange puede no ingresar un reembolso enviado a la dirección desde la que pagaste.',
        ...(environment === 'test'
          ? ['', 'Es un reembolso de prueba: se paga con tokens de prueba y no se mueve dinero real.']
          : []),
        '',
        'Si no esperabas este reembolso, puedes ignorar este correo.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, amount, price, link, expires, environment }) => ({
      subject: `${workspaceName} vous rembourse ${amount}\u00a0: où l’envoyer\u202f?`,
      text: [
        'Bonjour,',
        '',
        `${quote(workspaceName, 'fr')} vous rembourse ${amount} (${price}) pour un paiement que vous avez fait en cryptomonnaie.`,
        '',
        `Indiquez l’adresse où l’envoyer sur cette page, utilisable une seule fois, jusqu’au ${expires}\u00a0: ${link}`,
        '',
        'Choisissez l’adresse d’un portefeuille que vous contrôlez\u00a0: une plateforme d’échange peut ne pas créditer un remboursement envoyé à l’adresse d’où vous avez payé.',
        ...(environment === 'test'
          ? ['', 'Ceci est un remboursement de test\u00a0: il se paie avec des jetons de test, sans argent réel.']
          : []),
        '',
        'Si vous n’attendiez pas ce remboursement, vous pouvez ignorer cet e-mail.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, amount, price, link, expires, environment }) => ({
      subject: `${workspaceName} vai reembolsar ${amount}: para onde enviamos?`,
      text: [
        'Olá!',
        '',
        `${quote(workspaceName, 'pt')} vai devolver a você ${amount} (${price}) por um pagamento que você fez com criptomoedas.`,
        '',
        `Informe o endereço para onde enviar nesta página, que funciona uma única vez, até ${expires}: ${link}`,
        '',
        'Escolha o endereço de uma carteira que você controla: uma corretora pode não creditar um reembolso enviado ao endereço de onde você pagou.',
        ...(environment === 'test'
          ? ['', 'Este é um reembolso de teste: ele é pago com tokens de teste, sem dinheiro real.']
          : []),
        '',
        'Se você não esperava este reembolso, pode ignorar este e-mail.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
