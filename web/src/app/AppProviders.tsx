import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr-config';
import { Toaster } from '../components/ui/Toast';

/** SWR with the house defaults, plus the single toast region. `cache` lets tests start from an empty cache. */
export function AppProviders({
  children,
  freshCache = false,
}: {
  children: ReactNode;
  freshCache?: boolean;
}) {
  return (
    <SWRConfig value={freshCache ? { ...swrConfig, provider: () => new Map() } : swrConfig}>
      {children}
      <Toaster />
    </SWRConfig>
  );
}
