// After a confirm whose answer never came: did it get as far as the outbox? The outbox
// writes its entry down before anything is sent, so once the window can ask main again,
// an entry for this write (its summary, written down since shortly before the confirm, or
// any entry written down since the press) means it may have been sent and is followed there; none means nothing was written down
// and nothing was sent. Until main answers, it is asked again every few seconds and when
// main says its data services restarted.
import { useEffect, useState } from 'react';
import { ipc } from '../../../lib/main-connection';

/** What the interrupted confirm was: its summary and when it was pressed (ms since the epoch). */
export interface InterruptedConfirm {
  readonly summary: string;
  readonly pressedAt: number;
}

/** `asking`: main has not answered yet; `none`: nothing was written down; `entry`: the outbox has it. */
export type EntryLookup = 'asking' | 'none' | 'entry';

/** How long before the press an entry with this write's summary still counts (a slow press). */
const SLACK_MS = 60_000;
/**
 * Any entry written down since this long before the press counts, whatever its summary: a
 * summary main wrote otherwise than the window holds it must never read as "Not sent" (which
 * invites a second payment). Pointing at the Outbox for another write is the safe mistake.
 */
const SAME_PRESS_MS = 5_000;
const RETRY_MS = 2_000;

/** Our bidi marks, which one side may carry and the other not. */
const MARKS = /[\u200E\u2066-\u2069]/gu;

export function useEntryOfInterrupted(confirm: InterruptedConfirm | undefined): EntryLookup {
  const [lookup, setLookup] = useState<EntryLookup>('asking');
  useEffect(() => {
    if (confirm === undefined) return undefined;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wanted = confirm.summary.replace(MARKS, '');
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
      const found = answer.value.entries.some((entry) => {
        const writtenAt = Date.parse(entry.createdAt);
        return writtenAt >= confirm.pressedAt - SAME_PRESS_MS || (writtenAt >= confirm.pressedAt - SLACK_MS && entry.summary.replace(MARKS, '') === wanted);
      });
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
