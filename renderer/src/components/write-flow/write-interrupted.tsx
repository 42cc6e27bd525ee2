// A write's panel when the app's background process broke off its review or its confirm.
// A confirm whose answer never came (the data process stopped and was started again, the
// link to main dropped) may have reached the server. Once the window can ask main again,
// it asks the outbox whether this write was written down (entry-of-interrupted.ts): none
// means nothing was sent, and the form can be sent again with everything typed; an entry
// means its outcome is unknown, the Outbox entry says what became of it, and nothing here
// offers to confirm or prepare it again. Until main answers, the panel says so. A
// review still open when the data process restarted is void (main forgot what it
// prepared): nothing was sent, and the only way on is to review it again.
import { useEffect, useRef } from 'react';
import { ipc } from '../../../lib/main-connection';
import type { PlainError } from '../../../lib/ipc-client';
import { useNavigation } from '../../stores/navigation-store';
import { useEntryOfInterrupted, type InterruptedConfirm } from './entry-of-interrupted';
import type { WriteWords } from './write-words';

export type Interruption = 'unknown' | 'void';

/** Whether a refused confirm means its answer never came (the call may have reached the server), not that it was refused. */
export function answerNeverCame(error: Pick<PlainError, 'code'>): boolean {
  return error.code === 'data_process_exited' || error.code === 'main_unreachable';
}

/** Calls `onRestart` when main says its data services restarted, while `watching` (a review is open and no confirm is under way). */
export function useRestartWhile(watching: boolean, onRestart: () => void): void {
  const latest = useRef(onRestart);
  latest.current = onRestart;
  useEffect(() => {
    if (!watching) return undefined;
    return ipc().subscribe((event) => {
      if (event.type === 'services.restarted') latest.current();
    });
  }, [watching]);
}

interface Props {
  interruption: Interruption;
  /** The confirm whose answer never came (an unknown outcome): looked up in the outbox once main answers. */
  confirm?: InterruptedConfirm | undefined;
  words: WriteWords;
  /** The form again, with everything typed (a void review only). */
  onChange: () => void;
  onDone: () => void;
}

const HEADINGS = {
  asking: 'Outcome unknown: the app stopped before answering',
  entry: 'Outcome unknown: it may have been sent',
  none: 'Not sent: nothing was written down',
  void: 'This review ended: nothing was sent',
} as const;

const NOTICES = {
  asking: 'The app stopped before answering. When it is back, this panel will say whether it was sent. Every write is written down in the Outbox before it is sent: if the app comes back in a new window or tab, look in its Outbox, and a write that is not there was never sent. Do not enter it again until you know.',
  entry: 'Outcome unknown: it may have been sent. See its entry in the Outbox before doing anything else.',
  none: 'Not sent: nothing was written down, so nothing reached the server. You can send it again: everything typed is kept.',
  void: 'This review ended when the app\u2019s background process restarted: nothing was sent. Review it again.',
} as const;

export function WriteInterrupted({ interruption, confirm, words, onChange, onDone }: Props) {
  const go = useNavigation((state) => state.go);
  const lookup = useEntryOfInterrupted(interruption === 'unknown' ? confirm : undefined);
  // Without the confirm to look up, an unknown outcome is followed in the Outbox.
  const shown = interruption === 'void' ? 'void' : confirm === undefined ? 'entry' : lookup;
  return (
    <section className="write-outcome" aria-labelledby={`${words.idPrefix}-outcome-title`} data-state={shown === 'entry' || shown === 'asking' ? 'unknown' : 'void'}>
      <div role="status">
        <h3 id={`${words.idPrefix}-outcome-title`} tabIndex={-1}>
          {HEADINGS[shown]}
        </h3>
      </div>
      <p className="notice">{NOTICES[shown]}</p>
      <div className="form-actions">
        {shown === 'entry' && (
          <button type="button" className="primary" onClick={() => go('outbox')}>
            Open the Outbox
          </button>
        )}
        {(shown === 'none' || shown === 'void') && (
          <button type="button" className="primary" onClick={onChange}>
            Change the {words.what}
          </button>
        )}
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
