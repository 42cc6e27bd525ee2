// One collection in the side panel: amount and status first (with what to do when it
// requires action), the statuses it went through, every cached field, the payer's
// payment method (masked by main), and its ledger entries.
import { Identifier } from '../../components/identifier';
import { isolated } from '../../../../shared/bidi-isolate';
import { Detail } from '../../components/side-panel';
import { COLLECTION_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge, statusLabel } from '../../components/status-badge';
import { StatusTimeline } from '../../components/status-timeline';
import type { CollectionDetail } from '../../queries/record-queries';
import { useNavigation } from '../../stores/navigation-store';
import { AccountRef, Code, AchReturnDetail, CacheAge, DetailSection, LedgerEntriesButton, Money, RequiresActionNotice, ReturnNotice, Text, Time } from '../../components/lists/detail-parts';
import { PaymentMethodDetails } from '../../components/lists/payment-method-details';
import type { AccountsById } from '../../components/account-names';
import { railLabel, completedAtLabel } from '../../components/lists/record-labels';

export function collectionTitle(data: CollectionDetail | null): string {
  if (data === null) return 'Collection';
  return data.collection.counterpartyName !== null ? `Collection from ${isolated(data.collection.counterpartyName)}` : 'Collection';
}

export function CollectionDetailBody({ data, accounts }: { data: CollectionDetail; accounts: AccountsById }) {
  const go = useNavigation((state) => state.go);
  const c = data.collection;
  return (
    <div className="record-detail" data-id={c.id}>
      <div className="detail-summary">
        <span className="detail-amount">
          <Money value={c.amount} />
        </span>
        <StatusBadge status={c.status} known={COLLECTION_STATUSES} reason={c.requiresActionReason} />
      </div>
      {c.status === 'requires_action' && <RequiresActionNotice reason={c.requiresActionReason} rail={c.rail} what="collection" />}
      {c.achReturnCode !== null && <ReturnNotice code={c.achReturnCode} />}
      <StatusTimeline steps={data.timeline} known={COLLECTION_STATUSES} createdAt={c.createdAt} />

      <DetailSection title="Collection">
        <Detail label="Collection id">
          <Identifier value={c.id} />
        </Detail>
        <Detail label="Amount">
          <Money value={c.amount} />
        </Detail>
        <Detail label="Fee">
          <Money value={c.fee} />
        </Detail>
        <Detail label="Status">{statusLabel(c.status, COLLECTION_STATUSES)}</Detail>
        <Detail label="Rail">{railLabel(c.rail)}</Detail>
        <Detail label="Created">
          <Time value={c.createdAt} />
        </Detail>
        <Detail label={completedAtLabel(c.status, COLLECTION_STATUSES)}>
          <Time value={c.completedAt} />
        </Detail>
        <Detail label="Into account">
          <AccountRef accounts={accounts} id={c.destinationAccountId} />
        </Detail>
        <Detail label="From">
          <span className="record-ref">
            {c.counterpartyName !== null && <bdi>{c.counterpartyName}</bdi>}
            <Identifier value={c.counterpartyId} />
          </span>
        </Detail>
        <Detail label="Reference">
          <Code value={c.reference} />
        </Detail>
        <Detail label="Requires action">
          <Text value={c.requiresActionReason} />
        </Detail>
        <AchReturnDetail code={c.achReturnCode} />
      </DetailSection>

      <section className="detail-section" aria-label="Payer's payment method">
        <h3>Payer&apos;s payment method</h3>
        {data.paymentMethod === null ? <p className="muted">{`${c.paymentMethodId} is not in this app\u2019s copy: sync to read it.`}</p> : <PaymentMethodDetails method={data.paymentMethod} />}
      </section>


      <div className="detail-actions">
        <LedgerEntriesButton id={c.id} />
        <button type="button" onClick={() => go('counterparties', { openId: c.counterpartyId })}>
          Open counterparty
        </button>
      </div>
      <CacheAge lastSyncedAt={data.lastSyncedAt} />
    </div>
  );
}
