// The window's query cache of server data (TanStack Query) and what keeps it true: every
// pushed event goes through applyPushEvent (queries/push-invalidation.ts), and a switch
// of environment drops every answer (the screens, keyed by environment, read the other
// environment's data afresh). Answers come from main's local cache, which only a sync, a
// status change or a write changes, and each of those is pushed: so an answer stays fresh
// until an event says otherwise (no refetch on focus, mount or a timer).
import { QueryClient } from '@tanstack/react-query';
import { ipc } from '../../lib/main-connection';
import { applyPushEvent } from '../queries/push-invalidation';
import { useEnvironment } from '../stores/environment-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      // A refused read shows its error with Try again (and the request id) at once.
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

/** Follows main's events and the environment for the window's lifetime. */
export function followServerChanges(client: QueryClient = queryClient): () => void {
  const stopEvents = ipc().subscribe((event) => applyPushEvent(client, event));
  const stopEnvironment = useEnvironment.subscribe((state, previous) => {
    const before = previous.status?.environment;
    if (before !== undefined && state.status?.environment !== before) client.removeQueries();
  });
  return () => {
    stopEvents();
    stopEnvironment();
  };
}
