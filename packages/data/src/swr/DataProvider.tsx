import { createContext, useContext, useState, type ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
// SWR's provider itself: the one `swr` exports is the same component, but it shares its module
// with `useSWR`, which a bundler would then load with every page, even one that only mutates.
import { SWRConfig } from 'swr/_internal';
import type { ApiClient } from '../client/api-client';
import { clientErrorCodes, isApiError, type ApiError } from '../client/api-error';
import { createExpiringCache } from './expiring-cache';
import { createSwrConfig } from './swr-config';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface DataProviderProps {
  /** The session-aware client every hook below uses. */
  client: ApiClient;
  /**
   * Called when a load fails because the session is over ("Session expired"), so the app can
   * send the user to the login page.
   */
  onSessionExpired?: (error: ApiError) => void;
  /** Overrides for tests (for example `dedupingInterval: 0`). */
  config?: SWRConfiguration;
  children: ReactNode;
}

/** Gives hooks their API client and SWR the product's fetching policy and an expiring cache. */
export function DataProvider({ client, onSessionExpired, config, children }: DataProviderProps) {
  const [base] = useState(() => createSwrConfig(createExpiringCache()));
  const value: SWRConfiguration = {
    ...base,
    onError(error: unknown) {
      if (isApiError(error) && error.code === clientErrorCodes.sessionExpired) onSessionExpired?.(error);
    },
    ...config,
  };
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}

/** The API client of the nearest `DataProvider`. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <DataProvider>');
  return client;
}
