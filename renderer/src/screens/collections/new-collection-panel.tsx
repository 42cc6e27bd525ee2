// "New collection" (an ACH debit from a counterparty's US bank account) in a side panel
// beside the Collections list: the collection form, then the write flow's review and
// outcome. The counterparties (searched by name) and the chosen one's payment methods come
// from the cache.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountsById } from '../../components/account-names';
import { useWriteActions } from '../../components/write-flow/use-write-actions';
import { WritePanel } from '../../components/write-flow/write-panel';
import { writeWords } from '../../components/write-flow/write-words';
import { ipcQuery } from '../../queries/ipc-queries';
import { EMPTY_COLLECTION, NewCollectionForm } from './new-collection-form';

const COLLECTION_WORDS = writeWords('collection', {
  idPrefix: 'collection',
  title: 'New collection',
  screen: 'Collections',
  follows: 'collections.detail',
  headings: { succeeded: 'Collection sent', failed: 'The server refused the collection: nothing was pulled' },
});

export function NewCollectionPanel({ accounts, onClose, started }: { accounts: AccountsById; onClose: () => void; started?: number }) {
  const actions = useWriteActions('collections.prepare', ['collections.list', 'collections.detail', 'balances.list']);
  const [counterpartyId, setCounterpartyId] = useState('');
  const methods = useQuery({ ...ipcQuery('paymentMethods.list', { counterpartyId }), enabled: counterpartyId !== '' });
  return (
    <WritePanel
      words={COLLECTION_WORDS}
      actions={actions}
      empty={EMPTY_COLLECTION}
      onClose={onClose}
      started={started}
      renderForm={(step) => (
        <NewCollectionForm
          key="form"
          accounts={accounts}
          methods={counterpartyId === '' ? [] : (methods.data?.rows ?? null)}
          onCounterpartyChange={setCounterpartyId}
          prepare={actions.prepare}
          {...step}
        />
      )}
    />
  );
}
