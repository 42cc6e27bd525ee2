// The Ledger screen's filters; the Exports screen exports "the current filters" from here,
// so the CSV is the view the person looked at. Shapes follow the contract's ledger.window.
import type { IpcInput } from '../../lib/ipc-client';
import { createFilterStore } from './filter-store';

/** The Ledger screen's filters as the person set them (main's LedgerFilters is the cache's query). */
export type LedgerScreenFilters = Pick<IpcInput<'ledger.window'>, 'accountIds' | 'types' | 'from' | 'to' | 'direction' | 'search'>;

export const useLedgerFilters = createFilterStore<LedgerScreenFilters>();
