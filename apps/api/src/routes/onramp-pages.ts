/**
 * The routes of cards and bank transfers that are not JSON calls of the contract: the on-ramp
 * provider's order webhook (its raw body is what the signature covers) and, outside production,
 * the sandbox on-ramp's hosted page (plain HTML and an HTML form; `onramp/sandbox.ts`).
 */
import { ApiPath } from '@meridian/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { applyOrderReport } from '../onramp/orders';
import { OnrampSignatureError, type OnrampProvider } from '../onramp/provider';
import type { SandboxOnramp, SandboxPage } from '../onramp/sandbox';

export function registerOnrampWebhook(app: FastifyInstance, context: AppContext, provider: OnrampProvider): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, String(body)),
    );
    scope.post<{ Body: string | undefined }>(ApiPath.onrampWebhook, async (request, reply) => {
      let report;
      try {
        report = await provider.verifyWebhook(request.body ?? '', request.headers);
      } catch (error) {
        if (!(error instanceof OnrampSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'onramp webhook refused');
        throw new ApiError('UNAUTHENTICATED', { message: 'The webhook signature or body is not valid.' });
      }
      const moved = await applyOrderReport(context, provider, report);
      request.log.info({ orderId: report.partnerOrderId, state: report.state, moved }, 'onramp order report received');
      return reply.status(200).send({ ok: true });
    });
  });
}

export function registerOnrampSandbox(app: FastifyInstance, sandbox: SandboxOnramp, publicUrl: string): void {
  // The form's answer sends the payer back to the checkout, on the dashboard's origin.
  const policy = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}`;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const send = (reply: FastifyReply, answer: SandboxPage) =>
      'redirect' in answer
        ? reply.redirect(answer.redirect, 303)
        : reply
            .status(answer.status)
            .type('text/html; charset=utf-8')
            .header('content-security-policy', policy)
            .send(answer.html);

    scope.get<{ Params: { orderId: string } }>(ApiPath.onrampSandbox, async (request, reply) =>
      send(reply, sandbox.hostedPage(request.params.orderId)),
    );
    scope.post<{ Params: { orderId: string }; Body: unknown }>(ApiPath.onrampSandbox, async (request, reply) =>
      send(reply, await sandbox.decide(request.params.orderId, request.body, request.log)),
    );
  });
}
