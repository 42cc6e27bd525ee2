// Every account, grouped by currency with each currency's total. A row is chosen (its
// history shown below) by a click or Enter; the arrow keys (and Home/End) move between
// rows. Each row says where its balance comes from and as of when, and shows the
// ledger's own balance when it differs, with a note when the two disagree. An account the
// server no longer lists is marked, and its balance is shown but not counted in the total.
import { countOf } from '../../../../shared/count-words';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useElementWidth } from '../../components/use-element-width';
import { Amount } from '../../components/amount';
import { GoneFromServerLine } from '../../components/gone-from-server';
import { Identifier } from '../../components/identifier';
import { statusLabel } from '../../components/status-badge';
import { ACCOUNT_STATUSES } from '../../../../shared/schemas/enums';
import { DateAndTime } from '../../components/date-and-time';
import { currencyOf, differingLedgerBalance, type AccountBalance } from './account-balance';
import { accountsInDisplayOrder, type CurrencyGroup } from './balance-totals';
import { accountShownName } from '../../components/account-names';

interface Props {
  groups: readonly CurrencyGroup[];
  selectedId: string | null;
  onSelect(accountId: string): void;
  onShowLedger(account: AccountBalance): void;
}

/**
 * The columns that fit the table's width (column-priority.ts's order): below
 * WITHOUT_ID_BELOW px the id and the source give way (the history below the table names
 * the account), below WITHOUT_STATUS_BELOW px the status and the ledger's own balance too
 * (a disagreement's note then sits under the balance, and the date of "as of" may wrap). Account, balance, as of and
 * "Show ledger" always stay; below STACKED_BELOW px (200 % zoom of a small window) the
 * "as of" goes under the balance and "Show ledger" under the account's name, in two columns.
 */
const WITHOUT_ID_BELOW = 1000;
const WITHOUT_STATUS_BELOW = 880;
const STACKED_BELOW = 480;
interface Shown {
  readonly id: boolean;
  readonly status: boolean;
  readonly stacked: boolean;
}
function columnsShown(width: number | null): Shown {
  if (width === null) return { id: true, status: true, stacked: false };
  return { id: width >= WITHOUT_ID_BELOW, status: width >= WITHOUT_STATUS_BELOW, stacked: width < STACKED_BELOW };
}
function columnCount(shown: Shown): number {
  return (shown.stacked ? 2 : 4) + (shown.id ? 2 : 0) + (shown.status ? 2 : 0);
}

function focusRow(accountId: string): void {
  document.querySelector<HTMLElement>(`tr[data-account-id="${CSS.escape(accountId)}"]`)?.focus();
}

function statusClass(status: string | null): string {
  if (status === 'active') return 'status-badge status-badge-good';
  if (status === 'closed' || status === 'frozen') return 'status-badge status-badge-bad';
  return 'status-badge';
}

export function BalancesTable({ groups, selectedId, onSelect, onShowLedger }: Props) {
  const frameRef = useRef<HTMLDivElement>(null);
  const shown = columnsShown(useElementWidth(frameRef));
  const columns = columnCount(shown);
  const order = accountsInDisplayOrder(groups).map((account) => account.accountId);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  // One row is in the tab order: the focused one, else the chosen one, else the first.
  const tabStop = [focusedId, selectedId].find((id) => id !== null && order.includes(id)) ?? order[0];

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, accountId: string) => {
    if (event.target !== event.currentTarget) return; // keys on the row's buttons are theirs
    const at = order.indexOf(accountId);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: order.length - 1 };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(accountId);
      return;
    }
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = order[Math.min(order.length - 1, Math.max(0, target))];
    if (next !== undefined) focusRow(next);
  };

  return (
    <div ref={frameRef} className="table-frame">
      <table className={`data-table balances-table${shown.status ? '' : ' balances-table-narrow'}${shown.stacked ? ' balances-table-stacked' : ''}`} aria-label="Balances by account">
        <thead>
          <tr>
            <th scope="col">Account</th>
            {shown.id && <th scope="col">Id</th>}
            {shown.status && <th scope="col">Status</th>}
            <th scope="col" className="numeric">
              Balance
            </th>
            {shown.id && <th scope="col">Source</th>}
            {!shown.stacked && <th scope="col">As of</th>}
            {shown.status && (
              <th scope="col" className="numeric">
                Ledger balance
              </th>
            )}
            {!shown.stacked && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        {groups.map((group) => {
          const code = group.currency ?? 'Unknown currency';
          return (
            <tbody key={code}>
              <tr className="currency-group-row">
                <th scope="colgroup" colSpan={columns}>
                  {code}
                  <span className="muted"> · {countOf(group.accounts.length, 'account', 'accounts')}</span>
                </th>
              </tr>
              {group.accounts.map((account) => (
                <AccountRow
                  key={account.accountId}
                  account={account}
                  shown={shown}
                  selected={account.accountId === selectedId}
                  tabbable={account.accountId === tabStop}
                  onSelect={onSelect}
                  onFocus={setFocusedId}
                  onKeyDown={onRowKeyDown}
                  onShowLedger={onShowLedger}
                />
              ))}
              {group.total !== null && group.currency !== null && (
                <tr className="currency-total-row" data-total-currency={group.currency}>
                  <th scope="row" colSpan={1 + (shown.id ? 1 : 0) + (shown.status ? 1 : 0)}>
                    Total {group.currency}
                    <span className="muted">
                      {' '}
                      ({countOf(group.counted, 'account', 'accounts')} with a balance{group.gone > 0 ? `; ${group.gone} no longer on the server, not counted` : ''})
                    </span>
                  </th>
                  <td className="numeric">
                    <Amount value={group.total} currency={group.currency} />
                  </td>
                  {!shown.stacked && <td colSpan={columns - 2 - (shown.id ? 1 : 0) - (shown.status ? 1 : 0)} />}
                </tr>
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

interface RowProps {
  account: AccountBalance;
  shown: Shown;
  selected: boolean;
  tabbable: boolean;
  onSelect(accountId: string): void;
  onFocus(accountId: string): void;
  onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, accountId: string): void;
  onShowLedger(account: AccountBalance): void;
}

function AccountRow({ account, shown, selected, tabbable, onSelect, onFocus, onKeyDown, onShowLedger }: RowProps) {
  const currency = currencyOf(account) ?? '';
  const name = accountShownName(account);
  const ledgerDiffers = differingLedgerBalance(account);
  // Date and time may go on two lines where the width is short, never break inside either.
  const asOf =
    account.asOf === null ? (
      <span className="muted">Never</span>
    ) : (
      <DateAndTime iso={account.asOf} />
    );
  const showLedger = (
    <button
      type="button"
      aria-label={`Show ledger of ${name}`}
      onClick={(event) => {
        event.stopPropagation();
        onShowLedger(account);
      }}
    >
      Show ledger
    </button>
  );
  return (
    <tr
      data-account-id={account.accountId}
      className={[account.disagrees ? 'row-disagrees' : '', account.goneAt !== null ? 'row-gone' : ''].filter(Boolean).join(' ') || undefined}
      data-gone-at={account.goneAt ?? undefined}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onSelect(account.accountId)}
      onFocus={(event) => event.target === event.currentTarget && onFocus(account.accountId)}
      onKeyDown={(event) => onKeyDown(event, account.accountId)}
    >
      <th scope="row" className="account-name">
        <span dir="auto">{name}</span>
        <GoneFromServerLine goneAt={account.goneAt} />
        {shown.stacked && <span className="stacked-action">{showLedger}</span>}
      </th>
      {shown.id && (
        <td>
          <Identifier value={account.accountId} />
        </td>
      )}
      {shown.status && (
        <td>
          {account.accountStatus === null ? <span className="muted">Unknown</span> : <span className={statusClass(account.accountStatus)}>{statusLabel(account.accountStatus, ACCOUNT_STATUSES)}</span>}
        </td>
      )}
      <td className="numeric" data-balance>
        {account.balance === null ? <span className="muted">No balance yet</span> : <Amount value={account.balance} currency={currency} />}
        {account.goneAt !== null && account.balance !== null && <span className="not-counted-note">Not counted: no longer on the server</span>}
        {!shown.status && account.disagrees && <span className="disagree-note">Disagrees with the ledger: sync again</span>}
        {shown.stacked && <span className="stacked-as-of">As of {asOf}</span>}
      </td>
      {shown.id && <td>{account.source === 'server' ? 'Server' : account.source === 'ledger' ? 'Ledger' : <span className="muted">None</span>}</td>}
      {!shown.stacked && <td className="as-of">{asOf}</td>}
      {shown.status && (
        <td className="numeric">
          {ledgerDiffers !== null ? <Amount value={ledgerDiffers} currency={account.ledger?.currency ?? currency} /> : <span className="muted">{account.ledger === null ? 'No entries' : 'Same'}</span>}
          {account.disagrees && <span className="disagree-note">Disagrees: sync again</span>}
        </td>
      )}
      {!shown.stacked && <td>{showLedger}</td>}
    </tr>
  );
}
