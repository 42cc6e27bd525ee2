// @vitest-environment jsdom
// The "New account number" form: the kind chosen by keyboard goes to main's prepare with
// the account; main's error on the account lands at the account's field (tied by
// aria-describedby), and one naming no field on the form's own error line.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewAccountNumberForm } from '../../../../renderer/src/screens/balances/new-account-number-form';

afterEach(cleanup);

function renderForm(prepare = vi.fn()) {
  const onPrepared = vi.fn();
  render(createElement(NewAccountNumberForm, { accountName: 'Payroll USD', initial: { accountId: 'acc_payroll1', type: 'us_ach' }, prepare, onPrepared }));
  return { onPrepared, user: userEvent.setup() };
}

describe('NewAccountNumberForm', () => {
  it("sends the kind chosen with the account, and places main's errors at the account's field and on the form's line", async () => {
    const prepare = vi.fn().mockResolvedValue({
      ok: true,
      value: { ok: false, fieldErrors: [{ field: 'accountId', message: 'US account numbers receive US dollars; choose a USD account.' }, { field: 'autoConvert', message: 'Conversion is not offered.' }] },
    });
    const { user, onPrepared } = renderForm(prepare);
    await user.click(screen.getByRole('radio', { name: /US Fedwire account number/ }));
    await user.click(screen.getByRole('button', { name: 'Review the account number' }));
    await waitFor(() => expect(document.getElementById('account-number-account-error')?.textContent).toBe('US account numbers receive US dollars; choose a USD account.'));
    expect(prepare).toHaveBeenCalledWith({ accountId: 'acc_payroll1', type: 'us_fedwire' });
    const account = screen.getByLabelText('Account');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(account.getAttribute('aria-describedby')).toBe('account-number-account-hint account-number-account-error');
    expect(screen.getByRole('alert').textContent).toBe('Conversion is not offered.');
    expect(onPrepared).not.toHaveBeenCalled();
  });

  it('hands the prepared review on with the values it was made from', async () => {
    const prepared = { id: 'prep_1' };
    const { user, onPrepared } = renderForm(vi.fn().mockResolvedValue({ ok: true, value: { ok: true, prepared } }));
    await user.click(screen.getByRole('button', { name: 'Review the account number' }));
    await waitFor(() => expect(onPrepared).toHaveBeenCalledWith(prepared, { accountId: 'acc_payroll1', type: 'us_ach' }));
  });
});
