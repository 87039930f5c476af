import type { ErrorBody, ErrorCode, FieldError } from '@meridian/contract';

/** Error codes the client itself produces, next to the API's own codes (see `@meridian/contract`). */
export const clientErrorCodes = {
  /** The session is over and cannot be refreshed: the user must log in again. */
  sessionExpired: 'SESSION_EXPIRED',
  /** The API could not be reached (offline, DNS, connection refused, aborted). */
  network: 'NETWORK_ERROR',
  /** The API answered with a body that does not match the contract. */
  invalidResponse: 'INVALID_RESPONSE',
  /** An error status without a readable error body (a proxy page, for example). */
  http: 'HTTP_ERROR',
} as const;

export interface ApiErrorOptions {
  /** The fields the API refused, with a code per field (`details` in the error body). */
  fieldErrors?: readonly FieldError[];
  /** When the API asks to wait (rate limits, resend cooldown), in seconds. */
  retryAfterSeconds?: number | null;
  /** WALLET_IN_USE: the payment links that pay to the wallet. */
  links?: ErrorBody['error']['links'];
  /** TIER_LIMIT_EXCEEDED: the tier, its cap, the amount refused and the tier that allows it. */
  tierLimit?: ErrorBody['error']['tierLimit'];
  cause?: unknown;
}

/** An error code of the API (`ErrorCode` in the contract) or of the client (`clientErrorCodes`). */
export type ApiErrorCode = ErrorCode | (typeof clientErrorCodes)[keyof typeof clientErrorCodes];

/**
 * Every failure of an API call: the HTTP status (0 when there was no response), a stable
 * `code` to branch on (never the message, which is English for developers and logs), and the
 * API's field errors and waiting time when it sent them.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: readonly FieldError[];
  readonly retryAfterSeconds: number | null;
  /** WALLET_IN_USE: the payment links (active or disabled) that pay to the wallet; empty otherwise. */
  readonly links: NonNullable<ErrorBody['error']['links']>;
  /** TIER_LIMIT_EXCEEDED: the workspace's tier, its cap, the amount refused and the tier that allows it. */
  readonly tierLimit: ErrorBody['error']['tierLimit'] | null;

  constructor(status: number, code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.links = options.links ?? [];
    this.tierLimit = options.tierLimit ?? null;
  }

  /** A 4xx answer: the request itself was refused, so repeating it unchanged will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function sessionExpiredError(cause?: unknown): ApiError {
  return new ApiError(401, clientErrorCodes.sessionExpired, 'Session expired', { cause });
}
