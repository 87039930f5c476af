/**
 * The routes of tier verification that are not JSON calls of the dashboard: the provider's
 * webhook (its raw body is what the signature covers) and the single-use handoff address a phone
 * opens (a redirect, or a page saying why not).
 */
import { ApiPath, VERIFICATION_HANDOFF_MINUTES, type Language } from '@meridian/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { escapeHtml } from '../mail/templates/layout';
import { WebhookRefused, type IdentityProvider } from '../verification/provider';
import { applyDecision, spendHandoff, type HandoffUse } from '../verification/requests';

type HandoffPage = Record<Exclude<HandoffUse['kind'], 'redirect'>, [string, string]> & { back: string };

/**
 * What the handoff page says when the address leads nowhere, per language; `minutes` is how long
 * a handoff address works (the contract's VERIFICATION_HANDOFF_MINUTES, as the mail says it).
 */
const HANDOFF_PAGES: Record<Language, (minutes: number) => HandoffPage> = {
  en: (minutes) => ({
    used: ['This link has already been used', 'For your security, a verification link works only once.'],
    expired: ['This link has expired', `A verification link works for ${minutes} minutes.`],
    closed: ['This verification is no longer open', 'It was completed, or replaced by a newer one.'],
    unknown: ['This link is not valid', 'Check that you opened the whole link.'],
    back: 'On your computer, open Meridian’s verification page and choose “Continue on your phone” again to get a new link.',
  }),
  es: (minutes) => ({
    used: ['Este enlace ya se ha usado', 'Por tu seguridad, un enlace de verificación solo funciona una vez.'],
    expired: ['Este enlace ha caducado', `Un enlace de verificación funciona durante ${minutes} minutos.`],
    closed: ['Esta verificación ya no está abierta', 'Se completó o se sustituyó por otra más reciente.'],
    unknown: ['Este enlace no es válido', 'Comprueba que has abierto el enlace completo.'],
    back: 'En tu ordenador, abre la página de verificación de Meridian y vuelve a elegir «Continuar en el móvil» para obtener un enlace nuevo.',
  }),
  fr: (minutes) => ({
    used: ['Ce lien a déjà été utilisé', 'Pour votre sécurité, un lien de vérification ne fonctionne qu’une fois.'],
    expired: ['Ce lien a expiré', `Un lien de vérification fonctionne pendant ${minutes}\u00a0minutes.`],
    closed: ['Cette vérification n’est plus ouverte', 'Elle a été terminée, ou remplacée par une plus récente.'],
    unknown: ['Ce lien n’est pas valide', 'Vérifiez que vous avez ouvert le lien en entier.'],
    back: 'Sur votre ordinateur, ouvrez la page de vérification de Meridian et choisissez à nouveau «\u00a0Continuer sur votre téléphone\u00a0» pour obtenir un nouveau lien.',
  }),
  pt: (minutes) => ({
    used: ['Este link já foi usado', 'Para sua segurança, um link de verificação funciona uma única vez.'],
    expired: ['Este link expirou', `Um link de verificação funciona por ${minutes} minutos.`],
    closed: ['Esta verificação não está mais aberta', 'Ela foi concluída ou substituída por uma mais recente.'],
    unknown: ['Este link não é válido', 'Confira se você abriu o link completo.'],
    back: 'No seu computador, abra a página de verificação do Meridian e escolha “Continuar no celular” novamente para receber um link novo.',
  }),
};

/** The language a phone's browser asks for first among ours, else English. */
function languageOf(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'es' || code === 'fr' || code === 'pt') return code;
  }
  return 'en';
}

function handoffPage(reply: FastifyReply, language: Language, kind: Exclude<HandoffUse['kind'], 'redirect'>) {
  const texts = HANDOFF_PAGES[language](VERIFICATION_HANDOFF_MINUTES);
  const [title, detail] = texts[kind];
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · Meridian</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1c2024}</style>',
    '</head>',
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><p>${escapeHtml(texts.back)}</p></main></body>`,
    '</html>',
  ].join('\n');
  return reply
    .status(kind === 'expired' ? 410 : kind === 'unknown' ? 404 : 409)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(html);
}

export function registerVerificationRoutes(
  app: FastifyInstance,
  context: AppContext,
  provider: IdentityProvider,
): void {
  // The webhook reads its body as the provider sent it: the signature covers those bytes.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, String(body)),
    );
    scope.post<{ Body: string | undefined }>(ApiPath.verificationWebhook, async (request, reply) => {
      let decision;
      try {
        decision = provider.verifyWebhook(request.body ?? '', request.headers);
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error;
        request.log.warn({ reason: error.message }, 'identity webhook refused');
        throw new ApiError('FORBIDDEN', { message: 'The webhook signature or body is not valid.' });
      }
      const outcome = await applyDecision(context.database.db, decision, context.config.clock.now());
      request.log.info(
        { sessionId: decision.sessionId, state: decision.state, outcome },
        'identity provider decision received',
      );
      return reply.status(200).send({ ok: true, outcome });
    });
  });

  app.route<{ Params: { token: string } }>({
    method: 'GET',
    url: ApiPath.verificationHandoffUse,
    // A HEAD request (a link checker) must not spend the single use.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      const use = await spendHandoff(context.database.db, request.params.token, context.config.clock.now());
      if (use.kind === 'redirect') return reply.redirect(use.url, 302);
      return handoffPage(reply, languageOf(request.headers['accept-language']), use.kind);
    },
  });
}
