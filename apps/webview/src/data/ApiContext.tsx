import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@loan-h5/api';

const ApiContext = createContext<ApiClient | null>(null);

/** The API client the page containers call: created once at start-up (tests give their own). */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient: render inside <ApiProvider>.');
  return client;
}
