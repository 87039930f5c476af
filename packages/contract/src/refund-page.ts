// The payer's refund page's address, apart from the refund structs: the payer's pages (one
// entry for the checkout and the refund page) tell the two apart by it without loading them.

/** The dashboard's path of the payer's refund page. */
export const REFUND_PAGE_PATH = '/refund/:token';

/** The payer's refund page for a link's token, under the dashboard's public address. */
export function refundPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${REFUND_PAGE_PATH.replace(':token', encodeURIComponent(token))}`;
}
