// The Counterparties list's columns: name, kind, status, email, country, and how many
// payment methods are cached. While a shown counterparty is no longer on the server, a
// column of its own says so (in a narrow window the sentence ends in an ellipsis; the
// badge's title and the detail panel say it whole, with the date). With the detail panel
// open the country and methods, then the email give way (column-priority.ts).
import { MissingValue } from '../../components/side-panel';
import { COUNTERPARTY_STATUSES } from '../../../../shared/schemas/enums';
import { GoneFromServer } from '../../components/gone-from-server';
import { StatusBadge } from '../../components/status-badge';
import { entityTypeLabel } from '../../components/lists/record-labels';
import type { CounterpartyRow } from '../../queries/record-queries';
import type { Column } from '../../components/lists/record-table';

export const COUNTERPARTY_COLUMNS: readonly Column<CounterpartyRow>[] = [
  { id: 'name', header: 'Name', minWidth: 180, title: (row) => row.name, cell: (row) => row.name },
  { id: 'type', header: 'Type', width: 112, priority: 2, cell: (row) => entityTypeLabel(row.entityType) },
  { id: 'status', header: 'Status', width: 112, cell: (row) => <StatusBadge status={row.status} known={COUNTERPARTY_STATUSES} /> },
  { id: 'email', header: 'Email', minWidth: 140, priority: 3, title: (row) => row.email ?? undefined, cell: (row) => row.email || <MissingValue /> },
  { id: 'country', header: 'Country', width: 88, priority: 4, cell: (row) => row.country || <MissingValue /> },
  { id: 'methods', header: 'Methods', numeric: true, width: 96, priority: 4, cell: (row) => row.paymentMethods.toLocaleString('en-US') },
];

/** The same, with "On the server" after the status: for a list that shows a gone counterparty. */
export const COUNTERPARTY_COLUMNS_WITH_GONE: readonly Column<CounterpartyRow>[] = [
  ...COUNTERPARTY_COLUMNS.slice(0, 3),
  { id: 'gone', header: 'On the server', width: 192, priority: 2, cell: (row) => <GoneFromServer goneAt={row.goneAt} compact /> },
  ...COUNTERPARTY_COLUMNS.slice(3),
];
