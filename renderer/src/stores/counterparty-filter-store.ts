// The Counterparties screen's filters (shapes of the contract's counterparties.list).
import type { IpcInput } from '../../lib/ipc-client';
import { createFilterStore } from './filter-store';

/** The Counterparties screen's filters as the person set them (main's CounterpartyFilters is the cache's query). */
export type CounterpartyScreenFilters = Pick<IpcInput<'counterparties.list'>, 'statuses' | 'entityTypes' | 'search'>;

export const useCounterpartyFilters = createFilterStore<CounterpartyScreenFilters>();
