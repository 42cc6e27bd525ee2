// The IPC contract shared by main, the preload, the web shell and the renderer. Import from here.
export { IpcContract, IPC_METHODS, isIpcMethod } from './contract';
export type { IpcClient, IpcInput, IpcMethod, IpcOutput, IpcParsedInput, IpcResult, MethodSchemas } from './contract';
export { anyEnvelopeSchema, envelopeSchema, plainErrorSchema } from './envelope';
export type { Envelope, PlainError, PlainErrorField, TreasuryErrorKind } from './envelope';
export { ipcEventSchema } from './push-events';
export type { IpcEvent, IpcEventListener, IpcEventType } from './push-events';
export { CACHED_RESOURCE_NAMES, type CachedResourceName, type MoneyView } from './common-schemas';
export { moneyMovementMethods, preparedWriteViewSchema, writeOutcomeViewSchema } from './money-movement-methods';
export type { MoneyMovementMethod, PreparedWriteView, WriteOutcomeView } from './money-movement-methods';
export { outboxDecisionMethods } from './outbox-decision-methods';
export type { OutboxDecisionMethod } from './outbox-decision-methods';
export { accountFundingMethods } from './account-funding-methods';
export { EXPORT_KINDS } from './export-methods';
export { STATEMENT_FORMAT_IDS } from './statement-methods';
export type { StatementFormatId } from './statement-methods';
export { LEDGER_WINDOW_MAX } from './ledger-methods';
export type { CollectionView, LedgerRowView, PaymentMethodView, PaymentView, TransferView } from './record-views';
export type { AccountBalance, Balances } from './balance-methods';
