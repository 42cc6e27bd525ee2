// The Collections list's columns: when, from whom, the reference, the account credited,
// the amount, and the status (requires_action shows its reason). With the detail panel
// open the account, the reference and the date give way (column-priority.ts).
import { MissingValue } from '../../components/side-panel';
import { formatDateTime } from '../../../lib/format-time';
import { Amount } from '../../components/amount';
import { COLLECTION_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge } from '../../components/status-badge';
import type { CollectionRow } from '../../queries/record-queries';
import type { Column } from '../../components/lists/record-table';
import { accountName, type AccountsById } from '../../components/account-names';

export function collectionColumns(accounts: AccountsById): readonly Column<CollectionRow>[] {
  return [
    { id: 'created', header: 'Created', width: 150, priority: 2, cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time> },
    { id: 'counterparty', header: 'From', minWidth: 200, title: (row) => row.counterpartyName ?? row.counterpartyId, cell: (row) => row.counterpartyName ?? <span className="muted">{row.counterpartyId}</span> },
    { id: 'reference', header: 'Reference', minWidth: 120, priority: 3, title: (row) => row.reference ?? undefined, cell: (row) => row.reference || <MissingValue /> },
    { id: 'account', header: 'Into account', minWidth: 120, priority: 4, title: (row) => row.destinationAccountId, cell: (row) => accountName(accounts, row.destinationAccountId) ?? row.destinationAccountId },
    { id: 'amount', header: 'Amount', numeric: true, width: 170, cell: (row) => <Amount value={row.amount.amount} currency={row.amount.currency} /> },
    { id: 'status', header: 'Status', width: 150, className: 'status-column', title: (row) => row.requiresActionReason ?? undefined, cell: (row) => <StatusBadge status={row.status} known={COLLECTION_STATUSES} reason={row.requiresActionReason} /> },
  ];
}
