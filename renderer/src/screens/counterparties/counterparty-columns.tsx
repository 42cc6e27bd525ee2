// The Counterparties list's columns: name, kind, status, email, country, and how many
// payment methods are cached.
import { StatusBadge, humanize } from '../../components/status-badge';
import type { CounterpartyRow } from '../../stores/activity-stores';
import type { Column } from '../../components/lists/record-table';

export const COUNTERPARTY_COLUMNS: readonly Column<CounterpartyRow>[] = [
  { id: 'name', header: 'Name', title: (row) => row.name, cell: (row) => row.name },
  { id: 'type', header: 'Type', width: '7rem', cell: (row) => humanize(row.entityType) },
  { id: 'status', header: 'Status', width: '7rem', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'email', header: 'Email', title: (row) => row.email ?? undefined, cell: (row) => row.email ?? <span className="muted">None</span> },
  { id: 'country', header: 'Country', width: '5.5rem', cell: (row) => row.country ?? <span className="muted">None</span> },
  { id: 'methods', header: 'Methods', numeric: true, width: '6rem', cell: (row) => row.paymentMethods.toLocaleString('en-US') },
];
