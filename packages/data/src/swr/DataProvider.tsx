import { createContext, useContext, useState, type ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { createExpiringCache, type ExpiringCache } from './expiring-cache';

/** What `DataProvider` gives the hooks below it. */
export interface DataContextValue {
  client: ApiClient;
  /** The one cache of the app: every `QueryProvider` and every mutation use it. */
  cache: ExpiringCache;
  onSessionExpired?: (error: ApiError) => void;
  /** SWR overrides for tests. */
  config?: SWRConfiguration;
}

const DataContext = createContext<DataContextValue | null>(null);

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

/**
 * Gives hooks their API client and the app's one expiring cache. It loads no SWR code: query
 * hooks need a `QueryProvider` below it (the pages that load data put one around them), which
 * brings SWR and the fetching policy; mutations reach the same cache without it.
 */
export function DataProvider({ client, onSessionExpired, config, children }: DataProviderProps) {
  const [cache] = useState(createExpiringCache);
  return <DataContext.Provider value={{ client, cache, onSessionExpired, config }}>{children}</DataContext.Provider>;
}

/** What the nearest `DataProvider` gives. */
export function useDataContext(): DataContextValue {
  const data = useContext(DataContext);
  if (!data) throw new Error('useApiClient must be used inside <DataProvider>');
  return data;
}

/** The API client of the nearest `DataProvider`. */
export function useApiClient(): ApiClient {
  return useDataContext().client;
}
