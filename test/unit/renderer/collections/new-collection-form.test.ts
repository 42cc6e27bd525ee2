// @vitest-environment jsdom
// The "New collection" form on the shared collection form schema, as a person types: only
// the counterparty's US bank accounts are offered (an ACH debit pulls from nothing else),
// only USD accounts receive; an amount's error at the field when it is left; a submit
// with problems sends nothing and focuses the first; main's field errors land on the
// form's own fields with nothing typed cleared, and a good form is prepared with its values.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethodView } from '../../../../shared/ipc/record-views';
import type { AccountBalance } from '../../../../renderer/src/queries/balance-queries';
import type { CounterpartyRow } from '../../../../renderer/src/queries/record-queries';
import { EMPTY_COLLECTION, NewCollectionForm } from '../../../../renderer/src/screens/collections/new-collection-form';

function account(accountId: string, accountName: string, currency: string): AccountBalance {
  return {
    accountId, accountName, accountStatus: 'active', currency, balance: '100.00', source: 'server', asOf: '2026-11-26T09:00:00.000Z', latestTransactionId: null,
    server: null, ledger: null, disagrees: false, goneAt: null,
  } as AccountBalance;
}
const OPERATING = account('acc_operating1', 'Operating', 'USD');
const EURO = account('acc_euro1', 'Euro', 'EUR');
const accounts = new Map([OPERATING, EURO].map((a) => [a.accountId, a]));
const ACME = { id: 'cpt_acme1', name: 'Acme Supplies LLC', entityType: 'business', status: 'active', email: null, country: 'US', paymentMethods: 2, goneAt: null } as CounterpartyRow;

function method(id: string, type: string, label: string): PaymentMethodView {
  return {
    id, counterpartyId: ACME.id, type, currency: type === 'us_bank' ? 'USD' : 'EUR', status: 'active', label, verification: null, accountHolderName: 'Acme Supplies LLC',
    bankName: 'First Example Bank', routingNumber: '021000021', accountNumber: '****6789', iban: null, bic: null,
  } as PaymentMethodView;
}
const METHODS = [method('pm_us1', 'us_bank', 'Acme operating'), method('pm_iban1', 'international_bank', 'Acme EUR')];

function renderForm(prepare = vi.fn()) {
  const onPrepared = vi.fn();
  const onCounterpartyChange = vi.fn();
  render(createElement(NewCollectionForm, { accounts, counterparties: [ACME], methods: METHODS, onCounterpartyChange, initial: EMPTY_COLLECTION, prepare, onPrepared }));
  return { prepare, onPrepared, onCounterpartyChange, user: userEvent.setup() };
}

const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent);

afterEach(cleanup);

describe('NewCollectionForm', () => {
  it('offers only USD accounts and only the counterparty\'s US bank accounts', async () => {
    const { user, onCounterpartyChange } = renderForm();
    expect(optionTexts('Into account')).toEqual(['Choose an account…', 'Operating (USD)']);
    await user.selectOptions(screen.getByLabelText('From counterparty'), ACME.id);
    expect(onCounterpartyChange).toHaveBeenCalledWith(ACME.id);
    expect(optionTexts('From their US bank account')).toEqual(['Choose their account…', 'Acme operating, First Example Bank ****6789']);
  });

  it('shows an amount error when the field is left, sends nothing while a field has a problem and focuses the first', async () => {
    const { user, prepare } = renderForm();
    await user.selectOptions(screen.getByLabelText('Into account'), OPERATING.accountId);
    const amount = screen.getByLabelText('Amount in USD');
    await user.type(amount, '10.001');
    await user.tab();
    await waitFor(() => expect(document.getElementById('collection-amount-error')?.textContent).toMatch(/3 decimals; USD allows at most 2/));
    await user.click(screen.getByRole('button', { name: 'Review the collection' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('collection-method'));
    expect(document.getElementById('collection-method-error')?.textContent).toBe("Choose the counterparty's US bank account to debit.");
    expect(prepare).not.toHaveBeenCalled();
    expect((amount as HTMLInputElement).value).toBe('10.001');
  });

  it("prepares a good form, and puts main's field errors on the form's fields, focus on the first, nothing typed cleared", async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'paymentMethodId', message: 'This account is not verified for ACH debits yet.' }] } });
    const { user, onPrepared } = renderForm(prepare);
    await user.selectOptions(screen.getByLabelText('Into account'), OPERATING.accountId);
    await user.selectOptions(screen.getByLabelText('From counterparty'), ACME.id);
    await user.selectOptions(screen.getByLabelText('From their US bank account'), 'pm_us1');
    await user.type(screen.getByLabelText('Amount in USD'), '1,250.5');
    await user.type(screen.getByLabelText('Reference (optional)'), 'INV-9{Enter}');
    await waitFor(() => expect(document.getElementById('collection-method-error')?.textContent).toBe('This account is not verified for ACH debits yet.'));
    expect(prepare).toHaveBeenCalledWith({ destinationAccountId: OPERATING.accountId, counterpartyId: ACME.id, paymentMethodId: 'pm_us1', amount: '1,250.5', currency: 'USD', reference: 'INV-9' });
    expect(document.activeElement?.id).toBe('collection-method');
    expect((screen.getByLabelText('Amount in USD') as HTMLInputElement).value).toBe('1,250.5');
    expect(onPrepared).not.toHaveBeenCalled();
  });
});
