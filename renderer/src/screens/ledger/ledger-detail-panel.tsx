// One ledger entry in the side panel (`ledger.detail`): every field, its transaction
// group, the entry it is linked to, and the payment, collection or transfer it belongs to.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PlainError } from '../../../lib/ipc-client';
import { plainErrorOf } from '../../../lib/ipc-client';
import { formatDateTime } from '../../../lib/format-time';
import { WithAccountNames } from '../../components/account-ids-named';
import { accountName, type AccountsById } from '../../components/account-names';
import { Amount, EntryAmount } from '../../components/amount';
import { Identifier } from '../../components/identifier';
import { ErrorPanel, LoadingRows } from '../../components/screen-states';
import { Detail, SidePanel } from '../../components/side-panel';
import { typeLabel } from './ledger-filter-values';
import { LedgerGroupTable } from './ledger-group-table';
import { ipcQuery } from '../../queries/ipc-queries';
import type { LedgerDetail } from './ledger-ipc';
import { LedgerLinkedRecord } from './ledger-linked-record';

type DetailState = { status: 'loading' } | { status: 'ready'; detail: LedgerDetail } | { status: 'failed'; error: PlainError };

/** The entry's detail; a quiet reload (a sync, a status change) keeps it shown, even when it fails. */
function useLedgerDetail(id: string): { state: DetailState; retry(): void } {
  const query = useQuery(ipcQuery('ledger.detail', { id }));
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (query.data !== undefined) return { state: { status: 'ready', detail: query.data }, retry };
  if (query.isError && !query.isFetching) return { state: { status: 'failed', error: plainErrorOf(query.error) }, retry };
  return { state: { status: 'loading' }, retry };
}

function EntryFields({ detail, accounts, onOpenEntry }: { detail: LedgerDetail; accounts: AccountsById; onOpenEntry(id: string): void }) {
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
          <bdi>{accountName(accounts, row.accountId)}</bdi> <Identifier value={row.accountId} keep={64} />
        </Detail>
        <Detail label="Type">
          <span title={row.type}>{typeLabel(row.type)}</span>
        </Detail>
        <Detail label="Direction">{row.direction === 'debit' ? 'Debit (money out, −)' : 'Credit (money in, +)'}</Detail>
        <Detail label="Amount">
          <Amount value={row.amount} currency={row.currency} />
        </Detail>
        <Detail label="Balance after">
          <Amount value={row.balance} currency={row.currency} />
        </Detail>
        <Detail label="Currency">{row.currency}</Detail>
        <Detail label="Description">
          {row.description === null ? null : (
            <span dir="auto">
              <WithAccountNames text={row.description} accounts={accounts} withIds />
            </span>
          )}
        </Detail>
        <Detail label="Reference type">{row.referenceType === null ? null : <span title={row.referenceType}>{typeLabel(row.referenceType)}</span>}</Detail>
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

export function LedgerDetailPanel({ id, accounts, onClose, onOpenEntry }: { id: string; accounts: AccountsById; onClose(): void; onOpenEntry(id: string): void }) {
  const { state, retry } = useLedgerDetail(id);
  return (
    <SidePanel title="Ledger entry" onClose={onClose}>
      {state.status === 'loading' && <LoadingRows label="Loading the entry" rows={10} />}
      {state.status === 'failed' && <ErrorPanel error={state.error} onRetry={retry} title="This entry could not be shown" />}
      {state.status === 'ready' && (
        <div className="ledger-detail">
          <EntryFields detail={state.detail} accounts={accounts} onOpenEntry={onOpenEntry} />
          <LedgerLinkedRecord detail={state.detail} accounts={accounts} />
          <section aria-label="Transaction group" className="ledger-detail-section">
            <h3>Transaction group</h3>
            {state.detail.group.length === 0 ? (
              <p className="muted">This entry was posted on its own (no transaction group).</p>
            ) : (
              <LedgerGroupTable group={state.detail.group} currentId={state.detail.row.id} accounts={accounts} onOpenEntry={onOpenEntry} />
            )}
          </section>
        </div>
      )}
    </SidePanel>
  );
}
