/**
 * The sandbox identity provider's hosted page (`GET` and `POST /identity-sandbox/:sessionId`),
 * served by this API outside production: plain HTML and HTML forms. The page and the outcome are
 * the sandbox's (`verification/sandbox.ts`).
 */
import { ApiPath } from '@meridian/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxPage, SandboxProvider } from '../verification/sandbox';

export function registerIdentitySandboxRoutes(app: FastifyInstance, sandbox: SandboxProvider): void {
  void app.register(async (scope) => {
    // The hosted page's buttons are plain HTML forms.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const send = (reply: FastifyReply, { status, html }: SandboxPage) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
        .send(html);

    scope.get<{ Params: { sessionId: string } }>(ApiPath.identitySandbox, async (request, reply) =>
      send(reply, sandbox.hostedPage(request.params.sessionId)),
    );

    scope.post<{ Params: { sessionId: string }; Body: unknown }>(ApiPath.identitySandbox, async (request, reply) =>
      send(reply, await sandbox.decide(request.params.sessionId, request.body, request.log)),
    );
  });
}
