// The ledger screen's calls to main: how many rows match the filters (`ledger.count`),
// and rows from an index (`ledger.window` with `startIndex`), for the grid's block cache
// (an entry's detail and the accounts are queries).
import type { Envelope } from '../../../../shared/ipc';
import type { IpcOutput, IpcResult } from '../../../lib/ipc-client';
import type { LedgerRowView } from '../../../../shared/ipc/record-views';
import { ipc } from '../../../lib/main-connection';
import type { LedgerScreenFilters } from '../../stores/ledger-filter-store';

export type { LedgerRowView };
export type LedgerDetail = IpcOutput<'ledger.detail'>;

export function countLedger(filters: LedgerScreenFilters): Promise<IpcResult<'ledger.count'>> {
  return ipc().call('ledger.count', filters);
}

/** Rows `startIndex`.. (newest first), at most `limit` (<= LEDGER_WINDOW_MAX). */
export async function ledgerRowsFrom(filters: LedgerScreenFilters, startIndex: number, limit: number): Promise<Envelope<readonly LedgerRowView[]>> {
  const result = await ipc().call('ledger.window', { ...filters, startIndex, limit });
  return result.ok ? { ok: true, value: result.value.rows } : result;
}
