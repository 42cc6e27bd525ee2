// @vitest-environment jsdom
// The one account select of the write forms: named by its label, it offers the accounts
// still at the server (a gone one left out) sorted by their shown name, only those of the
// currency asked for (or those a test on the currency accepts); its hint and its error
// are tied to it by aria-describedby, the error shown at the field on submit with focus
// on it, and gone once an account is chosen.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSelect, balanceHint, type CurrencyFilter } from '../../../../renderer/src/components/forms/account-select';
import type { AccountBalance } from '../../../../renderer/src/queries/balance-queries';

function account(accountId: string, accountName: string | null, currency: string | null, balance: string | null, goneAt: string | null = null): AccountBalance {
  return {
    accountId, accountName, accountStatus: 'active', currency, balance, source: 'server', asOf: '2026-11-26T09:00:00.000Z', latestTransactionId: null,
    server: null, ledger: null, disagrees: false, goneAt,
  } as AccountBalance;
}

const PAYROLL = account('acc_payroll1', 'Payroll', 'USD', '10.00');
const OPERATING = account('acc_operating1', 'Operating', 'USD', '5000.00');
const EURO = account('acc_euro1', 'Operating', 'EUR', '70.00');
const CLOSED = account('acc_closed1', 'Closed', 'USD', '0.00', '2026-11-20T00:00:00.000Z');
const STABLE = account('acc_usdc1', 'Treasury', 'USDC', '1.000000');
const accounts = new Map([PAYROLL, OPERATING, EURO, CLOSED, STABLE].map((a) => [a.accountId, a]));

function Harness({ currency }: { currency?: CurrencyFilter }) {
  const form = useForm<{ accountId: string }>({ defaultValues: { accountId: '' }, mode: 'onTouched' });
  return createElement(
    'form',
    { noValidate: true, onSubmit: (event: Event) => void form.handleSubmit(() => undefined)(event as never) },
    createElement(AccountSelect, {
      id: 'test-account',
      label: 'From account',
      field: form.register('accountId', { required: 'Choose the account the money leaves.' }),
      accounts,
      currency,
      hint: 'The account the money leaves.',
      error: form.formState.errors.accountId?.message,
    }),
    createElement('button', { type: 'submit' }, 'Review'),
  );
}

const optionTexts = () => [...(screen.getByLabelText('From account') as HTMLSelectElement).options].map((option) => option.textContent);

afterEach(cleanup);

describe('AccountSelect', () => {
  it('is named by its label and offers the accounts at the server, sorted by their shown name, a gone one left out', () => {
    render(createElement(Harness, {}));
    expect(screen.getByRole('combobox', { name: 'From account' }).id).toBe('test-account');
    expect(optionTexts()).toEqual(['Choose an account…', 'Operating (EUR)', 'Operating (USD)', 'Payroll (USD)', 'Treasury (USDC)']);
  });

  it('offers only the accounts in the currency asked for, or those a test on the currency accepts', () => {
    render(createElement(Harness, { currency: 'USD' }));
    expect(optionTexts()).toEqual(['Choose an account…', 'Operating (USD)', 'Payroll (USD)']);
    cleanup();
    render(createElement(Harness, { currency: (currency: string) => currency.startsWith('USD') }));
    expect(optionTexts()).toEqual(['Choose an account…', 'Operating (USD)', 'Payroll (USD)', 'Treasury (USDC)']);
  });

  it('shows its error at the field, tied by aria-describedby with its hint, focused, and gone once an account is chosen', async () => {
    render(createElement(Harness, { currency: 'USD' }));
    const select = screen.getByLabelText('From account');
    expect(select.getAttribute('aria-describedby')).toBe('test-account-hint');
    expect(document.getElementById('test-account-hint')?.textContent).toBe('The account the money leaves.');
    expect(select.getAttribute('aria-invalid')).toBe('false');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(document.getElementById('test-account-error')?.textContent).toBe('Choose the account the money leaves.'));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('test-account-hint test-account-error');
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, PAYROLL.accountId);
    await waitFor(() => expect(document.getElementById('test-account-error')?.textContent).toBe(''));
    expect(select.getAttribute('aria-invalid')).toBe('false');
  });

  it("says an account's cached balance in its currency, or that none is known yet", () => {
    expect(balanceHint(OPERATING)).toMatch(/^Balance 5,000\.00 USD, as of .+ \(from the last sync\)\.$/);
    expect(balanceHint(account('acc_new1', 'New', 'USD', null))).toBe('No balance is known for this account yet: sync to read it.');
  });
});
