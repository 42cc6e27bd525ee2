// The audit trail's chain check (audit.verify, always the whole chain), read from the
// local journal (no network): its outcome stays while the person visits other screens.
// The trail's entries and backlog are queries (queries/audit-queries.ts), the outbox too
// (queries/outbox-queries.ts).
import { create } from 'zustand';
import type { IpcOutput, PlainError } from '../../lib/ipc-client';
import { plainErrorOf, unwrap } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';

export type AuditChainCheck = IpcOutput<'audit.verify'>;

interface AuditStoreState {
  verifying: boolean;
  verified: { result: AuditChainCheck; at: string } | null;
  verifyError: PlainError | null;
  verify(): Promise<void>;
}

export const useAudit = create<AuditStoreState>((set, get) => ({
  verifying: false,
  verified: null,
  verifyError: null,
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
