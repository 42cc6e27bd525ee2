// One ledger entry in the side panel (`ledger.detail`): every field, its transaction
// group, the entry it is linked to, and the payment, collection or transfer it belongs to.
import { useCallback, useEffect, useState } from 'react';
import type { PlainError } from '../../../lib/ipc-client';
import { plainErrorOf } from '../../../lib/ipc-client';
import { formatDateTime } from '../../../lib/format-time';
import { Amount, EntryAmount } from '../../components/amount';
import { Identifier } from '../../components/identifier';
import { ErrorPanel, LoadingRows } from '../../components/screen-states';
import { Detail, SidePanel } from '../../components/side-panel';
import { typeLabel } from './ledger-filter-values';
import { LedgerGroupTable } from './ledger-group-table';
import { ledgerDetail, type LedgerDetail } from './ledger-ipc';
import { LedgerLinkedRecord } from './ledger-linked-record';

type DetailState = { status: 'loading' } | { status: 'ready'; detail: LedgerDetail } | { status: 'failed'; error: PlainError };

function useLedgerDetail(id: string): { state: DetailState; retry(): void } {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    ledgerDetail(id)
      .then((result) => {
        if (live) setState(result.ok ? { status: 'ready', detail: result.value } : { status: 'failed', error: result.error });
      })
      .catch((error: unknown) => {
        if (live) setState({ status: 'failed', error: plainErrorOf(error) });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return { state, retry: useCallback(() => setAttempt((value) => value + 1), []) };
}

function EntryFields({ detail, accountNames, onOpenEntry }: { detail: LedgerDetail; accountNames: ReadonlyMap<string, string>; onOpenEntry(id: string): void }) {
  const { row, linkedTransaction } = detail;
  return (
    <>
      <p className="ledger-detail-amount">
        <EntryAmount amount={row.amount} direction={row.direction} currency={row.currency} /> <span className="currency-code">{row.currency}</span>
      </p>
      <dl aria-label="Entry fields">
        <Detail label="Entry id">
          <Identifier value={row.id} keep={64} />
        </Detail>
        <Detail label="Posted at">
          {formatDateTime(row.createdAt, { seconds: true })} <span className="muted mono">({row.createdAt})</span>
        </Detail>
        <Detail label="Account">
          {accountNames.get(row.accountId) ?? null} <Identifier value={row.accountId} keep={64} />
        </Detail>
        <Detail label="Type">
          {typeLabel(row.type)} <code className="muted">{row.type}</code>
        </Detail>
        <Detail label="Direction">{row.direction === 'debit' ? 'Debit (money out, −)' : 'Credit (money in, +)'}</Detail>
        <Detail label="Amount">
          <Amount value={row.amount} currency={row.currency} />
        </Detail>
        <Detail label="Balance after">
          <Amount value={row.balance} currency={row.currency} />
        </Detail>
        <Detail label="Currency">{row.currency}</Detail>
        <Detail label="Description">{row.description}</Detail>
        <Detail label="Reference type">{row.referenceType}</Detail>
        <Detail label="Reference id">{row.referenceId === null ? null : <Identifier value={row.referenceId} keep={64} />}</Detail>
        <Detail label="Transaction group">{row.transactionGroupId === null ? null : <Identifier value={row.transactionGroupId} keep={64} />}</Detail>
        <Detail label="Linked entry">
          {row.linkedTransactionId === null ? null : (
            <>
              <Identifier value={row.linkedTransactionId} keep={64} />
              {linkedTransaction !== null ? (
                <button type="button" className="link-button" onClick={() => onOpenEntry(linkedTransaction.id)}>
                  Show linked entry ({typeLabel(linkedTransaction.type)}, <EntryAmount amount={linkedTransaction.amount} direction={linkedTransaction.direction} currency={linkedTransaction.currency} />{' '}
                  {linkedTransaction.currency})
                </button>
              ) : (
                <span className="muted"> not in the cache</span>
              )}
            </>
          )}
        </Detail>
      </dl>
    </>
  );
}

export function LedgerDetailPanel({ id, accountNames, onClose, onOpenEntry }: { id: string; accountNames: ReadonlyMap<string, string>; onClose(): void; onOpenEntry(id: string): void }) {
  const { state, retry } = useLedgerDetail(id);
  return (
    <SidePanel title="Ledger entry" onClose={onClose}>
      {state.status === 'loading' && <LoadingRows label="Loading the entry" rows={10} />}
      {state.status === 'failed' && <ErrorPanel error={state.error} onRetry={retry} title="This entry could not be shown" />}
      {state.status === 'ready' && (
        <div className="ledger-detail">
          <EntryFields detail={state.detail} accountNames={accountNames} onOpenEntry={onOpenEntry} />
          <LedgerLinkedRecord detail={state.detail} />
          <section aria-label="Transaction group" className="ledger-detail-section">
            <h3>Transaction group</h3>
            {state.detail.group.length === 0 ? (
              <p className="muted">This entry was posted on its own (no transaction group).</p>
            ) : (
              <LedgerGroupTable group={state.detail.group} currentId={state.detail.row.id} accountNames={accountNames} onOpenEntry={onOpenEntry} />
            )}
          </section>
        </div>
      )}
    </SidePanel>
  );
}
