// The Counterparties screen's side panel while a write is open, in place of the detail:
// a new counterparty, an edit, an archive, or a new payment method. Each is the write
// flow's form -> review -> outcome (one `DirectoryWritePanel`); each write below says only
// what differs: its method, its words, its empty values and its form. Closing it shows
// the counterparty's detail again (read afresh: the write invalidates it).
import { useMemo, type ReactNode } from 'react';
import type { IpcMethod } from '../../../lib/ipc-client';
import { useRecordDetail } from '../../queries/record-queries';
import { useWriteActions, type PrepareMethod, type WriteActions } from '../../components/write-flow/use-write-actions';
import { WritePanel, type FormStep } from '../../components/write-flow/write-panel';
import { writeWords, type WriteWords } from '../../components/write-flow/write-words';
import { ArchiveCounterpartyForm } from './archive-counterparty-form';
import { CounterpartyForm } from './counterparty-form';
import { EMPTY_COUNTERPARTY, fieldsOf } from './counterparty-fields';
import type { CounterpartyWrite, ShownCounterparty } from '../../stores/counterparty-write-store';
import { PaymentMethodForm } from './payment-method-form';
import { EMPTY_METHOD } from './payment-method-fields';

const DIRECTORY_LISTS: readonly IpcMethod[] = ['counterparties.list', 'counterparties.detail', 'paymentMethods.list'];

/** The words of a write whose result shows on the Counterparties screen. */
function directoryWords(what: string, idPrefix: string, title: string, headings: Partial<WriteWords['headings']>, done: string): WriteWords {
  return writeWords(what, { idPrefix, title, screen: 'Counterparties', headings, done });
}

const WORDS = {
  create: directoryWords('counterparty', 'counterparty', 'New counterparty', {
    succeeded: 'Counterparty created', pending: 'Counterparty queued: not created yet', failed: 'The server refused the counterparty: nothing was created',
  }, 'It is in the Counterparties list. Add a payment method to it (from its detail) to pay it.'),
  edit: directoryWords('counterparty', 'counterparty-edit', 'Edit the counterparty', {
    succeeded: 'Counterparty updated', failed: 'The server refused the changes: nothing was changed', unknown: 'Outcome unknown: sync, then look at the counterparty before saving again',
  }, 'The changes are saved at the server and in this app’s copy.'),
  archive: directoryWords('counterparty', 'counterparty-archive', 'Archive the counterparty', {
    succeeded: 'Counterparty archived', failed: 'The server refused to archive it: nothing was changed', unknown: 'Outcome unknown: sync, then look at the counterparty before archiving again',
  }, 'It can no longer be paid or changed. Its payments and their history stay.'),
  method: directoryWords('payment method', 'payment-method', 'Add a payment method', {
    succeeded: 'Payment method added', pending: 'Payment method queued: not added yet', failed: 'The server refused the payment method: nothing was added',
  }, 'It shows on the counterparty with its verification once the provider has checked it.'),
} as const satisfies Record<CounterpartyWrite['kind'], WriteWords>;

interface DirectoryWriteProps<M extends PrepareMethod, Values> {
  method: M;
  words: WriteWords;
  empty: Values;
  form: (prepare: WriteActions<M>['prepare'], step: FormStep<Values>) => ReactNode;
  onClose: () => void;
}

/** One directory write in the side panel: its actions (the directory's lists read again after a confirm) and the write flow's steps. */
function DirectoryWritePanel<M extends PrepareMethod, Values>({ method, words, empty, form, onClose }: DirectoryWriteProps<M, Values>) {
  const actions = useWriteActions(method, DIRECTORY_LISTS);
  return <WritePanel words={words} actions={actions} empty={empty} onClose={onClose} renderForm={(step) => form(actions.prepare, step)} />;
}

/** The counterparty as the cache has it now (read again after each write), or as the detail showed it until then; null for a new one. */
function useCurrent(shown: ShownCounterparty | null): ShownCounterparty | null {
  return useRecordDetail('counterparties.detail', shown?.id ?? null).data?.counterparty ?? shown;
}

export function CounterpartyWritePanel({ write, onClose }: { write: CounterpartyWrite; onClose: () => void }) {
  const counterparty = useCurrent(write.kind === 'create' ? null : write.counterparty);
  const shown = useMemo(() => (counterparty === null ? EMPTY_COUNTERPARTY : fieldsOf(counterparty)), [counterparty]);
  const editing = useMemo(() => (counterparty === null ? undefined : { counterpartyId: counterparty.id, shown }), [counterparty, shown]);
  // Each write is its own panel (keyed by its kind): nothing typed in one shows in another.
  const key = write.kind;
  const common = { words: WORDS[write.kind], onClose };

  if (write.kind === 'create' || counterparty === null) {
    return <DirectoryWritePanel key={key} {...common} method="counterparties.prepareCreate" empty={EMPTY_COUNTERPARTY} form={(prepare, step) => <CounterpartyForm prepare={prepare} {...step} />} />;
  }
  switch (write.kind) {
    case 'edit':
      return <DirectoryWritePanel key={key} {...common} method="counterparties.prepareEdit" empty={shown} form={(prepare, step) => <CounterpartyForm editing={editing} prepare={prepare as never} {...step} />} />;
    case 'archive':
      return (
        <DirectoryWritePanel
          key={key}
          {...common}
          method="counterparties.prepareArchive"
          empty={null}
          form={(prepare, step) => <ArchiveCounterpartyForm counterpartyId={counterparty.id} counterpartyName={counterparty.name} archived={counterparty.status === 'archived'} prepare={prepare} {...step} />}
        />
      );
    case 'method':
      return <DirectoryWritePanel key={key} {...common} method="paymentMethods.prepareAdd" empty={EMPTY_METHOD} form={(prepare, step) => <PaymentMethodForm counterpartyId={counterparty.id} counterpartyName={counterparty.name} prepare={prepare} {...step} />} />;
  }
}
