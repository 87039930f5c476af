import type { PaymentLink } from '@meridian/contract';
import { lumen } from './workspaces';

/**
 * A payment link of Lumen's as the API answers it: an active static test link of $12.34 unless
 * `fields` say otherwise (its address follows its slug).
 */
export function exampleLink(fields: Partial<PaymentLink> & Pick<PaymentLink, 'id' | 'name'>): PaymentLink {
  const slug = fields.slug ?? 'c2hpcnRzLXNsdWctMTIzNA';
  return {
    companyId: lumen.id,
    type: 'static',
    status: 'active',
    environment: 'test',
    currency: 'USD',
    amount: '12.34',
    minimumAmount: null,
    suggestedAmounts: [],
    message: null,
    redirectUrl: null,
    payoutWalletId: '77777777-7777-4777-8777-777777777777',
    options: { collectEmail: false, collectBillingDetails: false, includeVat: false, vatRate: null },
    recipient: null,
    summary: null,
    slug,
    url: `http://127.0.0.1:5173/pay/${slug}`,
    createdAt: '2026-06-01T09:00:00.000Z',
    updatedAt: '2026-06-01T09:00:00.000Z',
    ...fields,
  };
}
