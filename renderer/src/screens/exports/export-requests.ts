// The export of each kind as it would run now: the current screen filters (read when it
// starts, so a palette action exports what the screens show at that moment) and the BOM
// choice. Shared by the buttons and the palette actions.
import { useCollectionFilters } from '../../stores/collection-filter-store';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { usePaymentFilters } from '../../stores/payment-filter-store';
import { useTransferFilters } from '../../stores/transfer-filter-store';
import { useAuditFilters } from '../../stores/audit-filter-store';
import { useExports, type ExportKind, type ExportRequest } from '../../stores/exports-store';
import {
  auditExportPlan,
  collectionsExportPlan,
  counterpartiesExportPlan,
  ledgerExportPlan,
  paymentsExportPlan,
  transfersExportPlan,
} from './export-plans';
import type { AccountsById } from '../../components/account-names';

export const EXPORT_TITLES: Record<ExportKind, string> = {
  ledger: 'Ledger',
  payments: 'Payments',
  collections: 'Collections',
  transfers: 'Transfers',
  counterparties: 'Counterparties',
  audit: 'Audit trail',
};

export function requestFor(kind: ExportKind, accounts: AccountsById): ExportRequest {
  const bom = useExports.getState().bom;
  switch (kind) {
    case 'ledger': {
      const plan = ledgerExportPlan(useLedgerFilters.getState().filters, accounts);
      return { kind, input: { ...plan.input, bom }, filterWords: plan.applied };
    }
    case 'payments': {
      const plan = paymentsExportPlan(usePaymentFilters.getState().filters, accounts);
      return { kind, input: { ...plan.input, bom }, filterWords: plan.applied };
    }
    case 'collections': {
      const plan = collectionsExportPlan(useCollectionFilters.getState().filters, accounts);
      return { kind, input: { ...plan.input, bom }, filterWords: plan.applied };
    }
    case 'transfers': {
      const plan = transfersExportPlan(useTransferFilters.getState().filters, accounts);
      return { kind, input: { ...plan.input, bom }, filterWords: plan.applied };
    }
    case 'counterparties': {
      const plan = counterpartiesExportPlan(useExports.getState().counterpartyStatuses);
      return { kind, input: { ...plan.input, bom }, filterWords: plan.applied };
    }
    case 'audit': {
      const plan = auditExportPlan(useAuditFilters.getState().filters);
      return { kind, input: { ...plan.input, bom }, filterWords: plan.applied };
    }
  }
}

export function startExport(kind: ExportKind, accounts: AccountsById): void {
  // The store keeps the outcome (done, cancelled or failed) for the screen to show: nothing to await here.
  void useExports.getState().run(requestFor(kind, accounts));
}
