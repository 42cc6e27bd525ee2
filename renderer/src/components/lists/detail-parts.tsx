// Pieces of the side-panel details that several screens show the same way: money, an
// account by name and id, a requires_action notice with what to do, the way to the
// record's ledger entries, and the cache's age.
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-time';
import { Amount } from '../amount';
import { Identifier } from '../identifier';
import { Detail, MissingValue } from '../side-panel';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { actionGuidance, achReturnText } from './action-guidance';
import { accountName, type AccountsById } from '../account-names';
import { CodeText } from '../code-text';

export interface MoneyValue {
  readonly amount: string;
  readonly currency: string;
}

export function Money({ value }: { value: MoneyValue | null | undefined }) {
  return value === null || value === undefined ? <span className="muted">Not given</span> : <Amount value={value.amount} currency={value.currency} />;
}

export function Time({ value }: { value: string | null }) {
  return value === null ? <span className="muted">Not yet</span> : <time dateTime={value}>{formatDateTime(value, { seconds: true })}</time>;
}

export function Text({ value }: { value: string | null | undefined }) {
  return value === null || value === undefined || value === '' ? <MissingValue /> : <span dir="auto">{value}</span>;
}

/** A code such as a payment's reference: its parts kept in their logical order (code-text.tsx). */
export function Code({ value }: { value: string | null | undefined }) {
  return value === null || value === undefined || value === '' ? (
    <MissingValue />
  ) : (
    <bdi>
      <CodeText value={value} />
    </bdi>
  );
}

export function AccountRef({ accounts, id }: { accounts: AccountsById; id: string | null }) {
  if (id === null) return <MissingValue />;
  const name = accountName(accounts, id);
  return (
    <span className="record-ref">
      {name !== null && <bdi>{name}</bdi>}
      <Identifier value={id} />
    </span>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="detail-section" aria-label={title}>
      <h3>{title}</h3>
      <dl>{children}</dl>
    </section>
  );
}

/** The one state that waits for the treasurer: why, and what to do about it (`rail`: the record's, for a rail this app does not know). */
export function RequiresActionNotice({ reason, rail, what = 'payment' }: { reason: string | null; rail?: string; what?: 'payment' | 'collection' }) {
  const guidance = actionGuidance(reason, rail, what);
  return (
    <div className="notice notice-action" role="note" aria-label="Action required">
      <p className="notice-title">
        <span aria-hidden="true">! </span>Action required: {guidance.title}
      </p>
      <p>{guidance.whatToDo}</p>
      {reason !== null && (
        <p className="muted">
          Reason code: <code>{reason}</code>
        </p>
      )}
    </div>
  );
}

export function ReturnNotice({ code }: { code: string }) {
  return (
    <div className="notice notice-warning" role="note" aria-label="ACH return">
      <p className="notice-title">Returned by the receiving bank: {achReturnText(code)}</p>
    </div>
  );
}

export function AchReturnDetail({ code }: { code: string | null }) {
  return <Detail label="ACH return code">{code === null ? <MissingValue /> : achReturnText(code)}</Detail>;
}

/** Sets the Ledger's search to the record's id (its entries carry it as their reference) and goes there. */
export function LedgerEntriesButton({ id }: { id: string }) {
  const go = useNavigation((state) => state.go);
  return (
    <button
      type="button"
      onClick={() => {
        useLedgerFilters.getState().setFilters({ search: id });
        go('ledger');
      }}
    >
      Show ledger entries
    </button>
  );
}

export function CacheAge({ lastSyncedAt }: { lastSyncedAt: string | null }) {
  return <p className="muted cache-age">{lastSyncedAt === null ? 'Not synced yet.' : `From this app\u2019s copy as of ${formatDateTime(lastSyncedAt)}.`}</p>;
}
