// The Transfers list's columns: when, from which account to which, the reference, the
// amount, and the status.
import { formatDateTime } from '../../../lib/format-time';
import { Amount } from '../../components/amount';
import { TRANSFER_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge } from '../../components/status-badge';
import type { TransferRow } from '../../queries/record-queries';
import type { Column } from '../../components/lists/record-table';
import { accountName, type AccountsById } from '../../components/account-names';

export function transferColumns(accounts: AccountsById): readonly Column<TransferRow>[] {
  return [
    { id: 'created', header: 'Created', width: '10.5rem', cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time> },
    { id: 'from', header: 'From account', title: (row) => row.sourceAccountId, cell: (row) => accountName(accounts, row.sourceAccountId) ?? row.sourceAccountId },
    { id: 'to', header: 'To account', title: (row) => row.destinationAccountId, cell: (row) => accountName(accounts, row.destinationAccountId) ?? row.destinationAccountId },
    { id: 'reference', header: 'Reference', title: (row) => row.reference ?? undefined, cell: (row) => row.reference ?? <span className="muted">None</span> },
    { id: 'amount', header: 'Amount', numeric: true, width: '12.5rem', cell: (row) => <Amount value={row.amount.amount} currency={row.amount.currency} /> },
    { id: 'status', header: 'Status', width: '8rem', cell: (row) => <StatusBadge status={row.status} known={TRANSFER_STATUSES} /> },
  ];
}
