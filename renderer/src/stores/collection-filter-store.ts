// The Collections screen's filters (shapes of the contract's collections.list).
import type { IpcInput } from '../../lib/ipc-client';
import { createFilterStore } from './filter-store';

export type CollectionFilters = Pick<IpcInput<'collections.list'>, 'accountIds' | 'from' | 'to' | 'statuses' | 'search'>;

export const useCollectionFilters = createFilterStore<CollectionFilters>();
