// The lists and side-panel details of the Payments, Collections, Transfers and
// Counterparties screens, each read from the offline cache through the IPC contract
// (shared/ipc/activity-methods.ts, directory-methods.ts).
import type { IpcOutput } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';
import { createDetailStore } from './activity-detail-store';
import { createListStore } from './activity-list-store';
import type { CollectionFilters } from './collection-filter-store';
import type { CounterpartyFilters } from './counterparty-filter-store';
import type { PaymentFilters } from './payment-filter-store';
import type { TransferFilters } from './transfer-filter-store';

export type PaymentRow = IpcOutput<'payments.list'>['rows'][number];
export type PaymentDetail = IpcOutput<'payments.detail'>;
export type CollectionRow = IpcOutput<'collections.list'>['rows'][number];
export type CollectionDetail = IpcOutput<'collections.detail'>;
export type TransferRow = IpcOutput<'transfers.list'>['rows'][number];
export type TransferDetail = IpcOutput<'transfers.detail'>;
export type CounterpartyRow = IpcOutput<'counterparties.list'>['rows'][number];
export type CounterpartyDetail = IpcOutput<'counterparties.detail'>;
export type PaymentMethodRow = IpcOutput<'paymentMethods.list'>['rows'][number];

const byId = (row: { id: string }) => row.id;

export const usePaymentList = createListStore<PaymentFilters, PaymentRow>((filters, page) => ipc().call('payments.list', { ...filters, ...page }), byId);
export const usePaymentDetail = createDetailStore<PaymentDetail>((id) => ipc().call('payments.detail', { id }));

export const useCollectionList = createListStore<CollectionFilters, CollectionRow>((filters, page) => ipc().call('collections.list', { ...filters, ...page }), byId);
export const useCollectionDetail = createDetailStore<CollectionDetail>((id) => ipc().call('collections.detail', { id }));

export const useTransferList = createListStore<TransferFilters, TransferRow>((filters, page) => ipc().call('transfers.list', { ...filters, ...page }), byId);
export const useTransferDetail = createDetailStore<TransferDetail>((id) => ipc().call('transfers.detail', { id }));

export const useCounterpartyList = createListStore<CounterpartyFilters, CounterpartyRow>((filters, page) => ipc().call('counterparties.list', { ...filters, ...page }), byId);
export const useCounterpartyDetail = createDetailStore<CounterpartyDetail>((id) => ipc().call('counterparties.detail', { id }));
