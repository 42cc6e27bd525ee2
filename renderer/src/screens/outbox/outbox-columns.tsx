// The Outbox list's columns, by priority (column-priority.ts): the state, the summary
// (a person's words for the request; it gets the width) and what is known of it first;
// then when, the idempotency key, the sends, the server's ids and what the write is (in
// main's words: "Payment (Fedwire)"), which give way first (the detail panel shows every
// one whole). Ids are cut in the middle.
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-time';
import { Identifier } from '../../components/identifier';
import { COMPACT_ID_LENGTH } from '../../components/middle-truncate';
import type { PrioritizedColumn } from '../../components/lists/column-priority';
import type { OutboxEntryView } from '../../../../shared/ipc';
import { STATE_BADGES, stateLabel } from './outbox-labels';
import { OutboxStateText } from './outbox-state-text';

export interface OutboxColumn extends PrioritizedColumn {
  readonly id: string;
  readonly header: string;
  readonly className?: string;
  title?(entry: OutboxEntryView): string | undefined;
  cell(entry: OutboxEntryView): ReactNode;
}

const dash = '\u2014';

function compactId(value: string | null): ReactNode {
  return value === null ? dash : <Identifier value={value} keep={COMPACT_ID_LENGTH} copy={false} />;
}

export const OUTBOX_COLUMNS: readonly OutboxColumn[] = [
  { id: 'created', header: 'Created', width: 150, priority: 3, cell: (entry) => formatDateTime(entry.createdAt) },
  { id: 'state', header: 'State', width: 124, cell: (entry) => <span className={STATE_BADGES[entry.state]}>{stateLabel(entry)}</span> },
  { id: 'operation', header: 'Operation', width: 170, priority: 7, title: (entry) => entry.operationWords, cell: (entry) => entry.operationWords },
  { id: 'summary', header: 'Summary', minWidth: 300, className: 'outbox-summary', title: (entry) => entry.summary, cell: (entry) => entry.summary },
  {
    id: 'known',
    header: 'What is known',
    width: 200,
    priority: 2,
    className: 'outbox-state-text',
    title: (entry) => entry.stateText,
    cell: (entry) =>
      entry.needsAttention && entry.attentionReason !== null ? (
        <>
          <strong>Needs a person:</strong> {entry.attentionReason}
        </>
      ) : (
        <OutboxStateText entry={entry} />
      ),
  },
  { id: 'attempts', header: 'Sends', width: 80, priority: 5, className: 'numeric', title: (entry) => entry.sendsText, cell: (entry) => entry.attempts },
  { id: 'resource', header: 'Resource id', width: 120, priority: 6, cell: (entry) => compactId(entry.resourceId) },
  { id: 'request', header: 'Request id', width: 120, priority: 6, cell: (entry) => compactId(entry.requestId) },
  { id: 'key', header: 'Idempotency key', width: 120, priority: 4, cell: (entry) => compactId(entry.idempotencyKey) },
];
