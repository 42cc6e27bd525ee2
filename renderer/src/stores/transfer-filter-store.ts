// The Transfers screen's filters (shapes of the contract's transfers.list).
import type { IpcInput } from '../../lib/ipc-client';
import { createFilterStore } from './filter-store';

export type TransferFilters = Pick<IpcInput<'transfers.list'>, 'accountIds' | 'from' | 'to' | 'statuses' | 'search'>;

export const useTransferFilters = createFilterStore<TransferFilters>();
