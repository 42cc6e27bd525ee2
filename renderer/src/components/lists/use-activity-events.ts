// Live updates for a list screen: a `status.changed` event of the screen's kind re-reads
// that row (or the list, when a status filter may now exclude it) and the open detail;
// `sync.finished` re-reads the list and the detail. Both quietly: what is shown stays
// until the newer answer replaces it.
import { useEffect, useRef } from 'react';
import { ipc } from '../../../lib/main-connection';

export interface ActivityEventHandlers {
  /** The kind of `status.changed` events this screen shows (none for transfers and counterparties). */
  readonly kind?: 'payment' | 'collection';
  onStatusChanged(id: string): void;
  onSyncFinished(): void;
}

export function useActivityEvents(handlers: ActivityEventHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(
    () =>
      ipc().subscribe((event) => {
        if (event.type === 'status.changed' && event.kind === latest.current.kind) latest.current.onStatusChanged(event.id);
        if (event.type === 'sync.finished') latest.current.onSyncFinished();
      }),
    [],
  );
}
