// Cancel a payment from its detail panel, while the server says it can still be canceled
// (`cancellationState`): main prepares the cancellation (reading the payment fresh from
// the server), the write flow's review says exactly what will be sent, one confirm, and
// the outcome follows its outbox entry. Nothing else in the detail panel changes. Where
// the environment cannot send, the button says so and leads to Settings (write-start.tsx).
import { useState } from 'react';
import type { Envelope, PreparedWriteView, WriteOutcomeView } from '../../../../shared/ipc';
import { useWriteActions, type PrepareAnswer } from '../../components/write-flow/use-write-actions';
import { WriteOutcome } from '../../components/write-flow/write-outcome';
import { WriteReview } from '../../components/write-flow/write-review';
import { writeWords } from '../../components/write-flow/write-words';
import { useWriteStart, WriteStartButton } from '../../components/write-flow/write-start';

export const CANCELLATION_WORDS = writeWords('cancellation', {
  idPrefix: 'cancel-payment',
  title: 'Cancel the payment',
  screen: 'Payments',
  headings: {
    succeeded: 'Cancellation sent: the payment is canceled',
    failed: 'The server refused the cancellation: the payment goes on',
    pending: 'Cancellation queued: not sent yet',
  },
});

type Step = { at: 'idle' } | { at: 'preparing' } | { at: 'review'; prepared: PreparedWriteView } | { at: 'outcome'; outcome: WriteOutcomeView };

/** A refused prepare in one sentence: main's field errors (the payment's), or the call's error. */
function refusalOf(answer: Envelope<PrepareAnswer>): string {
  if (!answer.ok) return answer.error.message;
  if (answer.value.ok) return '';
  return answer.value.fieldErrors.map((error) => error.message).join(' ');
}

export function CancelPaymentSection({ payment }: { payment: { id: string; cancellationState: string | null } }) {
  const actions = useWriteActions('payments.prepareCancel', ['payments.list', 'payments.detail', 'balances.list']);
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const start = useWriteStart();
  if (payment.cancellationState !== 'cancelable' && step.at === 'idle') return null;

  const prepare = async () => {
    setError(null);
    setStep({ at: 'preparing' });
    const answer = await actions.prepare({ paymentId: payment.id });
    if (answer.ok && answer.value.ok) setStep({ at: 'review', prepared: answer.value.prepared });
    else {
      setError(refusalOf(answer));
      setStep({ at: 'idle' });
    }
  };

  return (
    <section className="detail-section cancel-payment" aria-labelledby="cancel-payment-title">
      <h3 id="cancel-payment-title">Cancellation</h3>
      {(step.at === 'idle' || step.at === 'preparing') && (
        <>
          <p className="field-hint">The server says this payment can still be canceled. You see what will be sent before anything is.</p>
          <div className="form-actions">
            <WriteStartButton
              label={step.at === 'preparing' ? 'Preparing the review…' : 'Review the cancellation'}
              className="danger"
              start={start}
              onStart={() => void prepare()}
              disabled={step.at === 'preparing'}
            />
          </div>
        </>
      )}
      {error !== null && (
        <p className="step-error" role="alert">
          {error}
        </p>
      )}
      {step.at === 'review' && (
        <WriteReview
          key={step.prepared.id}
          prepared={step.prepared}
          words={CANCELLATION_WORDS}
          error={error}
          onBack={() => setStep({ at: 'idle' })}
          onConfirm={async (choices) => {
            const result = await actions.confirm(step.prepared.id, choices);
            if (result.ok) setStep({ at: 'outcome', outcome: result.value });
            else setError(result.error.message);
          }}
        />
      )}
      {step.at === 'outcome' && <WriteOutcome outcome={step.outcome} words={CANCELLATION_WORDS} onDone={() => setStep({ at: 'idle' })} />}
    </section>
  );
}
