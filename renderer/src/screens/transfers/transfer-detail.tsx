// One transfer between the organisation's own accounts, in the side panel: amount,
// status, both accounts, and its two ledger legs.
import { completedAtLabel } from '../../components/lists/record-labels';
import { Identifier } from '../../components/identifier';
import { isolated } from '../../../../shared/bidi-isolate';
import { Detail } from '../../components/side-panel';
import { TRANSFER_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge, statusLabel } from '../../components/status-badge';
import type { TransferDetail } from '../../queries/record-queries';
import { AccountRef, Code, CacheAge, DetailSection, LedgerEntriesButton, Money, Time } from '../../components/lists/detail-parts';
import type { AccountsById } from '../../components/account-names';

export function transferTitle(data: TransferDetail | null): string {
  return data === null ? 'Transfer' : `Transfer${data.transfer.reference !== null ? ` \u201c${isolated(data.transfer.reference)}\u201d` : ''}`;
}

export function TransferDetailBody({ data, accounts }: { data: TransferDetail; accounts: AccountsById }) {
  const t = data.transfer;
  return (
    <div className="record-detail" data-id={t.id}>
      <div className="detail-summary">
        <span className="detail-amount">
          <Money value={t.amount} />
        </span>
        <StatusBadge status={t.status} known={TRANSFER_STATUSES} />
      </div>
      <DetailSection title="Transfer">
        <Detail label="Transfer id">
          <Identifier value={t.id} />
        </Detail>
        <Detail label="Amount">
          <Money value={t.amount} />
        </Detail>
        <Detail label="Status">{statusLabel(t.status, TRANSFER_STATUSES)}</Detail>
        <Detail label="From account">
          <AccountRef accounts={accounts} id={t.sourceAccountId} />
        </Detail>
        <Detail label="To account">
          <AccountRef accounts={accounts} id={t.destinationAccountId} />
        </Detail>
        <Detail label="Reference">
          <Code value={t.reference} />
        </Detail>
        <Detail label="Created">
          <Time value={t.createdAt} />
        </Detail>
        <Detail label={completedAtLabel(t.status, TRANSFER_STATUSES)}>
          <Time value={t.completedAt} />
        </Detail>
      </DetailSection>
      <div className="detail-actions">
        <LedgerEntriesButton id={t.id} />
      </div>
      <CacheAge lastSyncedAt={data.lastSyncedAt} />
    </div>
  );
}
