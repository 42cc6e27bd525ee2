// @vitest-environment jsdom
// The "New transfer" form on the shared transfer form schema, as a person types: an
// amount's error at the field when the person leaves it and gone once fixed, the amount
// read back in the currency's decimals, a submit with problems sending nothing and
// putting focus on the first one, and main's field errors landing on the form's own
// fields with nothing typed cleared.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountBalance } from '../../../../renderer/src/queries/balance-queries';
import { EMPTY_TRANSFER, NewTransferForm } from '../../../../renderer/src/screens/transfers/new-transfer-form';

function account(accountId: string, accountName: string, currency: string, balance: string): AccountBalance {
  return {
    accountId, accountName, accountStatus: 'active', currency, balance, source: 'server', asOf: '2026-11-26T09:00:00.000Z', latestTransactionId: null,
    server: null, ledger: null, disagrees: false, goneAt: null,
  } as AccountBalance;
}

const OPERATING = account('acc_operating1', 'Operating', 'USD', '5000.00');
const PAYROLL = account('acc_payroll1', 'Payroll', 'USD', '10.00');
const EURO = account('acc_euro1', 'Euro float', 'EUR', '900.00');
const accounts = new Map([OPERATING, PAYROLL].map((a) => [a.accountId, a]));

function renderForm(prepare = vi.fn(), shown: ReadonlyMap<string, AccountBalance> = accounts) {
  const onPrepared = vi.fn();
  render(createElement(NewTransferForm, { accounts: shown, initial: EMPTY_TRANSFER, prepare, onPrepared }));
  return { prepare, onPrepared, user: userEvent.setup() };
}

afterEach(cleanup);

const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent);

describe('NewTransferForm', () => {
  it("offers as To accounts only those in the From account's currency, says so, and says when there is none", async () => {
    const { user } = renderForm(vi.fn(), new Map([OPERATING, PAYROLL, EURO].map((a) => [a.accountId, a])));
    await user.selectOptions(screen.getByLabelText('To account'), EURO.accountId);
    await user.selectOptions(screen.getByLabelText('From account'), OPERATING.accountId);
    expect(optionTexts('To account')).toEqual(['Choose an account…', 'Payroll (USD)']);
    expect((screen.getByLabelText('To account') as HTMLSelectElement).value).toBe('');
    expect(document.getElementById('transfer-destination-hint')?.textContent).toBe('One of your own USD accounts: a transfer stays in the From account’s currency.');
    await user.selectOptions(screen.getByLabelText('From account'), EURO.accountId);
    expect(optionTexts('To account')).toEqual(['Choose an account…']);
    expect(document.getElementById('transfer-destination-hint')?.textContent).toBe('You have no other EUR account: a transfer moves money between two accounts in the same currency.');
  });

  it('never offers the From account as the To account, and lets go of a To account once it becomes the From account', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('From account'), OPERATING.accountId);
    expect(optionTexts('To account')).toEqual(['Choose an account…', 'Payroll (USD)']);
    await user.selectOptions(screen.getByLabelText('To account'), PAYROLL.accountId);
    await user.selectOptions(screen.getByLabelText('From account'), PAYROLL.accountId);
    expect(optionTexts('To account')).toEqual(['Choose an account…', 'Operating (USD)']);
    expect((screen.getByLabelText('To account') as HTMLSelectElement).value).toBe('');
  });

  it('shows an amount error when the field is left, clears it once fixed, and reads the amount back in the currency', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('From account'), OPERATING.accountId);
    expect(screen.getByText(/Balance 5,000\.00 USD, as of/)).toBeTruthy();
    const amount = screen.getByLabelText('Amount in USD');
    await user.type(amount, '12.345');
    expect(document.getElementById('transfer-amount-error')?.textContent).toBe('');
    await user.tab();
    await waitFor(() => expect(document.getElementById('transfer-amount-error')?.textContent).toMatch(/3 decimals; USD allows at most 2/));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain('transfer-amount-error');
    await user.clear(amount);
    await user.type(amount, '1234.5');
    await waitFor(() => expect(document.getElementById('transfer-amount-error')?.textContent).toBe(''));
    expect(screen.getByRole('status').textContent).toBe('Reads as 1,234.50 USD');
  });

  it('sends nothing while a field has a problem and puts focus on the first one', async () => {
    const { user, prepare } = renderForm();
    await user.selectOptions(screen.getByLabelText('From account'), OPERATING.accountId);
    await user.type(screen.getByLabelText('Reference (optional)'), 'Sweep');
    await user.click(screen.getByRole('button', { name: 'Review the transfer' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('transfer-destination'));
    expect(document.getElementById('transfer-destination-error')?.textContent).toBe('Choose the account to move the money to.');
    expect(document.getElementById('transfer-amount-error')?.textContent).not.toBe('');
    expect(prepare).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('Sweep');
  });

  it("puts main's field errors on the form's fields, focus on the first, nothing typed cleared", async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'amount.value', message: 'Payroll cannot receive more than 100.00 USD today.' }] } });
    const { user, onPrepared } = renderForm(prepare);
    await user.selectOptions(screen.getByLabelText('From account'), OPERATING.accountId);
    await user.selectOptions(screen.getByLabelText('To account'), PAYROLL.accountId);
    await user.type(screen.getByLabelText('Amount in USD'), '1,234.56');
    await user.tab();
    expect(document.activeElement?.id).toBe('transfer-reference');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.getElementById('transfer-amount-error')?.textContent).toBe('Payroll cannot receive more than 100.00 USD today.'));
    expect(prepare).toHaveBeenCalledWith({ sourceAccountId: OPERATING.accountId, destinationAccountId: PAYROLL.accountId, amount: '1,234.56', currency: 'USD', reference: '' });
    expect(document.activeElement?.id).toBe('transfer-amount');
    expect((screen.getByLabelText('Amount in USD') as HTMLInputElement).value).toBe('1,234.56');
    expect(onPrepared).not.toHaveBeenCalled();
  });

  it("opened again after the server refused it, shows the refusal at the field it names, focused, with what was typed", async () => {
    const initial = { ...EMPTY_TRANSFER, sourceAccountId: OPERATING.accountId, destinationAccountId: PAYROLL.accountId, amount: '12', currency: 'USD' };
    const refusal = [{ field: 'amount.value', message: 'Refused by the server (request req_9): the amount is above your daily limit.' }];
    render(createElement(NewTransferForm, { accounts, initial, refusal, prepare: vi.fn(), onPrepared: vi.fn() }));
    await waitFor(() => expect(document.getElementById('transfer-amount-error')?.textContent).toBe(refusal[0]!.message));
    expect(document.activeElement?.id).toBe('transfer-amount');
    expect((document.getElementById('transfer-amount') as HTMLInputElement).value).toBe('12');
  });
});
