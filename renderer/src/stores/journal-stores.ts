// What this app recorded, read from the local journal (no network): the audit trail
// (keyset pages by seq, and the hash-chain check). The outbox is a query
// (queries/outbox-queries.ts).
import { create } from 'zustand';
import type { IpcOutput, PlainError } from '../../lib/ipc-client';
import { plainErrorOf, unwrap } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';

export type AuditEntry = IpcOutput<'audit.page'>['entries'][number];
export type AuditVerifyResult = IpcOutput<'audit.verify'>;
export type AuditBacklog = NonNullable<IpcOutput<'audit.backlog'>['backlog']>;

export const AUDIT_PAGE_SIZE = 100;

interface AuditStoreState {
  entries: readonly AuditEntry[];
  /** Where the next page starts; null: the last page is loaded. */
  nextAfterSeq: number | null;
  loading: boolean;
  loadingMore: boolean;
  loaded: boolean;
  error: PlainError | null;
  verifying: boolean;
  verified: { result: AuditVerifyResult; at: string } | null;
  verifyError: PlainError | null;
  /** Records not written to the trail yet, and why (null: none, or not known). */
  backlog: AuditBacklog | null;
  refresh(): Promise<void>;
  loadMore(): Promise<void>;
  verify(): Promise<void>;
}

export const useAudit = create<AuditStoreState>((set, get) => ({
  entries: [],
  nextAfterSeq: null,
  loading: false,
  loadingMore: false,
  loaded: false,
  error: null,
  verifying: false,
  verified: null,
  verifyError: null,
  backlog: null,
  async refresh() {
    set({ loading: true });
    try {
      const [page, behind] = await Promise.all([ipc().call('audit.page', { limit: AUDIT_PAGE_SIZE }), ipc().call('audit.backlog', {})]);
      set({ backlog: behind.ok ? behind.value.backlog : null });
      const { entries, nextAfterSeq } = unwrap(page);
      set({ entries, nextAfterSeq, error: null, loaded: true });
    } catch (error) {
      set({ error: plainErrorOf(error) });
    } finally {
      set({ loading: false });
    }
  },
  async loadMore() {
    const { nextAfterSeq, loadingMore } = get();
    if (nextAfterSeq === null || loadingMore) return;
    set({ loadingMore: true });
    try {
      const page = unwrap(await ipc().call('audit.page', { afterSeq: nextAfterSeq, limit: AUDIT_PAGE_SIZE }));
      set((state) => ({ entries: [...state.entries, ...page.entries], nextAfterSeq: page.nextAfterSeq, error: null }));
    } catch (error) {
      set({ error: plainErrorOf(error) });
    } finally {
      set({ loadingMore: false });
    }
  },
  async verify() {
    if (get().verifying) return;
    set({ verifying: true, verifyError: null });
    try {
      set({ verified: { result: unwrap(await ipc().call('audit.verify', {})), at: new Date().toISOString() } });
    } catch (error) {
      set({ verifyError: plainErrorOf(error), verified: null });
    } finally {
      set({ verifying: false });
    }
  },
}));
