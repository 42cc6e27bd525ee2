// The Payments list's columns: when, to whom, by which rail, the reference, the amount
// sent in its own currency, and the status (requires_action shows its reason). With the
// detail panel open the rail, then the reference, then (in a small window) the date
// give way, so the counterparty's name stays readable (column-priority.ts).
import { MissingValue } from '../../components/side-panel';
import { formatDateTime } from '../../../lib/format-time';
import { Amount } from '../../components/amount';
import { PAYMENT_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge } from '../../components/status-badge';
import type { PaymentRow } from '../../queries/record-queries';
import type { Column } from '../../components/lists/record-table';
import { railLabel } from '../../components/lists/record-labels';

// A rail this app does not know is shown as sent, marked: "rtp (unknown rail)".
export { railLabel };

export const PAYMENT_COLUMNS: readonly Column<PaymentRow>[] = [
  { id: 'created', header: 'Created', width: 150, priority: 2, cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time> },
  { id: 'counterparty', header: 'Counterparty', minWidth: 200, title: (row) => row.counterpartyName ?? undefined, cell: (row) => row.counterpartyName ?? (row.counterpartyId === null ? <MissingValue /> : <span className="muted">{row.counterpartyId}</span>) },
  { id: 'rail', header: 'Rail', width: 128, priority: 4, cell: (row) => railLabel(row.rail) },
  { id: 'reference', header: 'Reference', minWidth: 120, priority: 3, title: (row) => row.reference ?? undefined, cell: (row) => row.reference || <MissingValue /> },
  { id: 'amount', header: 'Amount sent', numeric: true, width: 170, cell: (row) => (row.sendAmount === null ? <span className="muted">Not given</span> : <Amount value={row.sendAmount.amount} currency={row.sendAmount.currency} />) },
  { id: 'status', header: 'Status', width: 150, className: 'status-column', title: (row) => row.requiresActionReason ?? undefined, cell: (row) => <StatusBadge status={row.status} known={PAYMENT_STATUSES} reason={row.requiresActionReason} /> },
];
