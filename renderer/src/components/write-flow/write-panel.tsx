// A write in a side panel beside its list (no modal): the form, then the read-only review
// with its checks, then the outcome. Going back from the review keeps everything typed;
// the prepared instruction is confirmed at most once. The screen gives the form (which
// prepares through `actions.prepare` and hands over the prepared review with the values
// it was made from) and the words for what it makes.
import { useRef, useState, type ReactNode } from 'react';
import { SidePanel } from '../side-panel';
import { useStepFocus } from './step-focus';
import type { PreparedWrite, PrepareMethod, WriteActions, WriteOutcome as Outcome } from './use-write-actions';
import { WriteOutcome } from './write-outcome';
import { WriteReview } from './write-review';
import type { WriteWords } from './write-words';

type Step = { at: 'form' } | { at: 'review'; prepared: PreparedWrite } | { at: 'outcome'; outcome: Outcome };

export interface FormStep<Values> {
  /** The values typed so far (kept when coming back from the review). */
  readonly initial: Values;
  /** The form's values were prepared: show the review. */
  onPrepared(prepared: PreparedWrite, values: Values): void;
}

interface Props<M extends PrepareMethod, Values> {
  words: WriteWords;
  actions: WriteActions<M>;
  empty: Values;
  renderForm: (step: FormStep<Values>) => ReactNode;
  /** What the outcome shows below its details (an onboarding's status), given the outcome as it is now. */
  renderAfterOutcome?: (outcome: Outcome) => ReactNode;
  onClose: () => void;
}

/** A refused confirm in one sentence: the message and the fields it names. */
function refusalText(error: { message: string; fields?: readonly { message: string }[] | undefined }): string {
  return `${error.message}${error.fields?.length ? ` ${error.fields.map((field) => field.message).join(' ')}` : ''}`;
}

export function WritePanel<M extends PrepareMethod, Values>({ words, actions, empty, renderForm, renderAfterOutcome, onClose }: Props<M, Values>) {
  const [values, setValues] = useState<Values>(empty);
  const [step, setStep] = useState<Step>({ at: 'form' });
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const shown = useRef<HTMLDivElement>(null);
  useStepFocus(shown, step.at, step);

  let body;
  if (step.at === 'form') {
    body = renderForm({
      initial: values,
      onPrepared: (prepared, typed) => {
        setValues(typed);
        setConfirmError(null);
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
        onBack={() => setStep({ at: 'form' })}
        onConfirm={async (choices) => {
          const result = await actions.confirm(step.prepared.id, choices);
          if (result.ok) setStep({ at: 'outcome', outcome: result.value });
          else setConfirmError(refusalText(result.error));
        }}
      />
    );
  } else {
    body = (
      <WriteOutcome
        outcome={step.outcome}
        words={words}
        renderAfter={renderAfterOutcome}
        onDone={onClose}
        onChange={() => setStep({ at: 'form' })}
        onAnother={() => {
          setValues(empty);
          setStep({ at: 'form' });
        }}
      />
    );
  }

  return (
    <SidePanel title={words.title} onClose={onClose}>
      <div ref={shown} className="write-step">
        {body}
      </div>
    </SidePanel>
  );
}
