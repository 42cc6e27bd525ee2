// A ledger entry's transaction group (every entry posted together, oldest first), the
// shown entry marked; another entry of the group opens in the same panel.
import { accountName, type AccountsById } from '../../components/account-names';
import { formatDateTime } from '../../../lib/format-time';
import { EntryAmount } from '../../components/amount';
import { typeLabel } from './ledger-filter-values';
import type { LedgerRowView } from './ledger-ipc';

export function LedgerGroupTable({ group, currentId, accounts, onOpenEntry }: { group: readonly LedgerRowView[]; currentId: string; accounts: AccountsById; onOpenEntry(id: string): void }) {
  return (
    <table className="data-table ledger-group-table" aria-label="Entries of this transaction group, oldest first">
      <thead>
        <tr>
          <th scope="col">Entry</th>
          <th scope="col">Posted</th>
          <th scope="col" className="numeric">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {group.map((entry) => {
          const current = entry.id === currentId;
          return (
            <tr key={entry.id} aria-current={current ? 'true' : undefined} className={current ? 'ledger-group-current' : undefined} data-row-id={entry.id}>
              <td>
                {current ? (
                  <>
                    {typeLabel(entry.type)} <span className="muted">(this entry)</span>
                  </>
                ) : (
                  <button type="button" className="link-button" onClick={() => onOpenEntry(entry.id)} aria-label={`Show ${typeLabel(entry.type)} entry ${entry.id}`}>
                    {typeLabel(entry.type)}
                  </button>
                )}
                <br />
                <span className="muted" title={entry.accountId}>
                  {accountName(accounts, entry.accountId) ?? entry.accountId}
                </span>
              </td>
              <td title={entry.createdAt}>{formatDateTime(entry.createdAt, { seconds: true })}</td>
              <td className="numeric">
                <EntryAmount amount={entry.amount} direction={entry.direction} currency={entry.currency} /> <span className="currency-code">{entry.currency}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
