import { apiRoutes, PAIRING_PATTERN } from '@meridian/contract';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { RateUnavailableError } from '../payments/rates';
import { checkoutLink } from '../checkout/face';
import { openCheckoutSession } from '../checkout/open';
import { sessionView } from '../checkout/view';
import { bindTransaction } from '../checkout/wallet-path';
import { defineRoute } from './define';

/** The symbols a rate can be asked for: every configured chain's coin and tokens. */
function knownSymbols(app: AppContext): Set<string> {
  const chains = Object.values(app.config.chains);
  return new Set(chains.flatMap((chain) => chain.tokens.map((token) => token.symbol.toUpperCase())));
}

/** The payer's side of a payment link, and exchange rates. */
export const checkoutRoutes = [
  defineRoute(apiRoutes.exchangeRate, {
    handler: async ({ query, app }) => {
      const match = PAIRING_PATTERN.exec(query.pairing.trim());
      const base = match?.[1]?.toUpperCase();
      const quote = match?.[2]?.toUpperCase();
      if (!base || quote !== 'USD' || !knownSymbols(app).has(base)) {
        const message = `Ask for a token offered here in USD, such as ${[...knownSymbols(app)][0] ?? 'GLMR'}/USD`;
        throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'pairing', code: 'invalid', message }] });
      }
      try {
        const rate = await app.rates.rate(base, quote);
        return {
          pairing: rate.pairing,
          base: rate.base,
          quote: rate.quote,
          rate: rate.rate,
          fetchedAt: rate.fetchedAt.toISOString(),
          sandbox: rate.sandbox,
        };
      } catch (error) {
        if (error instanceof RateUnavailableError) throw new ApiError('RATE_UNAVAILABLE');
        throw error;
      }
    },
  }),

  defineRoute(apiRoutes.getCheckoutLink, {
    handler: async ({ params, app }) => checkoutLink(app, params.slug),
  }),

  defineRoute(apiRoutes.openCheckoutSession, {
    handler: async ({ params, body, request, app }) => {
      const session = await openCheckoutSession(app, params.slug, body, request.ip);
      request.log.info({ sessionId: session.id, token: session.token.symbol }, 'checkout session opened');
      return session;
    },
  }),

  defineRoute(apiRoutes.getCheckoutSession, {
    handler: async ({ params, app }) => sessionView(app, params.id),
  }),

  defineRoute(apiRoutes.submitCheckoutTransaction, {
    // Every hash that reached the chain counts, found or not: each costs a look-up there.
    keepsCount: (error) =>
      error instanceof ApiError && (error.code === 'TRANSACTION_NOT_FOUND' || error.code === 'TRANSACTION_MISMATCH'),
    handler: async ({ params, body, request, app }) => {
      const session = await bindTransaction(app, params.id, body.txHash);
      request.log.info({ sessionId: session.id }, 'checkout transaction bound');
      return session;
    },
  }),
];
