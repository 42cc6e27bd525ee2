// The export of each kind as it would run now: the current screen filters (read when it
// starts, so a palette action exports what the screens show at that moment) and the BOM
// choice. Shared by the buttons and the palette actions.
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { usePaymentFilters } from '../../stores/payment-filter-store';
import { useExports, type ExportKind, type ExportRequest } from '../../stores/exports-store';
import { auditExportPlan, counterpartiesExportPlan, ledgerExportPlan, paymentsExportPlan, type AccountNames, type ExportPlan } from './export-plans';

export const EXPORT_TITLES: Record<ExportKind, string> = { ledger: 'Ledger', payments: 'Payments', counterparties: 'Counterparties', audit: 'Audit trail' };

export function planFor(kind: ExportKind, names: AccountNames): ExportPlan<object> {
  switch (kind) {
    case 'ledger':
      return ledgerExportPlan(useLedgerFilters.getState().filters, names);
    case 'payments':
      return paymentsExportPlan(usePaymentFilters.getState().filters, names);
    case 'counterparties':
      return counterpartiesExportPlan(useExports.getState().counterpartyStatuses);
    case 'audit':
      return auditExportPlan();
  }
}

/** The words kept with the result: what was applied, and what was not. */
function filterWordsOf(plan: ExportPlan<object>): string[] {
  return [...plan.applied, ...plan.notApplied.map((text) => `Not applied: ${text}`)];
}

export function requestFor(kind: ExportKind, names: AccountNames): ExportRequest {
  const bom = useExports.getState().bom;
  const filterWords = filterWordsOf(planFor(kind, names));
  switch (kind) {
    case 'ledger':
      return { kind, input: { ...ledgerExportPlan(useLedgerFilters.getState().filters, names).input, bom }, filterWords };
    case 'payments':
      return { kind, input: { ...paymentsExportPlan(usePaymentFilters.getState().filters, names).input, bom }, filterWords };
    case 'counterparties':
      return { kind, input: { ...counterpartiesExportPlan(useExports.getState().counterpartyStatuses).input, bom }, filterWords };
    case 'audit':
      return { kind, input: { bom }, filterWords };
  }
}

export function startExport(kind: ExportKind, names: AccountNames): void {
  void useExports.getState().run(requestFor(kind, names));
}
