// The chosen account's balance over time: a period (30 days, 90 days, 1 year, all), the
// chart with its summary as accessible name, and "Show as table" with every point (the
// same decimal strings, formatted like every amount of the app).
import { useState } from 'react';
import { Amount } from '../../components/amount';
import { Identifier } from '../../components/identifier';
import { EmptyState, ErrorPanel, LoadingRows } from '../../components/screen-states';
import { formatDateTime } from '../../../lib/format-time';
import { plainErrorOf } from '../../../lib/ipc-client';
import { useBalanceHistory } from '../../queries/balance-queries';
import { useBalancesChoices } from '../../stores/balances-store';
import { currencyOf, type AccountBalance } from './account-balance';
import { BalanceChart } from './balance-chart';
import { chartSummaryText } from './balance-chart-data';
import { HISTORY_RANGES, periodLabel } from '../../../lib/history-range';
import { accountShownName } from '../../components/account-names';

export function BalanceHistoryPanel({ account }: { account: AccountBalance }) {
  const { range, rangeAsOfMs, setRange } = useBalancesChoices();
  const [showTable, setShowTable] = useState(false);
  const accountId = account.accountId;
  const history = useBalanceHistory(accountId, range, rangeAsOfMs);

  const name = accountShownName(account);
  const currency = currencyOf(account) ?? '';
  const points = history.data?.points ?? null;
  const summary = points === null ? '' : chartSummaryText({ accountName: name, currency, points, periodLabel: periodLabel(range) });

  return (
    <section className="balance-history" aria-labelledby="balance-history-title">
      <header className="balance-history-header">
        <h2 id="balance-history-title">
          Balance history: <bdi>{name}</bdi>
        </h2>
        <Identifier value={accountId} />
        <div className="segmented" role="group" aria-label="Period">
          {HISTORY_RANGES.map((option) => (
            <button key={option.id} type="button" aria-pressed={range === option.id} onClick={() => setRange(option.id)}>
              {option.label}
            </button>
          ))}
        </div>
        <button type="button" aria-pressed={showTable} onClick={() => setShowTable(!showTable)} disabled={points === null || points.length === 0}>
          Show as table
        </button>
      </header>
      {history.isError && !history.isFetching ? (
        <ErrorPanel error={plainErrorOf(history.error)} title="The balance history could not be read" onRetry={() => void history.refetch()} />
      ) : points === null ? (
        <LoadingRows label={`Loading the balance history of ${name}`} rows={6} />
      ) : points.length === 0 ? (
        <EmptyState title={`No ledger entries in ${periodLabel(range)}`}>
          <p>
            {name} has no ledger entry in this period, so there is nothing to draw. Choose a longer period{range === 'all' ? '' : ' (All shows every entry)'}, or sync if
            entries are missing.
          </p>
        </EmptyState>
      ) : (
        <>
          <BalanceChart points={points} currency={currency} summary={summary} />
          {showTable && (
            <div className="history-table-scroll" role="region" aria-label={`Balance history of ${name} as a table`} tabIndex={0}>
              <table className="data-table history-table">
                <caption className="visually-hidden">
                  Balance of {name} in {currency}, {periodLabel(range)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Date and time</th>
                    <th scope="col" className="numeric">
                      Balance ({currency})
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((point) => (
                    <tr key={point.at}>
                      <td>{formatDateTime(point.at)}</td>
                      <td className="numeric">
                        <Amount value={point.balance} currency={currency} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
