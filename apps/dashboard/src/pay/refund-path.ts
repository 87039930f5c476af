import { REFUND_PAGE_PATH } from '@meridian/contract';

/** The payer's refund page: the path of the links the API makes (mailed, or copied by the merchant). */
const REFUND_PAGE = new RegExp(`^${REFUND_PAGE_PATH.replace(':token', '([^/]+)')}/?$`);

/** `/refund/Xq3v9Qm…` -> `Xq3v9Qm…`; null when the path is not the payer's refund page. */
export function refundTokenFromPath(pathname: string): string | null {
  const match = REFUND_PAGE.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
