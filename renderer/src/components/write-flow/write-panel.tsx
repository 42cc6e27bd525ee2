// A write in a side panel beside its list (no modal): the form, then the read-only review
// with its checks, then the outcome. Going back from the review keeps everything typed;
// the prepared instruction is confirmed at most once. The screen gives the form (which
// prepares through `actions.prepare` and hands over the prepared review with the values
// it was made from) and the words for what it makes. A write the server refused goes back
// to its form ("Change the payment") with everything typed, and the refusal (its message
// and request id) at the fields it names, or on the form's own error line. A confirm whose
// answer never came, or a review open when main's data services restarted, ends in
// write-interrupted.tsx (never a confirm button again). Escape on the review goes back to
// the form with everything kept (as "Change the payment"), wherever in the panel focus is
// (a click on the review's text leaves it on the panel itself); Escape or Close on a form
// with something typed, and Close on a review, ask before discarding it (discard-prompt.tsx);
// on an untouched form or an outcome, they close the panel.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SidePanel, type CloseRequest } from '../side-panel';
import { useStepFocus } from './step-focus';
import type { PreparedWriteView, WriteOutcomeView } from '../../../../shared/ipc';
import type { PrepareMethod, WriteActions } from './use-write-actions';
import { answerNeverCame, useRestartWhile, WriteInterrupted, type Interruption } from './write-interrupted';
import { DiscardPrompt } from './discard-prompt';
import { blocksOnFields, refusalOnFields, type RefusalOnField } from './refusal-fields';
import type { InterruptedConfirm } from './entry-of-interrupted';
import { WriteOutcome } from './write-outcome';

export { refusalOnFields, type RefusalOnField };
import { WriteReview } from './write-review';
import type { WriteWords } from './write-words';

type Step =
  | { at: 'form'; refusal?: readonly RefusalOnField[] }
  | { at: 'review'; prepared: PreparedWriteView }
  | { at: 'outcome'; outcome: WriteOutcomeView }
  | { at: 'interrupted'; interruption: Interruption; confirm?: InterruptedConfirm };

export interface FormStep<Values> {
  /** The values typed so far (kept when coming back from the review). */
  readonly initial: Values;
  /** The server's refusal of what was sent, to show at the fields it names when the form opens again (forms that place it). */
  readonly refusal?: readonly RefusalOnField[];
  /** The form's values were prepared: show the review. */
  onPrepared(prepared: PreparedWriteView, values: Values): void;
}

interface Props<M extends PrepareMethod, Values> {
  words: WriteWords;
  actions: WriteActions<M>;
  empty: Values;
  renderForm: (step: FormStep<Values>) => ReactNode;
  /** What the outcome shows below its details (an onboarding's status), given the outcome as it is now. */
  renderAfterOutcome?: (outcome: WriteOutcomeView) => ReactNode;
  onClose: () => void;
  /**
   * Counts the requests to start one (the screen's button, the palette's "New payment"): a new
   * count shows a fresh form when the panel is past its form (a review, an outcome); a form
   * being typed is kept as it is.
   */
  started?: number;
}

/** A refused confirm in one sentence: the message and the fields it names. */
function refusalText(error: { message: string; fields?: readonly { message: string }[] | undefined }): string {
  return `${error.message}${error.fields?.length ? ` ${error.fields.map((field) => field.message).join(' ')}` : ''}`;
}

export function WritePanel<M extends PrepareMethod, Values>({ words, actions, empty, renderForm, renderAfterOutcome, onClose, started }: Props<M, Values>) {
  const [values, setValues] = useState<Values>(empty);
  const [step, setStep] = useState<Step>({ at: 'form' });
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const shown = useRef<HTMLDivElement>(null);
  useStepFocus(shown, step.at === 'interrupted' ? 'outcome' : step.at, step);
  // A confirm under way is settled by its own answer; a review merely open is void once main restarted.
  const confirming = useRef(false);
  useRestartWhile(step.at === 'review', () => {
    if (!confirming.current) setStep({ at: 'interrupted', interruption: 'void' });
  });
  // A block found again at confirmation (a sync meanwhile found the counterparty gone): nothing can be confirmed.
  const [blockedAtConfirm, setBlockedAtConfirm] = useState(false);
  // Something was typed on the form (or it came back from its review): Escape asks first. The field last edited gets focus back.
  const edited = useRef(false);
  const lastField = useRef<HTMLElement | null>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const backToForm = (prepared: PreparedWriteView) => {
    const refusal = blocksOnFields(prepared.checks);
    setStep(refusal === undefined ? { at: 'form' } : { at: 'form', refusal });
  };
  const keepEditing = () => {
    setAskingDiscard(false);
    // After the prompt is gone, focus where the person was.
    setTimeout(() => lastField.current?.focus(), 0);
  };
  const startFresh = () => {
    edited.current = false;
    setValues(empty);
    setStep({ at: 'form' });
  };
  const startedBefore = useRef(started);
  useEffect(() => {
    if (started === startedBefore.current) return;
    startedBefore.current = started;
    if (step.at !== 'form' && !confirming.current) startFresh();
    // Only a new request to start one matters here, not the step it finds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);
  /** Escape or Close: what the step has to lose is kept or asked about first; true lets the panel close. */
  const beforeClose = (how: CloseRequest): boolean => {
    if (confirming.current) return how === 'button';
    if (askingDiscard && step.at === 'form') {
      // Escape with focus outside the prompt (on the panel itself) keeps editing, as Escape in it does.
      if (how === 'escape') keepEditing();
      return how === 'button';
    }
    if (step.at === 'review') {
      backToForm(step.prepared);
      if (how === 'button') setAskingDiscard(true);
      return false;
    }
    if (step.at === 'form' && (edited.current || values !== empty)) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && shown.current?.contains(active) === true) lastField.current = active;
      setAskingDiscard(true);
      return false;
    }
    return true;
  };

  let body;
  if (step.at === 'form') {
    body = renderForm({
      initial: values,
      ...(step.refusal === undefined ? {} : { refusal: step.refusal }),
      onPrepared: (prepared, typed) => {
        setValues(typed);
        setConfirmError(null);
        setBlockedAtConfirm(false);
        setStep({ at: 'review', prepared });
      },
    });
  } else if (step.at === 'review') {
    body = (
      <WriteReview
        key={step.prepared.id}
        prepared={step.prepared}
        words={words}
        error={confirmError}
        blocked={blockedAtConfirm}
        onBack={() => backToForm(step.prepared)}
        onConfirm={async (choices) => {
          confirming.current = true;
          const pressedAt = Date.now();
          const result = await actions.confirm(step.prepared.id, choices).finally(() => (confirming.current = false));
          if (result.ok) setStep({ at: 'outcome', outcome: result.value });
          else if (answerNeverCame(result.error)) setStep({ at: 'interrupted', interruption: 'unknown', confirm: { preparedId: step.prepared.id, summary: step.prepared.summary, pressedAt } });
          else {
            setConfirmError(refusalText(result.error));
            setBlockedAtConfirm(result.error.code === 'blocked');
          }
        }}
      />
    );
  } else if (step.at === 'interrupted') {
    body = <WriteInterrupted interruption={step.interruption} confirm={step.confirm} words={words} onChange={() => setStep({ at: 'form' })} onDone={onClose} />;
  } else {
    const refusal = step.outcome.state === 'failed' && step.outcome.error !== null ? refusalOnFields(step.outcome.error) : undefined;
    body = (
      <WriteOutcome
        outcome={step.outcome}
        onChange={() => setStep(refusal === undefined ? { at: 'form' } : { at: 'form', refusal })}
        words={words}
        renderAfter={renderAfterOutcome}
        onDone={onClose}
        onAnother={startFresh}
      />
    );
  }

  return (
    <SidePanel title={words.title} onClose={onClose} beforeClose={beforeClose}>
      <div
        ref={shown}
        className="write-step"
        onInput={() => {
          if (step.at === 'form') edited.current = true;
        }}
        onChange={() => {
          if (step.at === 'form') edited.current = true;
        }}
      >
        {askingDiscard && step.at === 'form' ? <DiscardPrompt words={words} onKeep={keepEditing} onDiscard={onClose} /> : null}
        <div hidden={askingDiscard && step.at === 'form'}>{body}</div>
      </div>
    </SidePanel>
  );
}
