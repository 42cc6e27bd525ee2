// One counterparty in the side panel: who they are (type, status, email, address) and
// every payment method with its verification; whether the server still lists them.
import { formatDateTime } from '../../../lib/format-time';
import { goneText } from '../../components/gone-from-server';
import { Identifier } from '../../components/identifier';
import { Detail } from '../../components/side-panel';
import { COUNTERPARTY_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge, statusLabel } from '../../components/status-badge';
import { entityTypeLabel } from '../../components/lists/record-labels';
import type { CounterpartyDetail } from '../../queries/record-queries';
import { CacheAge, DetailSection, Text } from '../../components/lists/detail-parts';
import { PaymentMethodList } from './payment-method-list';
import { CounterpartyActions } from './counterparty-actions';

type Address = NonNullable<CounterpartyDetail['counterparty']['address']>;

/** The address as lines, empty parts left out ("Berlin 10115" on one line). */
export function addressLines(address: Address | null): string[] {
  if (address === null) return [];
  const cityLine = [address.city, address.state, address.postalCode].filter((part) => part !== null && part !== '').join(' ');
  return [address.line1, address.line2, cityLine, address.country].filter((line): line is string => line !== null && line !== '');
}

export function counterpartyTitle(data: CounterpartyDetail | null): string {
  return data === null ? 'Counterparty' : data.counterparty.name;
}

export function CounterpartyDetailBody({ data }: { data: CounterpartyDetail }) {
  const c = data.counterparty;
  const lines = addressLines(c.address);
  return (
    <div className="record-detail" data-id={c.id}>
      <div className="detail-summary">
        <span>{entityTypeLabel(c.entityType)}</span>
        <StatusBadge status={c.status} known={COUNTERPARTY_STATUSES} />
      </div>
      <CounterpartyActions counterparty={c} />
      {c.goneAt !== null && (
        <p className="notice notice-warning" role="note">
          {goneText(c.goneAt)}: the last full sync did not find this counterparty. It is kept here because payments name it, but it cannot be paid. Sync again to check.
        </p>
      )}
      <DetailSection title="Counterparty">
        <Detail label="Name">{c.name}</Detail>
        <Detail label="Counterparty id">
          <Identifier value={c.id} />
        </Detail>
        <Detail label="Type">{entityTypeLabel(c.entityType)}</Detail>
        <Detail label="Status">{statusLabel(c.status, COUNTERPARTY_STATUSES)}</Detail>
        <Detail label="Email">
          <Text value={c.email} />
        </Detail>
        <Detail label="Address">{lines.length === 0 ? <span className="muted">None</span> : <address className="address">{lines.join('\n')}</address>}</Detail>
        <Detail label="Added">{formatDateTime(c.createdAt)}</Detail>
        <Detail label="Last updated">{formatDateTime(c.updatedAt)}</Detail>
      </DetailSection>
      <PaymentMethodList counterpartyId={c.id} methods={data.paymentMethods} />
      <CacheAge lastSyncedAt={data.lastSyncedAt} />
    </div>
  );
}
