import { ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldError } from '@meridian/contract';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What each code says when the answer gives no message of its own. */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request body is not valid JSON.',
  VALIDATION_FAILED: 'Some fields are missing or invalid.',
  INVALID_CREDENTIALS: 'Login failed. Please check your credentials and try again.',
  RATE_LIMITED: 'Too many attempts. Please wait before trying again.',
  CODE_INVALID: 'The code is not valid.',
  CODE_EXPIRED: 'The code has expired. Request a new one.',
  CODE_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Request a new one.',
  RESEND_COOLDOWN: 'A code was sent a moment ago. Please wait before asking again.',
  SESSION_EXPIRED: 'Session expired',
  UNAUTHENTICATED: 'You are not signed in.',
  ACTION_REQUIRED: 'Complete the required steps on your account first.',
  CSRF_REJECTED: 'Cross-site request refused.',
  NOT_FOUND: 'Not found.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  FORBIDDEN: 'You are not allowed to do this.',
  CONFLICT: 'Sign up failed. This username or e-mail address cannot be used.',
  PASSWORD_TOO_WEAK: 'Choose a password that is not your username or e-mail address.',
  PASSWORD_COMMON: 'This password is too common. Choose another one.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the body as application/json.',
  LAST_OWNER: 'A workspace keeps at least one owner.',
  REAUTHENTICATION_REQUIRED: 'Enter your password again to do this.',
  LINK_INVALID: 'This verification link is not valid any more. Ask for a new one.',
  LINK_EXPIRED: 'This verification link has expired. Ask for a new one.',
  PRECONDITION_FAILED: 'Save the missing details first.',
  SMS_UNAVAILABLE: 'The text message could not be sent. Try again in a moment.',
  CHALLENGE_EXPIRED: 'This verification message has expired or was already used. Ask for a new one.',
  SIGNATURE_INVALID: 'The signature does not match this wallet and message.',
  WALLET_IN_USE: 'Payment links pay to this wallet. Archive them or choose another wallet for them first.',
  TIER_LIMIT_EXCEEDED: "The amount is above your tier's payment limit.",
  STATUS_TRANSITION_REFUSED: 'The link cannot change to this status.',
  LINK_ARCHIVED: 'An archived link cannot be changed.',
  RATE_UNAVAILABLE: 'No current exchange rate for this token. Try again in a moment.',
  LINK_UNAVAILABLE: 'This payment link is not available.',
  LINK_ALREADY_PAID: 'This payment link has already been paid.',
  CHECKOUT_EXPIRED: 'This checkout has expired. Start a new one.',
  TRANSACTION_NOT_FOUND: 'The transaction is not on the chain yet. Send its hash again in a moment.',
  TRANSACTION_MISMATCH: 'This transaction does not pay this checkout.',
  PAYMENT_ALREADY_MATCHED: 'This payment already belongs to a checkout.',
  PAYMENT_NOT_REFUNDABLE:
    'This payment cannot be refunded: it is not confirmed, or it pays no checkout of the workspace.',
  REFUND_EXCEEDS_PAYMENT: 'The refund is more than the payment can still give back.',
  REFUND_STATE_CONFLICT: 'The refund has moved on: this is no longer possible in its state.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used with another request in the last 24 hours. Use a new key.',
  IDEMPOTENCY_KEY_IN_USE: 'The first request with this Idempotency-Key is still running. Send it again in a moment.',
  CHECKOUT_NOT_EXPIRABLE: 'This checkout is paid, or its payment is confirming: it can no longer be expired.',
  PROVIDER_UNAVAILABLE: 'The identity provider could not be reached. Nothing was started; try again shortly.',
  ONRAMP_UNAVAILABLE: 'Cards and bank transfers are not offered for this payment.',
  INTEGRATION_UNAVAILABLE: 'The store could not be reached. Try again in a moment.',
  WEBHOOK_ENDPOINT_DISABLED: 'This webhook endpoint is disabled: enable it first.',
  INTERNAL: 'Internal Server Error',
};

type ErrorFields = ErrorBody['error'];
/** WALLET_IN_USE: the links that pay to the wallet. */
type ErrorLinks = NonNullable<ErrorFields['links']>;
/** TIER_LIMIT_EXCEEDED: the tier, its cap, the amount and the tier that allows it. */
type ErrorTierLimit = NonNullable<ErrorFields['tierLimit']>;
type ErrorRefundable = NonNullable<ErrorFields['refundable']>;

/** An expected failure, answered as `{ error: { code, message, ... } }` with its status. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    options: {
      message?: string;
      details?: FieldError[];
      retryAfterSeconds?: number;
      links?: ErrorLinks;
      tierLimit?: ErrorTierLimit;
      mismatch?: string[];
      refundable?: ErrorRefundable;
    } = {},
  ) {
    super(options.message ?? DEFAULT_MESSAGES[code]);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.links = options.links;
    this.tierLimit = options.tierLimit;
    this.mismatch = options.mismatch;
    this.refundable = options.refundable;
  }
  readonly mismatch: string[] | undefined;
  readonly refundable: ErrorRefundable | undefined;
  readonly details: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly links: ErrorLinks | undefined;
  readonly tierLimit: ErrorTierLimit | undefined;

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
        ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
        ...(this.links ? { links: this.links } : {}),
        ...(this.tierLimit ? { tierLimit: this.tierLimit } : {}),
        ...(this.mismatch ? { mismatch: this.mismatch } : {}),
        ...(this.refundable ? { refundable: this.refundable } : {}),
      },
    };
  }
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

/** Fastify's own errors (body parsing...) mapped onto the contract's codes. */
function fromFastifyError(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE');
    default:
      break;
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('BAD_REQUEST', { message: error.statusCode === 400 ? undefined : error.message });
  }
  return null;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const mapped = fromFastifyError(error);
    if (mapped) {
      request.log.info({ code: error.code, reason: error.message }, 'request refused');
      return sendError(reply, mapped);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new ApiError('INTERNAL'));
  });
  // A method a path does not take is answered like an unknown path: 404, in the same format.
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new ApiError('NOT_FOUND', { message: `No route ${request.method} ${request.url.split('?')[0]}` })),
  );
}

/**
 * Errors Fastify's router raises before any route or hook (`frameworkErrors`): a path that is
 * not valid percent-encoding is a 400; a path parameter longer than the router keeps names
 * nothing that exists, a 404.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info({ code: error.code, reason: error.message }, 'request refused');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, new ApiError('NOT_FOUND'));
  return sendError(reply, new ApiError('BAD_REQUEST', { message: 'The request path is malformed.' }));
}

/**
 * Requests Node's HTTP parser refuses (a control character in a header, headers over the size
 * limit, a malformed request line) never reach Fastify: they are answered here, in the same
 * format, and the connection is closed.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new ApiError('HEADERS_TOO_LARGE')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? null
        : new ApiError('BAD_REQUEST', { message: 'The request is malformed.' });
  if (apiError && socket.writable) {
    const body = JSON.stringify(apiError.toBody());
    socket.write(
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        // Never parsed, so never logged under an id of its own: a fresh one all the same.
        `X-Request-Id: ${randomUUID()}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
