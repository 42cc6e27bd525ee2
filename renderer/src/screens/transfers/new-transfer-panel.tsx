// "New transfer" between the organisation's own accounts, in a side panel beside the
// Transfers list (no modal): the form, then the read-only review with its checks, then
// the outcome. Going back from the review keeps everything typed; the prepared
// instruction is confirmed at most once.
import { useState } from 'react';
import { SidePanel } from '../../components/side-panel';
import type { AccountsById } from '../../components/account-names';
import { useNewTransferActions, type PreparedTransfer, type TransferOutcome } from './new-transfer-actions';
import { EMPTY_TRANSFER, NewTransferForm, type TransferFields } from './new-transfer-form';
import { NewTransferOutcome } from './new-transfer-outcome';
import { NewTransferReview } from './new-transfer-review';
import './new-transfer.css';

type Step = { at: 'form' } | { at: 'review'; prepared: PreparedTransfer } | { at: 'outcome'; outcome: TransferOutcome };

export function NewTransferPanel({ accounts, onClose }: { accounts: AccountsById; onClose: () => void }) {
  const { prepare, confirm } = useNewTransferActions();
  const [values, setValues] = useState<TransferFields>(EMPTY_TRANSFER);
  const [step, setStep] = useState<Step>({ at: 'form' });
  const [confirmError, setConfirmError] = useState<string | null>(null);

  let body;
  if (step.at === 'form') {
    body = (
      <NewTransferForm
        accounts={accounts}
        initial={values}
        prepare={prepare}
        onPrepared={(prepared, typed) => {
          setValues(typed);
          setConfirmError(null);
          setStep({ at: 'review', prepared });
        }}
      />
    );
  } else if (step.at === 'review') {
    body = (
      <NewTransferReview
        key={step.prepared.id}
        prepared={step.prepared}
        error={confirmError}
        onBack={() => setStep({ at: 'form' })}
        onConfirm={async (choices) => {
          const result = await confirm(step.prepared.id, choices);
          if (result.ok) setStep({ at: 'outcome', outcome: result.value });
          else setConfirmError(`${result.error.message}${result.error.fields?.length ? ` ${result.error.fields.map((f) => f.message).join(' ')}` : ''}`);
        }}
      />
    );
  } else {
    body = (
      <NewTransferOutcome
        outcome={step.outcome}
        onDone={onClose}
        onAnother={() => {
          setValues(EMPTY_TRANSFER);
          setStep({ at: 'form' });
        }}
      />
    );
  }

  return (
    <SidePanel title="New transfer" onClose={onClose}>
      {body}
    </SidePanel>
  );
}
