// The one place where what main pushes makes the window's server data stale: a finished
// sync (by the lists it wrote), a payment's or collection's status change, the outbox
// moving with them. Each event becomes invalidations of query keys (the queries shown
// read again, quietly: what is shown stays until the answer replaces it) and a signal to
// the caches that are not queries (the ledger's blocks over keyset windows).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { IpcEvent, IpcMethod } from '../../lib/ipc-client';
import type { CachedResourceName } from '../../../shared/ipc/common-schemas';
import { methodKey, queryKeyOf } from './ipc-queries';

/**
 * The methods that read the cache a sync writes. Each answer says when its lists were last
 * synced, so every one of them is stale after any sync, even one that brought no row.
 */
const CACHE_READERS: readonly IpcMethod[] = [
  'balances.list', 'balances.history', 'ledger.count', 'ledger.window', 'ledger.detail',
  'payments.list', 'payments.detail', 'collections.list', 'collections.detail', 'transfers.list', 'transfers.detail',
  'counterparties.list', 'counterparties.detail', 'paymentMethods.list', 'outbox.list', 'environment.statusOf',
  'statements.preview',
];

/** The methods that read the journal's audit trail, which grows with every request main sends (a sync, a status poll, a payment). */
const TRAIL_READERS: readonly IpcMethod[] = ['audit.page', 'audit.backlog'];

export interface Staleness {
  /** Key prefixes to invalidate. */
  readonly keys: readonly QueryKey[];
  /** Cached lists whose copies outside the query cache (the ledger's blocks) are stale. */
  readonly resources: readonly CachedResourceName[];
}

/** The empty key prefix, which every query key starts with. */
const EVERY_QUERY: QueryKey = [];

const NOTHING: Staleness = { keys: [], resources: [] };

/** What `event` makes stale. */
export function staleAfter(event: IpcEvent): Staleness {
  switch (event.type) {
    case 'sync.finished': {
      // Pages commit as they come: a sync that failed or was cancelled half way counts what it wrote.
      // The ledger's blocks are refreshed only when ledger rows came (a count over a million rows is not free).
      const fetched = event.report.fetched;
      const resources = (Object.keys(fetched) as CachedResourceName[]).filter((resource) => fetched[resource] > 0);
      return { keys: [...CACHE_READERS, ...TRAIL_READERS].map((method) => methodKey(method)), resources };
    }
    case 'status.changed': {
      const [list, detail] = event.kind === 'payment' ? (['payments.list', 'payments.detail'] as const) : (['collections.list', 'collections.detail'] as const);
      return {
        keys: [queryKeyOf(detail, { id: event.id }), methodKey(list), methodKey('outbox.list'), methodKey('ledger.detail'), ...TRAIL_READERS.map((method) => methodKey(method))],
        resources: [event.kind === 'payment' ? 'payments' : 'collections'],
      };
    }
    case 'outbox.changed': {
      // An entry was journaled, sent, settled or resolved: the outbox and the record it made are stale.
      const keys: QueryKey[] = [methodKey('outbox.list'), methodKey('outbox.pendingAtStart'), methodKey('outbox.evidence'), ...TRAIL_READERS.map((method) => methodKey(method))];
      if (event.resourceId !== null) keys.push(methodKey('payments.list'), methodKey('payments.detail'), methodKey('transfers.list'), methodKey('collections.list'));
      return { keys, resources: [] };
    }
    case 'services.restarted':
      // The desktop app's data process started again: anything it answered before may have
      // moved since (a request it was sending is now one from an earlier run, waiting for a
      // decision), so every server answer is read again, the start-up decisions included.
      return { keys: [EVERY_QUERY], resources: ['ledgerTransactions'] };
    case 'sync.progress':
      // The accounts list is one short page, written early in a sync that may bring the
      // ledger for minutes: its names are read then (the ledger names its accounts by them;
      // the balances' read is cheap while the ledger is still nearly empty), not at the end.
      return event.resource === 'accounts' && event.phase === 'finished' && event.items > 0 ? { keys: [methodKey('balances.list')], resources: [] } : NOTHING;
    case 'export.progress':
    case 'connection.changed':
    case 'environment.changed':
      // Progress and connectivity change no answer; a switch of environment clears every
      // query where the environment is followed (app/server-data.ts).
      return NOTHING;
  }
}

type ResourceListener = (resources: readonly CachedResourceName[]) => void;
const resourceListeners = new Set<ResourceListener>();

/** Called with the cached lists an event made stale (the ledger refreshes its blocks on `ledgerTransactions`). */
export function onStaleResources(listener: ResourceListener): () => void {
  resourceListeners.add(listener);
  return () => resourceListeners.delete(listener);
}

/** Applies one pushed event to the query cache and to the caches that listen. */
export function applyPushEvent(client: QueryClient, event: IpcEvent): void {
  const { keys, resources } = staleAfter(event);
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  if (resources.length > 0) for (const listener of [...resourceListeners]) listener(resources);
}
