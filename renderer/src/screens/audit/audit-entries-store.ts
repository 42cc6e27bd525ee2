// The Audit screen's list: the entries its filters select, newest first (audit.page with
// `newest`), a page at a time by seq ("Load more" reads older ones). Read again when the
// filters change; an answer for filters no longer shown is dropped.
import { create } from 'zustand';
import type { PlainError } from '../../../lib/ipc-client';
import { plainErrorOf, unwrap } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import type { AuditFilters } from '../../stores/audit-filter-store';
import type { AuditEntry } from '../../stores/journal-stores';

export const AUDIT_ENTRIES_PAGE = 200;

interface AuditEntriesState {
  entries: readonly AuditEntry[];
  nextBeforeSeq: number | null;
  loaded: boolean;
  loadingMore: boolean;
  error: PlainError | null;
  /** The filters the entries are for. */
  filters: AuditFilters | null;
  load(filters: AuditFilters): Promise<void>;
  loadMore(): Promise<void>;
}

let serial = 0;

export const useAuditEntries = create<AuditEntriesState>((set, get) => ({
  entries: [],
  nextBeforeSeq: null,
  loaded: false,
  loadingMore: false,
  error: null,
  filters: null,
  async load(filters) {
    const mine = (serial += 1);
    set({ filters });
    try {
      const page = unwrap(await ipc().call('audit.page', { ...filters, newest: true, limit: AUDIT_ENTRIES_PAGE }));
      if (mine === serial) set({ entries: page.entries, nextBeforeSeq: page.nextBeforeSeq, loaded: true, error: null });
    } catch (error) {
      if (mine === serial) set({ error: plainErrorOf(error) });
    }
  },
  async loadMore() {
    const { nextBeforeSeq, loadingMore, filters } = get();
    if (nextBeforeSeq === null || loadingMore || filters === null) return;
    const mine = serial;
    set({ loadingMore: true });
    try {
      const page = unwrap(await ipc().call('audit.page', { ...filters, newest: true, beforeSeq: nextBeforeSeq, limit: AUDIT_ENTRIES_PAGE }));
      if (mine === serial) set((state) => ({ entries: [...state.entries, ...page.entries], nextBeforeSeq: page.nextBeforeSeq, error: null }));
    } catch (error) {
      if (mine === serial) set({ error: plainErrorOf(error) });
    } finally {
      set({ loadingMore: false });
    }
  },
}));
