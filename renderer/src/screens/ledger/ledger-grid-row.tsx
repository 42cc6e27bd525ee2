// One row of the ledger grid (or its skeleton while its block loads). Memoized: while
// scrolling, only rows that come into view render.
import { memo } from 'react';
import { DateAndTime } from '../../components/date-and-time';
import { Amount, EntryAmount } from '../../components/amount';
import { middleTruncate } from '../../components/middle-truncate';
import { LedgerDescription } from './ledger-description';
import type { AccountsById } from '../../components/account-names';
import { typeLabel } from './ledger-filter-values';
import type { LedgerRowView } from './ledger-ipc';

export const LEDGER_COLUMNS = ['Date and time', 'Account', 'Type', 'Description and reference', 'Amount', 'Running balance', 'Currency'] as const;
/**
 * Per column, its priority (column-priority.ts): 1 always shown; when the grid is narrow
 * (the detail panel open, a small window) priority 3 gives way first (the currency,
 * which the amount and the balance then carry), then priority 2 (account and type).
 * ledger.css hides them with container queries on `ledger-priority-N`; the running
 * balance (3) is not hidden but goes under the amount, in a cell of its own in the same
 * grid column, so it keeps its column header ("Running balance") for assistive tech.
 */
export const LEDGER_COLUMN_PRIORITIES = [1, 2, 2, 1, 1, 3, 3] as const;
const LEDGER_COLUMN_NAMES = ['ledger-col-time', 'ledger-col-account', 'ledger-col-type', 'ledger-col-description', 'ledger-col-amount numeric', 'ledger-col-balance numeric', 'ledger-col-currency'] as const;
/** The classes of the cells of the column at `position`: its name and its priority. */
export function ledgerCellClass(position: number): string {
  return `ledger-cell ${LEDGER_COLUMN_NAMES[position] ?? ''} ledger-priority-${LEDGER_COLUMN_PRIORITIES[position] ?? 1}`;
}

export function ledgerRowDomId(index: number): string {
  return `ledger-row-${index}`;
}

interface RowProps {
  index: number;
  row: LedgerRowView | undefined;
  /** Shown in the account column (the account's name, else its id). */
  accountName: string | undefined;
  /** The environment's accounts: a description's account ids read as their names. */
  accounts: AccountsById;
  active: boolean;
  failed: boolean;
  onPick(index: number): void;
}

function Skeleton({ failed }: { failed: boolean }) {
  return (
    <>
      {LEDGER_COLUMNS.map((column, position) => (
        <div key={column} role="gridcell" className={ledgerCellClass(position)}>
          {position === 0 && failed ? <span className="ledger-row-failed">Not loaded</span> : <span className="ledger-skeleton-bar" />}
        </div>
      ))}
    </>
  );
}

function Cells({ row, accountName, accounts }: { row: LedgerRowView; accountName: string | undefined; accounts: AccountsById }) {
  // Most descriptions already name their payment ("ACH fee for pmt_..."): the reference only when they do not.
  const reference = row.referenceId === null || row.description?.includes(row.referenceId) === true ? null : `${row.referenceType ?? 'ref'} ${middleTruncate(row.referenceId, 16)}`;
  const referenceText = reference !== null && <span className="ledger-reference mono"> {reference}</span>;
  return (
    <>
      <div role="gridcell" className={ledgerCellClass(0)} title={row.createdAt}>
        <DateAndTime iso={row.createdAt} />
      </div>
      <div role="gridcell" className={ledgerCellClass(1)} title={row.accountId} dir="auto">
        {accountName ?? <code>{middleTruncate(row.accountId, 16)}</code>}
      </div>
      <div role="gridcell" className={ledgerCellClass(2)} title={row.type}>
        {typeLabel(row.type)}
      </div>
      <div role="gridcell" className={ledgerCellClass(3)} dir="auto" title={[row.description, row.referenceId].filter((part) => part !== null).join(' \u00b7 ')}>
        {row.description === null ? (
          <>
            <span className="muted">No description</span>
            {referenceText}
          </>
        ) : (
          <LedgerDescription text={row.description} accounts={accounts} after={referenceText} />
        )}
      </div>
      <div role="gridcell" className={ledgerCellClass(4)}>
        <EntryAmount amount={row.amount} direction={row.direction} currency={row.currency} />
        <span className="ledger-amount-code"> {row.currency}</span>
      </div>
      <div role="gridcell" className={ledgerCellClass(5)}>
        <Amount value={row.balance} currency={row.currency} showCode={false} />
        <span className="ledger-amount-code"> {row.currency}</span>
      </div>
      <div role="gridcell" className={ledgerCellClass(6)}>
        {row.currency}
      </div>
    </>
  );
}

export const LedgerGridRow = memo(function LedgerGridRow({ index, row, accountName, accounts, active, failed, onPick }: RowProps) {
  return (
    <div
      role="row"
      id={ledgerRowDomId(index)}
      aria-rowindex={index + 2}
      aria-selected={active}
      aria-busy={row === undefined && !failed ? true : undefined}
      data-row-id={row?.id}
      className={`ledger-row${active ? ' ledger-row-active' : ''}${row === undefined ? ' ledger-row-loading' : ''}`}
      // Picked as the button goes down: that is before the search field loses focus and commits
      // a search typed just before, whose answer replaces these rows (a click would land on none).
      onMouseDown={(event) => {
        if (event.button === 0) onPick(index);
      }}
      onClick={() => onPick(index)}
    >
      {row === undefined ? <Skeleton failed={failed} /> : <Cells row={row} accountName={accountName} accounts={accounts} />}
    </div>
  );
});
