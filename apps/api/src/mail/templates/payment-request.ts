import type { Environment, Language } from '@meridian/contract';
import { quote, type MailTemplate } from './layout';

/** A one-payment (dynamic) link, mailed to the person it asks to pay, in their language. */
export interface PaymentRequestMailInput {
  workspaceName: string;
  recipientName: string;
  /** The USD amount, as the merchant asked for it (`"49.90"`). */
  amount: string;
  /** What the payment is for, as the merchant wrote it. */
  summary: string;
  /** The link's public page. */
  link: string;
  environment: Environment;
}

/** The amount in the recipient's language: "$49.90", "49,90 US$", "49,90 $US"... */
const usd = (amount: string, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(Number(amount));

/** The payment request, per language. */
export const paymentRequestMail: { 'payment-request': MailTemplate<PaymentRequestMailInput> } = {
  'payment-request': {
    en: ({ workspaceName, recipientName, amount, summary, link, environment }) => ({
      subject: `${workspaceName} asks you to pay ${usd(amount, 'en')}`,
      text: [
        `Hello ${recipientName},`,
        '',
        `${quote(workspaceName, 'en')} asks you to pay ${usd(amount, 'en')} for ${quote(summary, 'en')}.`,
        '',
        `Pay in crypto from this page, which shows the amount and the tokens it takes: ${link}`,
        ...(environment === 'test'
          ? ['', 'This is a test request: it is paid with test tokens, and no real money moves.']
          : []),
        '',
        'If you did not expect this request, you can ignore this email.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, recipientName, amount, summary, link, environment }) => ({
      subject: `${workspaceName} te pide un pago de ${usd(amount, 'es')}`,
      text: [
        `Hola, ${recipientName}:`,
        '',
        `${quote(workspaceName, 'es')} te pide un pago de ${usd(amount, 'es')} por ${quote(summary, 'es')}.`,
        '',
        `Paga con criptomonedas desde esta página, que muestra el importe y los tokens que acepta: ${link}`,
        ...(environment === 'test'
          ? ['', 'Es una solicitud de prueba: se paga con tokens de prueba y no se mueve dinero real.']
          : []),
        '',
        'Si no esperabas esta solicitud, puedes ignorar este correo.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, recipientName, amount, summary, link, environment }) => ({
      subject: `${workspaceName} vous demande un paiement de ${usd(amount, 'fr')}`,
      text: [
        `Bonjour ${recipientName},`,
        '',
        `${quote(workspaceName, 'fr')} vous demande un paiement de ${usd(amount, 'fr')} pour ${quote(summary, 'fr')}.`,
        '',
        `Payez en cryptomonnaie depuis cette page, qui indique le montant et les jetons acceptés\u00a0: ${link}`,
        ...(environment === 'test'
          ? ['', 'Ceci est une demande de test\u00a0: elle se paie avec des jetons de test, sans argent réel.']
          : []),
        '',
        'Si vous n’attendiez pas cette demande, vous pouvez ignorer cet e-mail.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, recipientName, amount, summary, link, environment }) => ({
      subject: `${workspaceName} pede a você um pagamento de ${usd(amount, 'pt')}`,
      text: [
        `Olá, ${recipientName}!`,
        '',
        `${quote(workspaceName, 'pt')} pede a você um pagamento de ${usd(amount, 'pt')} por ${quote(summary, 'pt')}.`,
        '',
        `Pague com criptomoedas nesta página, que mostra o valor e os tokens aceitos: ${link}`,
        ...(environment === 'test'
          ? ['', 'Esta é uma solicitação de teste: ela é paga com tokens de teste, sem dinheiro real.']
          : []),
        '',
        'Se você não esperava esta solicitação, pode ignorar este e-mail.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
