// The Counterparties screen's filters (shapes of the contract's counterparties.list).
import type { IpcInput } from '../../lib/ipc-client';
import { createFilterStore } from './filter-store';

export type CounterpartyFilters = Pick<IpcInput<'counterparties.list'>, 'statuses' | 'entityTypes' | 'search'>;

export const useCounterpartyFilters = createFilterStore<CounterpartyFilters>();
