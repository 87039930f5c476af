/**
 * One attempt at a delivery: a signed POST to the receiver and what came of it, whatever the
 * receiver does. The whole exchange is bounded by the timeout; of the answer only the status,
 * `Retry-After` and the first 2 KB of the body are read (then the connection is closed), and
 * whatever text is kept is made storable (stored-text.ts). Never throws: a refused address, a
 * reset, a garbled answer or a timeout is an outcome like a status.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_ERROR_KEPT_BYTES, WEBHOOK_RESPONSE_KEPT_BYTES, type WebhookAttemptError } from '@meridian/contract';
import type { DnsResolver } from '../dns';
import { AddressRefused, fixedLookup, publicAddresses } from './addresses';
import { storableBytes, storableText } from './stored-text';

export interface Outcome {
  statusCode: number | null;
  latencyMs: number;
  /** Storable: at most 2 KB of valid text. */
  responseBody: string;
  error: WebhookAttemptError | null;
  /** Storable: at most 512 bytes of valid text. */
  errorMessage: string | null;
  retryAfter: string | undefined;
}

export interface PostOptions {
  allowPrivate: boolean;
  dns: DnsResolver;
  timeoutMs: number;
}

/** A failure's message as the log keeps it. */
export const errorText = (message: string) => storableText(message, WEBHOOK_ERROR_KEPT_BYTES);

/** An outcome without an answer: nothing was sent, or nothing usable came back. */
export function failedOutcome(error: WebhookAttemptError, message: string, latencyMs = 0): Outcome {
  return {
    statusCode: null,
    latencyMs,
    responseBody: '',
    error,
    errorMessage: errorText(message),
    retryAfter: undefined,
  };
}

/**
 * The first bytes of an answer's body, up to what the log keeps: read until that much arrived,
 * the body ended or failed, or `signal` (the attempt's deadline) fired; then the answer is closed.
 * Never rejects: a body cut short keeps what came.
 */
function firstBytes(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', done);
      response.removeListener('data', onData);
      response.destroy();
      resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= WEBHOOK_RESPONSE_KEPT_BYTES) done();
    };
    response.on('data', onData);
    response.once('end', done);
    response.on('error', done);
    response.once('close', done);
    if (signal.aborted) done();
    else signal.addEventListener('abort', done, { once: true });
  });
}

/** Whether the receiver accepted: a 2xx answer. */
const accepted = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/** One POST of a signed delivery to `target`: its outcome. */
export async function post(
  target: URL,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let address: string | null = null;
  if (!options.allowPrivate && target.protocol !== 'https:') {
    // Saved while private URLs were allowed, sent where they are not.
    return failedOutcome('connection', 'Webhooks are sent over https only');
  }
  if (!options.allowPrivate) {
    try {
      address = (await publicAddresses(target.hostname, options.dns))[0]!;
    } catch (error) {
      if (error instanceof AddressRefused) return failedOutcome(error.code, error.message, elapsed());
      return failedOutcome('unresolvable', `${target.hostname} could not be resolved`, elapsed());
    }
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = send(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: controller.signal,
        // A connection of its own: a kept-alive one may be closed by the receiver as it is reused.
        agent: false,
        ...(address ? { lookup: fixedLookup(address) } : {}),
      });
      outgoing.once('response', resolve);
      // Every error, not the first only: a reset after the answer arrived must not go unheard.
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    // The status decides; the body is read only as far as the log keeps it and the time allows.
    const statusCode = response.statusCode ?? 0;
    const retryAfter = response.headers['retry-after'];
    const location = response.headers.location;
    const responseBody = storableBytes(await firstBytes(response, controller.signal), WEBHOOK_RESPONSE_KEPT_BYTES);
    const latencyMs = elapsed();
    if (accepted(statusCode)) {
      return { statusCode, latencyMs, responseBody, error: null, errorMessage: null, retryAfter };
    }
    const redirect = statusCode >= 300 && statusCode < 400;
    return {
      statusCode,
      latencyMs,
      responseBody,
      error: redirect ? 'redirect' : 'status',
      errorMessage: errorText(
        redirect
          ? `The receiver answered ${statusCode}, a redirect${location ? ` to ${location}` : ''}: redirects are not followed`
          : `The receiver answered ${statusCode}: only a 2xx answer counts as received`,
      ),
      retryAfter,
    };
  } catch (error) {
    if (controller.signal.aborted) {
      return failedOutcome('timeout', `No answer within ${options.timeoutMs / 1000} s`, elapsed());
    }
    const code = (error as NodeJS.ErrnoException).code;
    return failedOutcome(
      'connection',
      `The connection failed${code ? ` (${code})` : ''}: ${(error as Error).message}`,
      elapsed(),
    );
  } finally {
    clearTimeout(timer);
  }
}
