// The Payments screen's filters, read by the Exports screen to export the view the
// person looked at. Shapes follow the contract's payments.list.
import type { IpcInput } from '../../lib/ipc-client';
import { createFilterStore } from './filter-store';

/** The Payments screen's filters as the person set them (main's PaymentFilters is the cache's query). */
export type PaymentScreenFilters = Pick<IpcInput<'payments.list'>, 'accountIds' | 'from' | 'to' | 'statuses' | 'rails' | 'search'>;

export const usePaymentFilters = createFilterStore<PaymentScreenFilters>();
