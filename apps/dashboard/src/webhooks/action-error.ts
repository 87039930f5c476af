import { isApiError } from '@meridian/data';
import type { WebhookActionErrorKey } from '@meridian/screens';

/** What the webhook pages say of a failed action: a refusal by its code, else that it did not work. */
export interface WebhookActionError {
  key: WebhookActionErrorKey;
  /** A test event over its limit: when the next one is accepted. */
  retryAfterSeconds?: number;
}

export function webhookActionError(error: unknown): WebhookActionError {
  if (isApiError(error) && error.code === 'RATE_LIMITED') {
    return { key: 'testRateLimited', retryAfterSeconds: error.retryAfterSeconds ?? undefined };
  }
  if (isApiError(error) && error.code === 'WEBHOOK_ENDPOINT_DISABLED') return { key: 'endpointDisabled' };
  return { key: 'actionFailed' };
}
