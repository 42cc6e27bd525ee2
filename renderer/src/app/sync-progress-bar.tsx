// The progress of a running sync, under the top bar: a bar (exact when the ledger's
// ranges tell the fraction, indeterminate otherwise), rows fetched, the rate, the time
// left. Its Cancel is the top bar's (one button, where Sync now was; what was fetched is kept).
import { countOf } from '../../../shared/count-words';
import { useEffect, useState } from 'react';
import { progressFigures, useSync } from '../stores/sync-store';
import { ProgressBar } from '../components/progress-bar';

const RESOURCE_NAMES: Record<string, string> = {
  accounts: 'accounts', ledgerTransactions: 'ledger', payments: 'payments', collections: 'collections', transfers: 'transfers',
  counterparties: 'counterparties', paymentMethods: 'payment methods', rails: 'rails', webhookSubscriptions: 'webhook subscriptions',
};

const count = (value: number) => value.toLocaleString('en-US');

export function SyncProgressBar() {
  const { running, progress } = useSync();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [running]);
  if (!running || progress === null) return null;
  const { rate, secondsLeft, fraction } = progressFigures(progress, now);
  const parts = [
    progress.resource !== null ? `Fetching ${RESOURCE_NAMES[progress.resource] ?? progress.resource}` : 'Starting',
    `${countOf(progress.items, 'row', 'rows')} in ${countOf(progress.pages, 'page', 'pages')}`,
    ...(rate !== null ? [`${count(Math.round(rate))} rows/s`] : []),
    ...(secondsLeft !== null ? [`about ${secondsLeft < 90 ? `${Math.ceil(secondsLeft)} s` : `${Math.ceil(secondsLeft / 60)} min`} left`] : []),
  ];
  const percent = fraction === null ? undefined : Math.round(fraction * 100);
  return (
    <div className="sync-progress" role="region" aria-label="Sync progress">
      <ProgressBar label="Sync" percent={percent} valueText={parts.join(', ')} />
      <span className="sync-progress-text">{parts.join(' \u00b7 ')}</span>
    </div>
  );
}
