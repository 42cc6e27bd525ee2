// What this app sent and means to send, read from the local journal (`outbox.list`, no
// network): the entries newest first, in the ticked states (none ticked: every state).
import { useQuery } from '@tanstack/react-query';
import type { OutboxState } from '../../../shared/ipc';
import { ipcQuery } from './ipc-queries';

export const OUTBOX_LIST_LIMIT = 500;

export function useOutboxList(states: readonly OutboxState[]) {
  // Writes from the command line reach the journal without an event: read again on each visit.
  return useQuery({ ...ipcQuery('outbox.list', { ...(states.length > 0 ? { states: [...states] } : {}), limit: OUTBOX_LIST_LIMIT }), refetchOnMount: 'always' });
}
