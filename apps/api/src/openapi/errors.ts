/**
 * The error answers of an operation: the API's one format (`ErrorBody`), under each status the
 * route can answer, with the codes of that status it can give.
 */
import { ERROR_STATUS, pathParameters, type ErrorCode } from '@meridian/contract';
import { ApiError } from '../http/errors';
import type { ServerRoute } from '../routes/define';
import { PUBLIC_API_PREFIX } from '../security/csrf';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in or session expired',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Body too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests',
  431: 'Headers too large',
  500: 'Server error',
  503: 'Service unavailable',
};

/** The codes a route can answer besides its success, each under its status. */
export function errorCodes(route: ServerRoute): Map<number, ErrorCode[]> {
  const codes = new Set<ErrorCode>(route.errors as ErrorCode[]);
  if (route.request || route.bodyType === 'multipart') {
    for (const code of ['BAD_REQUEST', 'VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const)
      codes.add(code);
  }
  if (route.query) codes.add('VALIDATION_FAILED');
  // A path parameter with a control character, or longer than the router keeps, names nothing
  // (404); one that is not valid percent-encoding is a malformed request (400).
  if (pathParameters(route.path).length > 0) for (const code of ['NOT_FOUND', 'BAD_REQUEST'] as const) codes.add(code);
  // What the route's access implies, whether or not its definition lists it.
  if (route.session === 'pending' || route.session === 'active') {
    for (const code of ['UNAUTHENTICATED', 'SESSION_EXPIRED'] as const) codes.add(code);
  }
  if (route.permission) for (const code of ['NOT_FOUND', 'FORBIDDEN'] as const) codes.add(code);
  if (route.apiKey) for (const code of ['UNAUTHENTICATED', 'FORBIDDEN'] as const) codes.add(code);
  // The public API takes no cookie, so no CSRF check either.
  if (route.method !== 'GET' && !route.path.startsWith(PUBLIC_API_PREFIX)) codes.add('CSRF_REJECTED');
  if (route.limits.length > 0) codes.add('RATE_LIMITED');
  if (route.session === 'active') codes.add('ACTION_REQUIRED');
  // A malformed Idempotency-Key.
  if (route.apiKey && route.method === 'POST') codes.add('BAD_REQUEST');
  codes.add('INTERNAL');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/**
 * An error answer: the API's one format. `x-error-codes` lists the codes of that status the route
 * can answer (the test harness holds every answer to it); the public routes show each as an example.
 */
export function errorResponse(
  status: number,
  codes: ErrorCode[],
  headers: Record<string, unknown>,
  withExamples: boolean,
): Record<string, unknown> {
  return {
    description: `${STATUS_TEXT[status] ?? 'Error'}: ${codes.join(', ')}`,
    'x-error-codes': codes,
    headers,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ErrorBody' },
        ...(withExamples
          ? {
              examples: Object.fromEntries(
                codes.map((code) => [code, { summary: code, value: new ApiError(code).toBody() }]),
              ),
            }
          : {}),
      },
    },
  };
}
