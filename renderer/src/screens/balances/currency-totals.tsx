// The total of every currency at a glance, above the accounts: exact sums (never added
// across currencies: there is no rate here to do that honestly). Accounts the server no
// longer lists are not counted, and the count says so.
import { Amount } from '../../components/amount';
import type { CurrencyGroup } from './balance-totals';

export function CurrencyTotals({ groups }: { groups: readonly CurrencyGroup[] }) {
  const totals = groups.filter((group): group is CurrencyGroup & { currency: string; total: string } => group.currency !== null && group.total !== null);
  if (totals.length === 0) return null;
  return (
    <table className="data-table currency-totals" aria-label="Totals by currency">
      <thead>
        <tr>
          <th scope="col">Currency</th>
          <th scope="col" className="numeric">
            Accounts
          </th>
          <th scope="col" className="numeric">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((group) => {
          const gone = group.accounts.filter((account) => account.goneAt !== null).length;
          return (
            <tr key={group.currency} data-total-currency={group.currency}>
              <th scope="row">{group.currency}</th>
              <td className="numeric">
                {group.accounts.length - gone}
                {gone > 0 && <span className="not-counted-note">Not counted: {gone} no longer on the server</span>}
              </td>
              <td className="numeric">
                <Amount value={group.total} currency={group.currency} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
