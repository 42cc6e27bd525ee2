// Which component shows which screen. Each screen lives in its own folder.
import type { ComponentType } from 'react';
import type { ScreenId } from '../app/screens';
import { AuditScreen } from './audit/audit-screen';
import { BalancesScreen } from './balances/balances-screen';
import { CollectionsScreen } from './collections/collections-screen';
import { CounterpartiesScreen } from './counterparties/counterparties-screen';
import { ExportsScreen } from './exports/exports-screen';
import { LedgerScreen } from './ledger/ledger-screen';
import { OutboxScreen } from './outbox/outbox-screen';
import { PaymentsScreen } from './payments/payments-screen';
import { SettingsScreen } from './settings/settings-screen';
import { TransfersScreen } from './transfers/transfers-screen';

export const SCREEN_COMPONENTS: Record<ScreenId, ComponentType> = {
  balances: BalancesScreen,
  ledger: LedgerScreen,
  payments: PaymentsScreen,
  collections: CollectionsScreen,
  transfers: TransfersScreen,
  counterparties: CounterpartiesScreen,
  exports: ExportsScreen,
  outbox: OutboxScreen,
  audit: AuditScreen,
  settings: SettingsScreen,
};
