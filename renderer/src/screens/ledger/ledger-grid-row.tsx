// One row of the ledger grid (or its skeleton while its block loads). Memoized: while
// scrolling, only rows that come into view render.
import { memo } from 'react';
import { formatDateTime } from '../../../lib/format-time';
import { Amount, EntryAmount } from '../../components/amount';
import { middleTruncate } from '../../components/identifier';
import { typeLabel } from './ledger-filter-values';
import type { LedgerRowView } from './ledger-ipc';

export const LEDGER_COLUMNS = ['Date and time', 'Account', 'Type', 'Description and reference', 'Amount', 'Running balance', 'Currency'] as const;
/** Per column: narrow screens (a panel open, a small window) hide account, type and balance (ledger.css). */
export const LEDGER_COLUMN_CLASSES = ['ledger-col-time', 'ledger-col-account', 'ledger-col-type', 'ledger-col-description', 'ledger-col-amount numeric', 'ledger-col-balance numeric', 'ledger-col-currency'] as const;

export function ledgerRowDomId(index: number): string {
  return `ledger-row-${index}`;
}

interface RowProps {
  index: number;
  row: LedgerRowView | undefined;
  /** Shown in the account column (the account's name, else its id). */
  accountName: string | undefined;
  active: boolean;
  failed: boolean;
  onPick(index: number): void;
}

function Skeleton({ failed }: { failed: boolean }) {
  return (
    <>
      {LEDGER_COLUMNS.map((column, position) => (
        <div key={column} role="gridcell" className={`ledger-cell ${LEDGER_COLUMN_CLASSES[position]}`}>
          {position === 0 && failed ? <span className="ledger-row-failed">Not loaded</span> : <span className="ledger-skeleton-bar" />}
        </div>
      ))}
    </>
  );
}

function Cells({ row, accountName }: { row: LedgerRowView; accountName: string | undefined }) {
  // Most descriptions already name their payment ("ACH fee for pmt_..."): the reference only when they do not.
  const reference = row.referenceId === null || row.description?.includes(row.referenceId) === true ? null : `${row.referenceType ?? 'ref'} ${middleTruncate(row.referenceId, 16)}`;
  return (
    <>
      <div role="gridcell" className="ledger-cell ledger-col-time" title={row.createdAt}>
        {formatDateTime(row.createdAt)}
      </div>
      <div role="gridcell" className="ledger-cell ledger-col-account" title={row.accountId} dir="auto">
        {accountName ?? <code>{middleTruncate(row.accountId, 16)}</code>}
      </div>
      <div role="gridcell" className="ledger-cell ledger-col-type" title={row.type}>
        {typeLabel(row.type)}
      </div>
      <div role="gridcell" className="ledger-cell ledger-col-description" dir="auto" title={[row.description, row.referenceId].filter((part) => part !== null).join(' \u00b7 ')}>
        {row.description ?? <span className="muted">No description</span>}
        {reference !== null && <span className="ledger-reference mono"> {reference}</span>}
      </div>
      <div role="gridcell" className="ledger-cell ledger-col-amount numeric">
        <EntryAmount amount={row.amount} direction={row.direction} currency={row.currency} />
      </div>
      <div role="gridcell" className="ledger-cell ledger-col-balance numeric">
        <Amount value={row.balance} currency={row.currency} showCode={false} />
      </div>
      <div role="gridcell" className="ledger-cell ledger-col-currency">
        {row.currency}
      </div>
    </>
  );
}

export const LedgerGridRow = memo(function LedgerGridRow({ index, row, accountName, active, failed, onPick }: RowProps) {
  return (
    <div
      role="row"
      id={ledgerRowDomId(index)}
      aria-rowindex={index + 2}
      aria-selected={active}
      aria-busy={row === undefined && !failed ? true : undefined}
      data-row-id={row?.id}
      className={`ledger-row${active ? ' ledger-row-active' : ''}${row === undefined ? ' ledger-row-loading' : ''}`}
      onClick={() => onPick(index)}
    >
      {row === undefined ? <Skeleton failed={failed} /> : <Cells row={row} accountName={accountName} />}
    </div>
  );
});
