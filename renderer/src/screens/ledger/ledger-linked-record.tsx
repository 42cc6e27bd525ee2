// The payment, collection or transfer a ledger entry belongs to, with a button that opens
// it on its own screen (a transfer's accounts by name, their ids beside); or why it cannot
// be shown (not cached yet).
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-time';
import { Amount } from '../../components/amount';
import { CodeText } from '../../components/code-text';
import { Identifier } from '../../components/identifier';
import type { AccountsById } from '../../components/account-names';
import { AccountRef } from '../../components/lists/detail-parts';
import { COLLECTION_STATUSES, PAYMENT_STATUSES, TRANSFER_STATUSES } from '../../../../shared/schemas/enums';
import { railLabel } from '../../components/lists/record-labels';
import { Detail } from '../../components/side-panel';
import { StatusBadge } from '../../components/status-badge';
import { useNavigation } from '../../stores/navigation-store';
import type { LedgerDetail } from './ledger-ipc';

type Linked = NonNullable<LedgerDetail['linked']>;
type Money = { amount: string; currency: string } | null;

const SCREEN_OF = { payment: 'payments', collection: 'collections', transfer: 'transfers' } as const;
const NAME_OF = { payment: 'Payments', collection: 'Collections', transfer: 'Transfers' } as const;

function money(value: Money) {
  return value === null ? null : <Amount value={value.amount} currency={value.currency} />;
}

function summaryOf(linked: Linked, accounts: AccountsById): { id: string; status: string; knownStatuses: readonly string[]; createdAt: string; amount: Money; rows: [string, React.ReactNode][] } {
  if (linked.kind === 'payment') {
    const { payment } = linked;
    return {
      id: payment.id,
      status: payment.status,
      knownStatuses: PAYMENT_STATUSES,
      createdAt: payment.createdAt,
      amount: payment.sendAmount,
      rows: [
        ['Rail', railLabel(payment.rail)],
        ['Counterparty', payment.counterpartyName ?? (payment.counterpartyId === null ? null : <Identifier value={payment.counterpartyId} />)],
        ['Reference', referenceOf(payment.reference)],
        ['Total debited', money(payment.totalDebitAmount)],
      ],
    };
  }
  if (linked.kind === 'collection') {
    const { collection } = linked;
    return {
      id: collection.id,
      status: collection.status,
      knownStatuses: COLLECTION_STATUSES,
      createdAt: collection.createdAt,
      amount: collection.amount,
      rows: [
        ['Rail', railLabel(collection.rail)],
        ['Counterparty', collection.counterpartyName ?? <Identifier value={collection.counterpartyId} />],
        ['Reference', referenceOf(collection.reference)],
      ],
    };
  }
  const { transfer } = linked;
  return {
    id: transfer.id,
    status: transfer.status,
    knownStatuses: TRANSFER_STATUSES,
    createdAt: transfer.createdAt,
    amount: transfer.amount,
    rows: [
      ['From account', <AccountRef key="from" accounts={accounts} id={transfer.sourceAccountId} />],
      ['To account', <AccountRef key="to" accounts={accounts} id={transfer.destinationAccountId} />],
      ['Reference', referenceOf(transfer.reference)],
    ],
  };
}

/** A record's reference, a code: its parts in their logical order, in its own direction (code-text.tsx). */
function referenceOf(reference: string | null): ReactNode {
  return reference === null || reference === '' ? null : (
    <bdi>
      <CodeText value={reference} />
    </bdi>
  );
}

export function LedgerLinkedRecord({ detail, accounts }: { detail: LedgerDetail; accounts: AccountsById }) {
  const go = useNavigation((state) => state.go);
  const { linked, row } = detail;
  if (linked === null) {
    if (row.referenceId === null) return null;
    return (
      <section aria-label="What this entry belongs to" className="ledger-detail-section">
        <h3>Belongs to</h3>
        <p className="muted">
          {row.referenceType ?? 'Record'} <Identifier value={row.referenceId} /> is not in this app&apos;s cache (sync, or it is a kind this app does not keep).
        </p>
      </section>
    );
  }
  const summary = summaryOf(linked, accounts);
  return (
    <section aria-label={`The ${linked.kind} this entry belongs to`} className="ledger-detail-section">
      <h3>Belongs to {linked.kind}</h3>
      <dl>
        <Detail label={`${linked.kind.charAt(0).toUpperCase()}${linked.kind.slice(1)} id`}>
          <Identifier value={summary.id} />
        </Detail>
        <Detail label="Status">
          <StatusBadge status={summary.status} known={summary.knownStatuses} />
        </Detail>
        <Detail label="Amount">{money(summary.amount)}</Detail>
        <Detail label="Created">{formatDateTime(summary.createdAt)}</Detail>
        {summary.rows.map(([label, value]) => (
          <Detail key={label} label={label}>
            {value}
          </Detail>
        ))}
      </dl>
      <button type="button" className="primary ledger-open-linked" onClick={() => go(SCREEN_OF[linked.kind], { openId: summary.id })}>
        Open this {linked.kind} on {NAME_OF[linked.kind]}
      </button>
    </section>
  );
}
