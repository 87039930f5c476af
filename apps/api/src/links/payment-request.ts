/**
 * A one-payment (dynamic) link is mailed to its recipient once made: in the language the form
 * chose, else in the language of the member who made it. The mail is queued before the answer,
 * as an invitation's is (in outbox mode its row is written then; SMTP delivers in the background,
 * and a failed delivery is logged: the link exists either way).
 */
import type { Language, PaymentLink } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies } from '../db/schema';
import { renderMail } from '../mail/templates';

export async function mailPaymentRequest(app: AppContext, link: PaymentLink, language: Language): Promise<void> {
  const recipient = link.recipient;
  if (!recipient || link.amount === null) return;
  const [company] = await app.database.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, link.companyId))
    .limit(1);
  if (!company) return;
  const content = renderMail('payment-request', language, {
    workspaceName: company.name,
    recipientName: recipient.name,
    amount: link.amount,
    summary: link.summary ?? '',
    link: link.url,
    environment: link.environment,
  });
  await app.mailer.send({ to: recipient.email, kind: 'payment-request', language, ...content });
}
