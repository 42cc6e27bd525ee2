// The Counterparties screen's side panel while a write is open, in place of the detail:
// a new counterparty, an edit, an archive, or a new payment method. Each is the write
// flow's form -> review -> outcome, with the words for what it makes. Closing it shows
// the counterparty's detail again (read afresh: the write invalidates it).
import { useMemo } from 'react';
import type { IpcMethod } from '../../../lib/ipc-client';
import { useRecordDetail } from '../../queries/record-queries';
import { useWriteActions } from '../../components/write-flow/use-write-actions';
import { WritePanel } from '../../components/write-flow/write-panel';
import { writeWords } from '../../components/write-flow/write-words';
import { ArchiveCounterpartyForm } from './archive-counterparty-form';
import { CounterpartyForm } from './counterparty-form';
import { EMPTY_COUNTERPARTY, fieldsOf } from './counterparty-fields';
import type { CounterpartyWrite, ShownCounterparty } from './counterparty-write-store';
import { PaymentMethodForm } from './payment-method-form';
import { EMPTY_METHOD } from './payment-method-fields';

const DIRECTORY_LISTS: readonly IpcMethod[] = ['counterparties.list', 'counterparties.detail', 'paymentMethods.list'];

const CREATE_WORDS = writeWords('counterparty', {
  idPrefix: 'counterparty',
  title: 'New counterparty',
  screen: 'Counterparties',
  headings: { succeeded: 'Counterparty created', pending: 'Counterparty queued: not created yet', failed: 'The server refused the counterparty: nothing was created' },
  done: 'It is in the Counterparties list. Add a payment method to it (from its detail) to pay it.',
});
const EDIT_WORDS = writeWords('counterparty', {
  idPrefix: 'counterparty-edit',
  title: 'Edit the counterparty',
  screen: 'Counterparties',
  headings: { succeeded: 'Counterparty updated', failed: 'The server refused the changes: nothing was changed', unknown: 'Outcome unknown: sync, then look at the counterparty before saving again' },
  done: 'The changes are saved at the server and in this app’s copy.',
});
const ARCHIVE_WORDS = writeWords('counterparty', {
  idPrefix: 'counterparty-archive',
  title: 'Archive the counterparty',
  screen: 'Counterparties',
  headings: { succeeded: 'Counterparty archived', failed: 'The server refused to archive it: nothing was changed', unknown: 'Outcome unknown: sync, then look at the counterparty before archiving again' },
  done: 'It can no longer be paid or changed. Its payments and their history stay.',
});
const METHOD_WORDS = writeWords('payment method', {
  idPrefix: 'payment-method',
  title: 'Add a payment method',
  screen: 'Counterparties',
  headings: { succeeded: 'Payment method added', pending: 'Payment method queued: not added yet', failed: 'The server refused the payment method: nothing was added' },
  done: 'It shows on the counterparty with its verification once the provider has checked it.',
});

function NewCounterpartyPanel({ onClose }: { onClose: () => void }) {
  const actions = useWriteActions('counterparties.prepareCreate', DIRECTORY_LISTS);
  return <WritePanel words={CREATE_WORDS} actions={actions} empty={EMPTY_COUNTERPARTY} onClose={onClose} renderForm={(step) => <CounterpartyForm key="create" prepare={actions.prepare} {...step} />} />;
}

/** The counterparty as the cache has it now (read again after each write), or as the detail showed it until then. */
function useCurrent(shown: ShownCounterparty): ShownCounterparty {
  return useRecordDetail('counterparties.detail', shown.id).data?.counterparty ?? shown;
}

function EditCounterpartyPanel({ counterparty: opened, onClose }: { counterparty: ShownCounterparty; onClose: () => void }) {
  const counterparty = useCurrent(opened);
  const actions = useWriteActions('counterparties.prepareEdit', DIRECTORY_LISTS);
  const shown = useMemo(() => fieldsOf(counterparty), [counterparty]);
  const editing = useMemo(() => ({ counterpartyId: counterparty.id, shown }), [counterparty.id, shown]);
  return (
    <WritePanel
      words={EDIT_WORDS}
      actions={actions}
      empty={shown}
      onClose={onClose}
      renderForm={(step) => <CounterpartyForm key="edit" editing={editing} prepare={actions.prepare as never} {...step} />}
    />
  );
}

function ArchiveCounterpartyPanel({ counterparty: opened, onClose }: { counterparty: ShownCounterparty; onClose: () => void }) {
  const counterparty = useCurrent(opened);
  const actions = useWriteActions('counterparties.prepareArchive', DIRECTORY_LISTS);
  return (
    <WritePanel
      words={ARCHIVE_WORDS}
      actions={actions}
      empty={null}
      onClose={onClose}
      renderForm={(step) => <ArchiveCounterpartyForm key="archive" counterpartyId={counterparty.id} counterpartyName={counterparty.name} archived={counterparty.status === 'archived'} prepare={actions.prepare} {...step} />}
    />
  );
}

function AddMethodPanel({ counterparty, onClose }: { counterparty: ShownCounterparty; onClose: () => void }) {
  const actions = useWriteActions('paymentMethods.prepareAdd', DIRECTORY_LISTS);
  return (
    <WritePanel
      words={METHOD_WORDS}
      actions={actions}
      empty={EMPTY_METHOD}
      onClose={onClose}
      renderForm={(step) => <PaymentMethodForm key="method" counterpartyId={counterparty.id} counterpartyName={counterparty.name} prepare={actions.prepare} {...step} />}
    />
  );
}

export function CounterpartyWritePanel({ write, onClose }: { write: CounterpartyWrite; onClose: () => void }) {
  if (write.kind === 'create') return <NewCounterpartyPanel onClose={onClose} />;
  if (write.kind === 'edit') return <EditCounterpartyPanel counterparty={write.counterparty} onClose={onClose} />;
  if (write.kind === 'archive') return <ArchiveCounterpartyPanel counterparty={write.counterparty} onClose={onClose} />;
  return <AddMethodPanel counterparty={write.counterparty} onClose={onClose} />;
}
