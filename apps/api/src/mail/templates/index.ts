/**
 * Every mail the API sends, one module per mail (written per language, not translated word for
 * word), and `renderMail`, which renders one in a language with the shared layout.
 */
import type { Language, MailKind } from '@meridian/contract';
import { companyEmailVerificationMail, type CompanyEmailMailInput } from './company-email-verification';
import { companyInviteMail, type InviteMailInput } from './company-invite';
import { confirmCodeMail, type CodeMailInput } from './confirm-code';
import { emailChangeCodeMail, type EmailChangeCodeMailInput } from './email-change-code';
import { emailChangeAttemptMail, type EmailChangeAttemptMailInput } from './email-change-attempt';
import { emailChangedMail, type EmailChangedMailInput } from './email-changed';
import { kybVerificationMail, type KybVerificationMailInput } from './kyb-verification';
import { passwordResetMail } from './password-reset';
import { paymentReceivedMail, type PaymentReceivedMailInput } from './payment-received';
import { paymentRequestMail, type PaymentRequestMailInput } from './payment-request';
import { refundAddressMail, type RefundAddressMailInput } from './refund-address';
import { refundUpdateMail, type RefundUpdateMailInput } from './refund-update';
import { signupAttemptMail, type SignupAttemptMailInput } from './signup-attempt';
import { verificationHandoffMail, type VerificationHandoffMailInput } from './verification-handoff';
import { walletChangedMail, type WalletChangedMailInput } from './wallet-changed';
import { walletVerifiedMail, type WalletVerifiedMailInput } from './wallet-verified';
import { webhookDisabledMail, type WebhookDisabledMailInput } from './webhook-disabled';
import { htmlOf, type MailContent, type RenderedMail } from './layout';

/** What each kind of mail needs. */
export interface MailInputs {
  'confirm-code': CodeMailInput;
  'password-reset': CodeMailInput;
  'company-invite': InviteMailInput;
  'company-email-verification': CompanyEmailMailInput;
  'signup-attempt': SignupAttemptMailInput;
  'wallet-changed': WalletChangedMailInput;
  'payment-received': PaymentReceivedMailInput;
  'wallet-verified': WalletVerifiedMailInput;
  'kyb-verification': KybVerificationMailInput;
  'verification-handoff': VerificationHandoffMailInput;
  'webhook-disabled': WebhookDisabledMailInput;
  'payment-request': PaymentRequestMailInput;
  'email-change-code': EmailChangeCodeMailInput;
  'email-changed': EmailChangedMailInput;
  'email-change-attempt': EmailChangeAttemptMailInput;
  'refund-address': RefundAddressMailInput;
  'refund-update': RefundUpdateMailInput;
}

type Templates = { [K in MailKind]: Record<Language, (input: MailInputs[K]) => MailContent> };

const templates: Templates = {
  ...confirmCodeMail,
  ...passwordResetMail,
  ...companyInviteMail,
  ...companyEmailVerificationMail,
  ...signupAttemptMail,
  ...walletChangedMail,
  ...paymentReceivedMail,
  ...walletVerifiedMail,
  ...kybVerificationMail,
  ...webhookDisabledMail,
  ...verificationHandoffMail,
  ...paymentRequestMail,
  ...emailChangeCodeMail,
  ...emailChangedMail,
  ...emailChangeAttemptMail,
  ...refundAddressMail,
  ...refundUpdateMail,
};

export function renderMail<K extends MailKind>(kind: K, language: Language, input: MailInputs[K]): RenderedMail {
  const template: (input: MailInputs[K]) => MailContent = templates[kind][language];
  const content = template(input);
  return { ...content, html: htmlOf(content, language) };
}
