// A write's panel when the app's background process broke off its review or its confirm.
// A confirm whose answer never came (the data process stopped and was started again, the
// link to main dropped) may have reached the server: its outcome is unknown, the Outbox
// entry says what became of it, and nothing here offers to confirm or prepare it again. A
// review still open when the data process restarted is void (main forgot what it
// prepared): nothing was sent, and the only way on is to review it again.
import { useEffect, useRef } from 'react';
import { ipc } from '../../../lib/main-connection';
import type { PlainError } from '../../../lib/ipc-client';
import { useNavigation } from '../../stores/navigation-store';
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
  words: WriteWords;
  /** The form again, with everything typed (a void review only). */
  onChange: () => void;
  onDone: () => void;
}

export function WriteInterrupted({ interruption, words, onChange, onDone }: Props) {
  const go = useNavigation((state) => state.go);
  const unknown = interruption === 'unknown';
  return (
    <section className="write-outcome" aria-labelledby={`${words.idPrefix}-outcome-title`} data-state={unknown ? 'unknown' : 'void'}>
      <div role="status">
        <h3 id={`${words.idPrefix}-outcome-title`} tabIndex={-1}>
          {unknown ? 'Outcome unknown: it may have been sent' : 'This review ended: nothing was sent'}
        </h3>
      </div>
      <p className="notice">
        {unknown
          ? 'Outcome unknown: it may have been sent. See its entry in the Outbox before doing anything else.'
          : 'This review ended when the app\u2019s background process restarted: nothing was sent. Review it again.'}
      </p>
      <div className="form-actions">
        {unknown ? (
          <button type="button" className="primary" onClick={() => go('outbox')}>
            Open the Outbox
          </button>
        ) : (
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
