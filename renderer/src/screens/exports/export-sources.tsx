// The exports, each with the filters that will apply in words, where to change them, and
// its button. Filters come from the Ledger, Payments, Collections and Transfers screens'
// stores, every one of them applied, so the file is the view the person looked at.
import type { ReactNode } from 'react';
import type { ScreenId } from '../../../lib/screen-list';
import { useExports, type ExportKind } from '../../stores/exports-store';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { usePaymentFilters } from '../../stores/payment-filter-store';
import { useCollectionFilters } from '../../stores/collection-filter-store';
import { useTransferFilters } from '../../stores/transfer-filter-store';
import { useAuditFilters } from '../../stores/audit-filter-store';
import {
  auditExportPlan,
  collectionsExportPlan,
  counterpartiesExportPlan,
  ledgerExportPlan,
  paymentsExportPlan,
  transfersExportPlan,
  type ExportPlan,
} from './export-plans';
import type { AccountsById } from '../../components/account-names';
import { startExport } from './export-requests';

function FilterWords({ plan, none, changeOn, changeLabel }: { plan: ExportPlan<object>; none: string; changeOn?: ScreenId; changeLabel?: string }) {
  const go = useNavigation((state) => state.go);
  return (
    <div className="export-filters">
      {plan.applied.length === 0 ? (
        <p className="export-filter-none">{none}</p>
      ) : (
        <ul className="export-filter-list" aria-label="Filters the export applies">
          {plan.applied.map((text) => (
            <li key={text}>
              <span className="export-filter-tag">Applies</span> {text}
            </li>
          ))}
        </ul>
      )}
      {changeOn !== undefined && (
        <button type="button" className="link-button" onClick={() => go(changeOn)}>
          {changeLabel}
        </button>
      )}
    </div>
  );
}

function SourceRow({ kind, title, about, accounts, children }: { kind: ExportKind; title: string; about: string; accounts: AccountsById; children: ReactNode }) {
  const busy = useExports((state) => state.running !== null);
  const headingId = `export-${kind}-title`;
  return (
    <section className="export-source" aria-labelledby={headingId}>
      <div className="export-source-what">
        <h2 id={headingId}>{title}</h2>
        <p className="muted">{about}</p>
      </div>
      {children}
      <div className="export-source-action">
        <button type="button" className="primary" disabled={busy} onClick={() => startExport(kind, accounts)}>
          Export {title.toLowerCase()} to CSV
        </button>
      </div>
    </section>
  );
}

function CounterpartyStatusChoice() {
  const statuses = useExports((state) => state.counterpartyStatuses);
  const setStatuses = useExports((state) => state.setCounterpartyStatuses);
  const toggle = (status: 'active' | 'archived', on: boolean) => setStatuses(on ? [...statuses.filter((s) => s !== status), status] : statuses.filter((s) => s !== status));
  return (
    <fieldset className="export-status-choice">
      <legend>Status (none ticked: every counterparty)</legend>
      {(['active', 'archived'] as const).map((status) => (
        <label key={status} className="export-checkbox">
          <input type="checkbox" checked={statuses.includes(status)} onChange={(event) => toggle(status, event.target.checked)} />
          {status === 'active' ? 'Active' : 'Archived'}
        </label>
      ))}
    </fieldset>
  );
}

export function ExportSources({ accounts }: { accounts: AccountsById }) {
  const ledgerFilters = useLedgerFilters((state) => state.filters);
  const paymentFilters = usePaymentFilters((state) => state.filters);
  const collectionFilters = useCollectionFilters((state) => state.filters);
  const transferFilters = useTransferFilters((state) => state.filters);
  const auditFilters = useAuditFilters((state) => state.filters);
  const counterpartyStatuses = useExports((state) => state.counterpartyStatuses);
  return (
    <div className="export-sources" role="region" aria-label="What to export">
      <SourceRow kind="ledger" accounts={accounts} title="Ledger" about="Entries oldest first, with signed amounts and the running balance of each account.">
        <FilterWords plan={ledgerExportPlan(ledgerFilters, accounts)} none="No filter on the Ledger screen: every cached entry." changeOn="ledger" changeLabel="Change the filters on the Ledger screen" />
      </SourceRow>
      <SourceRow kind="payments" accounts={accounts} title="Payments" about="Payments oldest first, with the source account, the counterparty, and send, receive, total debit and fee amounts.">
        <FilterWords plan={paymentsExportPlan(paymentFilters, accounts)} none="No filter on the Payments screen: every cached payment." changeOn="payments" changeLabel="Change the filters on the Payments screen" />
      </SourceRow>
      <SourceRow kind="collections" accounts={accounts} title="Collections" about="Collections oldest first, with the account credited, the counterparty and the amounts.">
        <FilterWords plan={collectionsExportPlan(collectionFilters, accounts)} none="No filter on the Collections screen: every cached collection." changeOn="collections" changeLabel="Change the filters on the Collections screen" />
      </SourceRow>
      <SourceRow kind="transfers" accounts={accounts} title="Transfers" about="Transfers between your accounts oldest first, with both accounts' names.">
        <FilterWords plan={transfersExportPlan(transferFilters, accounts)} none="No filter on the Transfers screen: every cached transfer." changeOn="transfers" changeLabel="Change the filters on the Transfers screen" />
      </SourceRow>
      <SourceRow kind="counterparties" accounts={accounts} title="Counterparties" about="Payees and payers with their status and details.">
        <div className="export-filters">
          <CounterpartyStatusChoice />
          <FilterWords plan={counterpartiesExportPlan(counterpartyStatuses)} none="Every counterparty, active and archived." />
        </div>
      </SourceRow>
      <SourceRow kind="audit" accounts={accounts} title="Audit trail" about="Every request and confirmation this app recorded, with the hash chain.">
        <FilterWords plan={auditExportPlan(auditFilters)} none="No filter on the Audit screen: the whole trail, oldest first." changeOn="audit" changeLabel="Change the filters on the Audit screen" />
      </SourceRow>
    </div>
  );
}
