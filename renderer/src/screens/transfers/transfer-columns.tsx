// The Transfers list's columns: when, from which account to which, the reference, the
// amount, and the status. With the detail panel open the reference and the date give
// way (column-priority.ts).
import { MissingValue } from '../../components/side-panel';
import { formatDateTime } from '../../../lib/format-time';
import { Amount } from '../../components/amount';
import { TRANSFER_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge } from '../../components/status-badge';
import type { TransferRow } from '../../queries/record-queries';
import type { Column } from '../../components/lists/record-table';
import { accountName, type AccountsById } from '../../components/account-names';

export function transferColumns(accounts: AccountsById): readonly Column<TransferRow>[] {
  return [
    { id: 'created', header: 'Created', width: 150, priority: 2, cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time> },
    { id: 'from', header: 'From account', minWidth: 120, title: (row) => row.sourceAccountId, cell: (row) => accountName(accounts, row.sourceAccountId) ?? row.sourceAccountId },
    { id: 'to', header: 'To account', minWidth: 120, title: (row) => row.destinationAccountId, cell: (row) => accountName(accounts, row.destinationAccountId) ?? row.destinationAccountId },
    { id: 'reference', header: 'Reference', minWidth: 120, priority: 3, title: (row) => row.reference ?? undefined, cell: (row) => row.reference || <MissingValue /> },
    { id: 'amount', header: 'Amount', numeric: true, width: 170, cell: (row) => <Amount value={row.amount.amount} currency={row.amount.currency} /> },
    { id: 'status', header: 'Status', width: 128, cell: (row) => <StatusBadge status={row.status} known={TRANSFER_STATUSES} /> },
  ];
}
