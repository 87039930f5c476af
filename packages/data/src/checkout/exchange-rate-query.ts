import { checkoutRoutes, type ExchangeRate } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { checkoutKeys } from './keys';

/** GET /exchange-rate?pairing=GLMR/USD: USD per token; `RATE_UNAVAILABLE` when no fresh rate is known. */
export function getExchangeRate(client: ApiClient, pairing: string): Promise<ExchangeRate> {
  return client.call(checkoutRoutes.exchangeRate, { query: { pairing } });
}

/** A token's rate in USD (`sandbox` marks the fixed test rates). */
export function useExchangeRate(pairing: string, options?: QueryOptions) {
  return useApiQuery(checkoutKeys.exchangeRate(pairing), (client) => getExchangeRate(client, pairing), options);
}
