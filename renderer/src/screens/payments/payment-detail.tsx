// One payment in the side panel: the amount and status first (with what to do when it
// requires action), the statuses it went through, every field of the cached payment,
// the payment method it went to (identifiers masked by main), and its ledger entries.
import { Identifier } from '../../components/identifier';
import { isolated } from '../../../../shared/bidi-isolate';
import { Detail, MissingValue } from '../../components/side-panel';
import { PAYMENT_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge, statusLabel } from '../../components/status-badge';
import { StatusTimeline } from '../../components/status-timeline';
import type { PaymentDetail } from '../../queries/record-queries';
import { useNavigation } from '../../stores/navigation-store';
import { AccountRef, Code, AchReturnDetail, CacheAge, DetailSection, LedgerEntriesButton, Money, RequiresActionNotice, ReturnNotice, Text, Time } from '../../components/lists/detail-parts';
import { PaymentMethodDetails } from '../../components/lists/payment-method-details';
import type { AccountsById } from '../../components/account-names';
import { CancelPaymentSection } from './cancel-payment-section';
import { cancellationLabel, purposeLabel, railLabel, completedAtLabel } from '../../components/lists/record-labels';

export function paymentTitle(data: PaymentDetail | null): string {
  if (data === null) return 'Payment';
  return data.payment.counterpartyName !== null ? `Payment to ${isolated(data.payment.counterpartyName)}` : 'Payment';
}

export function PaymentDetailBody({ data, accounts }: { data: PaymentDetail; accounts: AccountsById }) {
  const go = useNavigation((state) => state.go);
  const p = data.payment;
  return (
    <div className="record-detail" data-id={p.id}>
      <div className="detail-summary">
        <span className="detail-amount">
          <Money value={p.sendAmount} />
        </span>
        <StatusBadge status={p.status} known={PAYMENT_STATUSES} reason={p.requiresActionReason} />
      </div>
      {p.status === 'requires_action' && <RequiresActionNotice reason={p.requiresActionReason} rail={p.rail} />}
      {p.achReturnCode !== null && <ReturnNotice code={p.achReturnCode} />}
      <StatusTimeline steps={data.timeline} known={PAYMENT_STATUSES} createdAt={p.createdAt} />
      <CancelPaymentSection payment={p} />

      <DetailSection title="Amounts">
        <Detail label="Sent">
          <Money value={p.sendAmount} />
        </Detail>
        <Detail label="Received">
          <Money value={p.receiveAmount} />
        </Detail>
        <Detail label="Fee">
          <Money value={p.fee} />
        </Detail>
        <Detail label="Total debited">
          <Money value={p.totalDebitAmount} />
        </Detail>
      </DetailSection>

      <DetailSection title="Payment">
        <Detail label="Payment id">
          <Identifier value={p.id} />
        </Detail>
        <Detail label="Status">{statusLabel(p.status, PAYMENT_STATUSES)}</Detail>
        <Detail label="Rail">{railLabel(p.rail)}</Detail>
        <Detail label="Created">
          <Time value={p.createdAt} />
        </Detail>
        <Detail label="Last updated">
          <Time value={p.updatedAt} />
        </Detail>
        <Detail label={completedAtLabel(p.status, PAYMENT_STATUSES)}>
          <Time value={p.completedAt} />
        </Detail>
        <Detail label="From account">
          <AccountRef accounts={accounts} id={p.sourceAccountId} />
        </Detail>
        <Detail label="Counterparty">
          {p.counterpartyId === null ? (
            <MissingValue />
          ) : (
            <span className="record-ref">
              {p.counterpartyName !== null && <bdi>{p.counterpartyName}</bdi>}
              <Identifier value={p.counterpartyId} />
            </span>
          )}
        </Detail>
        <Detail label="Reference">
          <Code value={p.reference} />
        </Detail>
        <Detail label="Purpose">
          <Text value={p.purpose === null ? null : purposeLabel(p.purpose)} />
        </Detail>
        <Detail label="Cancellation">
          <Text value={p.cancellationState === null ? null : cancellationLabel(p.cancellationState)} />
        </Detail>
        <Detail label="Requires action">
          <Text value={p.requiresActionReason} />
        </Detail>
        <AchReturnDetail code={p.achReturnCode} />
      </DetailSection>

      <section className="detail-section" aria-label="Payment method">
        <h3>Payment method</h3>
        {data.paymentMethod === null ? (
          <p className="muted">{p.paymentMethodId === null ? 'None given.' : `${p.paymentMethodId} is not in this app\u2019s copy: sync to read it.`}</p>
        ) : (
          <PaymentMethodDetails method={data.paymentMethod} />
        )}
      </section>


      <div className="detail-actions">
        <LedgerEntriesButton id={p.id} />
        {p.counterpartyId !== null && (
          <button type="button" onClick={() => go('counterparties', { openId: p.counterpartyId as string })}>
            Open counterparty
          </button>
        )}
      </div>
      <CacheAge lastSyncedAt={data.lastSyncedAt} />
    </div>
  );
}
