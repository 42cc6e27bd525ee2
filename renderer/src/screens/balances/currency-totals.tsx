// The total of every currency at a glance, above the accounts: exact sums (never added
// across currencies: there is no rate here to do that honestly).
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
        {totals.map((group) => (
          <tr key={group.currency} data-total-currency={group.currency}>
            <th scope="row">{group.currency}</th>
            <td className="numeric">{group.accounts.length}</td>
            <td className="numeric">
              <Amount value={group.total} currency={group.currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
