import { clientErrorCodes, isApiError } from '../client/api-error';

/** Up to 3 retries (docs/product.md). */
export const maxRetries = 3;

/**
 * The wait before retry number `n + 1` (n = retries already made, so 0 before the first):
 * min(1000 * 2^n, 30000) ms, i.e. 1 s, 2 s, 4 s... capped at 30 s.
 */
export function retryDelay(n: number): number {
  return Math.min(1000 * 2 ** Math.max(0, n), 30_000);
}

/**
 * Whether a failed load is worth repeating: only when the API could not be reached or failed
 * on its side (status 0 or 5xx). A 4xx answer (including "Session expired") or an answer of
 * the wrong shape would fail the same way again.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === clientErrorCodes.invalidResponse) return false;
  return error.status === 0 || error.status >= 500;
}
