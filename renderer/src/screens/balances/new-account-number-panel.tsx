// "New account number" for the account chosen in Balances, in a side panel beside it:
// the account-number form, then the write flow's review and outcome. Once made, the
// account's deposit instructions are read again (they list the new number).
import { useWriteActions } from '../../components/write-flow/use-write-actions';
import { WritePanel } from '../../components/write-flow/write-panel';
import { writeWords } from '../../components/write-flow/write-words';
import type { AccountBalance } from './account-balance';
import { NewAccountNumberForm, type AccountNumberFields } from './new-account-number-form';
import { accountShownName } from '../../components/account-names';

const ACCOUNT_NUMBER_WORDS = writeWords('account number', {
  idPrefix: 'account-number',
  title: 'New account number',
  screen: 'Balances, under the account’s deposit instructions',
  headings: { succeeded: 'Account number created', failed: 'The server refused the account number: nothing was made' },
});

export function NewAccountNumberPanel({ account, onClose }: { account: AccountBalance; onClose: () => void }) {
  const actions = useWriteActions('accountNumbers.prepare', ['accounts.depositInstructions']);
  const empty: AccountNumberFields = { accountId: account.accountId, type: 'us_ach' };
  return (
    <WritePanel
      key={account.accountId}
      words={ACCOUNT_NUMBER_WORDS}
      actions={actions}
      empty={empty}
      onClose={onClose}
      renderForm={(step) => <NewAccountNumberForm key="form" accountName={accountShownName(account)} prepare={actions.prepare} {...step} />}
    />
  );
}
