// "New payment" on any rail, in a side panel beside the Payments list: the payment form,
// then the write flow's review and outcome (which follows its outbox entry live).
import type { AccountsById } from '../../components/account-names';
import { useWriteActions } from '../../components/write-flow/use-write-actions';
import { WritePanel } from '../../components/write-flow/write-panel';
import { writeWords } from '../../components/write-flow/write-words';
import { EMPTY_PAYMENT } from './new-payment-fields';
import { NewPaymentForm } from './new-payment-form';

const PAYMENT_WORDS = writeWords('payment', {
  idPrefix: 'payment',
  title: 'New payment',
  screen: 'Payments',
  follows: 'payments.detail',
  headings: { failed: 'The server refused the payment: nothing was sent' },
});

export function NewPaymentPanel({ accounts, onClose, started }: { accounts: AccountsById; onClose: () => void; started?: number }) {
  const actions = useWriteActions('payments.prepare', ['payments.list', 'payments.detail', 'balances.list']);
  return (
    <WritePanel
      words={PAYMENT_WORDS}
      actions={actions}
      empty={EMPTY_PAYMENT}
      onClose={onClose}
      started={started}
      renderForm={(step) => <NewPaymentForm key="form" accounts={accounts} prepare={actions.prepare} {...step} />}
    />
  );
}
