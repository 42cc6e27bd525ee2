// @vitest-environment jsdom
// The "New collection" form on the shared collection form schema, as a person types: only
// the counterparty's US bank accounts are offered (an ACH debit pulls from nothing else),
// only USD accounts receive; an amount's error at the field when it is left; a submit
// with problems sends nothing and focuses the first; main's field errors land on the
// form's own fields with nothing typed cleared, and a good form is prepared with its values.
// The counterparty is found by searching its name (the payment form's search), and its only
// US bank account is chosen for the person.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TypedIpcClient } from '../../../../renderer/lib/ipc-client';
import { setIpcClient } from '../../../../renderer/lib/main-connection';
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

const GLOBEX = { ...ACME, id: 'cpt_globex1', name: 'Globex Corporation', paymentMethods: 1 } as CounterpartyRow;
/** The searches main answered: the typed part of a name. */
let searches: Array<string | undefined> = [];

beforeEach(() => {
  searches = [];
  const call = (name: string, input: { search?: string; id?: string }) => {
    if (name === 'counterparties.list') {
      searches.push(input.search);
      const rows = [ACME, GLOBEX].filter((row) => input.search === undefined || row.name.toLowerCase().includes(input.search.toLowerCase()));
      return Promise.resolve({ ok: true, value: { rows, nextCursor: null, lastSyncedAt: null } });
    }
    const row = [ACME, GLOBEX].find((r) => r.id === input.id);
    return Promise.resolve({ ok: true, value: { counterparty: { ...row, address: null }, paymentMethods: [], lastSyncedAt: null } });
  };
  setIpcClient({ transport: 'web-shell', call, subscribe: () => () => undefined, whenIdle: () => Promise.resolve() } as unknown as TypedIpcClient);
});

function renderForm(prepare = vi.fn(), methods: readonly PaymentMethodView[] = METHODS) {
  const onPrepared = vi.fn();
  const onCounterpartyChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(NewCollectionForm, { accounts, methods, onCounterpartyChange, initial: EMPTY_COLLECTION, prepare, onPrepared })));
  return { prepare, onPrepared, onCounterpartyChange, user: userEvent.setup() };
}

async function listed(name: string) {
  await waitFor(() => expect(screen.getByRole('option', { name })).toBeTruthy());
}

const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent);

afterEach(cleanup);

describe('NewCollectionForm', () => {
  it('offers only USD accounts and only the counterparty\'s US bank accounts', async () => {
    const { user, onCounterpartyChange } = renderForm();
    expect(optionTexts('Into account')).toEqual(['Choose an account…', 'Operating (USD)']);
    await listed(ACME.name);
    await user.selectOptions(screen.getByLabelText('From counterparty'), ACME.id);
    expect(onCounterpartyChange).toHaveBeenLastCalledWith(ACME.id);
    expect(optionTexts('From their US bank account')).toEqual(['Choose their account…', 'Acme operating, First Example Bank ****6789']);
  });

  it('finds the counterparty by a part of its name (the only match is chosen) and chooses its only US bank account', async () => {
    const { user, onCounterpartyChange } = renderForm();
    await listed(GLOBEX.name);
    expect(optionTexts('From counterparty')).toEqual(['Choose a counterparty…', ACME.name, GLOBEX.name]);
    expect((screen.getByLabelText('From their US bank account') as HTMLSelectElement).value).toBe('');
    await user.type(screen.getByLabelText('Find a counterparty'), 'acme');
    await waitFor(() => expect((screen.getByLabelText('From counterparty') as HTMLSelectElement).value).toBe(ACME.id));
    expect(searches).toContain('acme');
    expect(document.getElementById('collection-search-hint')?.textContent).toBe('Type part of a name: 1 match.');
    expect(onCounterpartyChange).toHaveBeenLastCalledWith(ACME.id);
    await waitFor(() => expect((screen.getByLabelText('From their US bank account') as HTMLSelectElement).value).toBe('pm_us1'));
  });

  it('with two US bank accounts, or one not active yet, chooses none: the person does', async () => {
    const two = [...METHODS, { ...METHODS[0]!, id: 'pm_us2', label: 'Acme payroll' }];
    const { user } = renderForm(vi.fn(), two);
    await listed(ACME.name);
    await user.selectOptions(screen.getByLabelText('From counterparty'), ACME.id);
    expect(optionTexts('From their US bank account')).toHaveLength(3);
    expect((screen.getByLabelText('From their US bank account') as HTMLSelectElement).value).toBe('');
    cleanup();
    const pending = renderForm(vi.fn(), [{ ...METHODS[0]!, status: 'pending' }]);
    await listed(ACME.name);
    await pending.user.selectOptions(screen.getByLabelText('From counterparty'), ACME.id);
    expect((screen.getByLabelText('From their US bank account') as HTMLSelectElement).value).toBe('');
  });

  it('an empty submit flags the account, the counterparty and the amount, not the US bank account that cannot be chosen yet (as on New payment)', async () => {
    const { user, prepare } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Review the collection' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('collection-account'));
    expect([...document.querySelectorAll('[aria-invalid="true"]')].map((field) => field.id)).toEqual(['collection-account', 'collection-counterparty', 'collection-amount']);
    expect(document.getElementById('collection-amount-error')?.textContent).toBe('Enter an amount.');
    expect(document.getElementById('collection-method-error')?.textContent ?? '').toBe('');
    expect(prepare).not.toHaveBeenCalled();
  });

  it('shows an amount error when the field is left, sends nothing while a field has a problem and focuses the first', async () => {
    const { user, prepare } = renderForm();
    await user.selectOptions(screen.getByLabelText('Into account'), OPERATING.accountId);
    const amount = screen.getByLabelText('Amount in USD');
    await user.type(amount, '10.001');
    await user.tab();
    await waitFor(() => expect(document.getElementById('collection-amount-error')?.textContent).toMatch(/3 decimals; USD allows at most 2/));
    await user.click(screen.getByRole('button', { name: 'Review the collection' }));
    // Every problem at once, focus on the first shown: the counterparty (chosen before its account can be).
    await waitFor(() => expect(document.activeElement?.id).toBe('collection-counterparty'));
    expect(document.getElementById('collection-counterparty-error')?.textContent).toBe('Choose the counterparty who pays: its US bank accounts are then listed.');
    // Its US bank account cannot be chosen yet: not flagged (as on New payment), its hint says what to do first.
    expect(document.getElementById('collection-method-error')?.textContent ?? '').toBe('');
    expect(screen.getByLabelText('From their US bank account').getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById('collection-method-hint')?.textContent).toBe('Choose the counterparty first: its US bank accounts are listed here.');
    expect(document.getElementById('collection-amount-error')?.textContent).toMatch(/3 decimals; USD allows at most 2/);
    expect(prepare).not.toHaveBeenCalled();
    expect((amount as HTMLInputElement).value).toBe('10.001');
  });

  it("prepares a good form, and puts main's field errors on the form's fields, focus on the first, nothing typed cleared", async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'paymentMethodId', message: 'This account is not verified for ACH debits yet.' }] } });
    const { user, onPrepared } = renderForm(prepare);
    await user.selectOptions(screen.getByLabelText('Into account'), OPERATING.accountId);
    await listed(ACME.name);
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
