import { createContext, useContext, useState, type ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
// SWR's provider itself: the one `swr` exports is the same component, but it shares its module
// with `useSWR`, which a bundler would then load with every page that imports the provider.
import { SWRConfig } from 'swr/_internal';
import { clientErrorCodes, isApiError } from '../client/api-error';
import { cacheMutator } from './cache-mutate';
import { useDataContext } from './DataProvider';
import { createSwrConfig } from './swr-config';

const QueryScopeContext = createContext(false);

/** Whether a `QueryProvider` is above: `useApiQuery` refuses to run without one. */
export function useInQueryScope(): boolean {
  return useContext(QueryScopeContext);
}

/**
 * Around the pages that load data (query hooks): SWR with the product's fetching policy, on the
 * `DataProvider`'s one cache, so that every page sees what another loaded or a mutation wrote.
 * A failed load whose session is over calls the provider's `onSessionExpired`.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const { cache, onSessionExpired, config } = useDataContext();
  const [base] = useState(() => {
    // SWR's state for the cache is set up once for the app, here or by a mutation: a provider
    // that set it up would tear it down on leaving, under the next page's provider.
    cacheMutator(cache);
    return createSwrConfig(cache);
  });
  const value: SWRConfiguration = {
    ...base,
    onError(error: unknown) {
      if (isApiError(error) && error.code === clientErrorCodes.sessionExpired) onSessionExpired?.(error);
    },
    ...config,
  };
  return (
    <QueryScopeContext.Provider value={true}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </QueryScopeContext.Provider>
  );
}
