// "New transfer" between the organisation's own accounts, in a side panel beside the
// Transfers list: the transfer form, then the write flow's review and outcome.
import type { AccountsById } from '../../components/account-names';
import { useWriteActions } from '../../components/write-flow/use-write-actions';
import { WritePanel } from '../../components/write-flow/write-panel';
import { writeWords } from '../../components/write-flow/write-words';
import { EMPTY_TRANSFER, NewTransferForm } from './new-transfer-form';

const TRANSFER_WORDS = writeWords('transfer', {
  idPrefix: 'transfer',
  title: 'New transfer',
  screen: 'Transfers',
  follows: 'transfers.detail',
  headings: { failed: 'The server refused the transfer: nothing was moved' },
});

export function NewTransferPanel({ accounts, onClose, started }: { accounts: AccountsById; onClose: () => void; started?: number }) {
  const actions = useWriteActions('transfers.prepare', ['transfers.list', 'transfers.detail', 'balances.list']);
  return (
    <WritePanel
      words={TRANSFER_WORDS}
      actions={actions}
      empty={EMPTY_TRANSFER}
      onClose={onClose}
      started={started}
      renderForm={(step) => <NewTransferForm key="form" accounts={accounts} prepare={actions.prepare} {...step} />}
    />
  );
}
