// After a confirm whose answer never came: did it get as far as the outbox? The outbox
// writes its entry down before anything is sent, with the id of the review it was
// confirmed from, so once the window can ask main again, the entry of this review means
// it may have been sent and is followed there; none means nothing was written down and
// nothing was sent. An entry that names no review (written before the outbox kept it)
// still counts by time: since shortly before the press with this write's summary, or any
// since the press. Until main answers, it is asked again every few seconds and when main
// says its data services restarted.
import { useEffect, useState } from 'react';
import { ipc } from '../../../lib/main-connection';
import type { OutboxEntryView } from '../../../../shared/ipc';

/** What the interrupted confirm was: its review's id, its summary and when it was pressed (ms since the epoch). */
export interface InterruptedConfirm {
  readonly preparedId: string;
  readonly summary: string;
  readonly pressedAt: number;
}

/** `asking`: main has not answered yet; `none`: nothing was written down; `entry`: the outbox has it. */
export type EntryLookup = 'asking' | 'none' | 'entry';

/** How long before the press an entry naming no review, with this write's summary, still counts (a slow press). */
const SLACK_MS = 60_000;
/**
 * Any entry naming no review written down since this long before the press counts, whatever its summary: a
 * summary main wrote otherwise than the window holds it must never read as "Not sent" (which
 * invites a second payment). Pointing at the Outbox for another write is the safe mistake.
 */
const SAME_PRESS_MS = 5_000;
const RETRY_MS = 2_000;

/** Our bidi marks, which one side may carry and the other not. */
const MARKS = /[\u200E\u2066-\u2069]/gu;

/** Whether `entry` is the interrupted confirm's: the entry of its review; by time only for an entry that names none. */
function isEntryOf(entry: Pick<OutboxEntryView, 'preparedId' | 'createdAt' | 'summary'>, confirm: InterruptedConfirm): boolean {
  if (typeof entry.preparedId === 'string') return entry.preparedId === confirm.preparedId;
  const writtenAt = Date.parse(entry.createdAt);
  return writtenAt >= confirm.pressedAt - SAME_PRESS_MS || (writtenAt >= confirm.pressedAt - SLACK_MS && entry.summary.replace(MARKS, '') === confirm.summary.replace(MARKS, ''));
}

export function useEntryOfInterrupted(confirm: InterruptedConfirm | undefined): EntryLookup {
  const [lookup, setLookup] = useState<EntryLookup>('asking');
  useEffect(() => {
    if (confirm === undefined) return undefined;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (settled) return;
      clearTimeout(timer);
      const answer = await ipc().call('outbox.list', { limit: 1000 }).catch(() => undefined);
      if (settled) return;
      if (answer === undefined || !answer.ok) {
        timer = setTimeout(() => void ask(), RETRY_MS);
        return;
      }
      settled = true;
      const found = answer.value.entries.some((entry) => isEntryOf(entry, confirm));
      setLookup(found ? 'entry' : 'none');
    };
    const unsubscribe = ipc().subscribe((event) => {
      if (event.type === 'services.restarted') void ask();
    });
    void ask();
    return () => {
      settled = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [confirm]);
  return lookup;
}
