// @vitest-environment jsdom
// The payment method form on the shared schema, each kind's check said at its field as
// the person leaves it: a routing number's check digit, an IBAN's length and check
// digits, an EIP-55 checksum in a mixed-case Ethereum address, a Solana address's base58
// length, an open handle's shape. A submit with problems sends nothing and focuses the
// first; only the chosen kind's fields are sent; main's field errors land on the fields.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentMethodForm } from '../../../../renderer/src/screens/counterparties/payment-method-form';
import { EMPTY_METHOD } from '../../../../renderer/src/screens/counterparties/payment-method-fields';

const errorOf = (id: string) => document.getElementById(`method-${id}-error`)?.textContent;
const VALID_EIP55 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const WRONG_CASE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

function renderForm(prepare = vi.fn()) {
  const onPrepared = vi.fn();
  render(createElement(PaymentMethodForm, { counterpartyId: 'cpt_acme1', counterpartyName: 'Acme GmbH', initial: EMPTY_METHOD, prepare, onPrepared }));
  return { prepare, onPrepared, user: userEvent.setup() };
}

async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
  await user.tab();
}

afterEach(cleanup);

describe('PaymentMethodForm', () => {
  it('US bank: a routing number whose check digit is wrong is said at the field; a good one clears it', async () => {
    const { user } = renderForm();
    await typeAndLeave(user, 'Routing number', '021000022');
    await waitFor(() => expect(errorOf('routingNumber')).toBe('The routing number must be a 9-digit ABA routing number with a valid check digit.'));
    expect(screen.getByLabelText('Routing number').getAttribute('aria-describedby')).toBe('method-routingNumber-hint method-routingNumber-error');
    await typeAndLeave(user, 'Routing number', '021000021');
    await waitFor(() => expect(errorOf('routingNumber')).toBe(''));
    await typeAndLeave(user, 'Account number', '12');
    await waitFor(() => expect(errorOf('accountNumber')).toBe('The account number must be 4 to 17 digits.'));
  });

  it('international bank: an IBAN of the wrong length, then with wrong check digits', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Kind of payment method'), 'international_bank');
    await typeAndLeave(user, 'IBAN', 'de89 3704 0044 0532 0130 0');
    await waitFor(() => expect(errorOf('iban')).toBe('The IBAN is 21 characters long, but an IBAN of DE has 22: check for a missing or extra character.'));
    await typeAndLeave(user, 'IBAN', 'DE89 3704 0044 0532 0130 01');
    await waitFor(() => expect(errorOf('iban')).toMatch(/^The IBAN has check digits that do not match/));
    await typeAndLeave(user, 'IBAN', 'DE89 3704 0044 0532 0130 00');
    await waitFor(() => expect(errorOf('iban')).toBe(''));
    await typeAndLeave(user, 'Intermediary BIC (optional)', 'DEUT');
    await waitFor(() => expect(errorOf('intermediaryBic')).toMatch(/^The intermediary BIC must be a BIC such as DEUTDEFF/));
  });

  it('switching US bank -> International drops the US account number\'s message; an account number said missing is cleared by a valid IBAN', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Account number'));
    await user.tab();
    await waitFor(() => expect(errorOf('accountNumber')).toBe('Enter the account number.'));
    await user.selectOptions(screen.getByLabelText('Kind of payment method'), 'international_bank');
    await waitFor(() => expect(errorOf('accountNumber') ?? '').toBe(''));
    // Left blank on the international kind: whatever is said of it, a valid IBAN leaves nothing to say.
    await user.click(screen.getByLabelText(/^Account number/));
    await user.tab();
    await typeAndLeave(user, 'IBAN', 'DE89 3704 0044 0532 0130 00');
    await waitFor(() => expect(errorOf('accountNumber') ?? '').toBe(''));
    expect(errorOf('iban') ?? '').toBe('');
  });

  it('international bank submitted empty: the IBAN says what to enter in a sentence; an account number without a BIC is said at the BIC', async () => {
    const { user, prepare } = renderForm();
    await user.selectOptions(screen.getByLabelText('Kind of payment method'), 'international_bank');
    await user.click(screen.getByRole('button', { name: 'Review the payment method' }));
    await waitFor(() => expect(errorOf('iban')).toBe('Enter the IBAN, or an account number with its BIC.'));
    expect(errorOf('bic') ?? '').toBe('');
    await typeAndLeave(user, 'Account number', '1234567');
    await user.click(screen.getByRole('button', { name: 'Review the payment method' }));
    await waitFor(() => expect(errorOf('bic')).toBe('Enter the BIC of the bank that holds the account number.'));
    expect(errorOf('iban') ?? '').toBe('');
    expect(prepare).not.toHaveBeenCalled();
  });

  it('crypto wallet: a wrong EIP-55 checksum on Ethereum and a short Solana address are said at the address, before the currency is typed', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Kind of payment method'), 'crypto_wallet');
    // The currency is not typed yet: the address is checked for its chain all the same.
    await user.selectOptions(screen.getByLabelText('Chain'), 'ethereum');
    await typeAndLeave(user, 'Wallet address', WRONG_CASE);
    await waitFor(() => expect(errorOf('walletAddress')).toMatch(/^The wallet address has a letter in the wrong case for its EIP-55 checksum/));
    await typeAndLeave(user, 'Wallet address', VALID_EIP55);
    await waitFor(() => expect(errorOf('walletAddress')).toBe(''));
    await user.selectOptions(screen.getByLabelText('Chain'), 'solana');
    await typeAndLeave(user, 'Wallet address', '7EcDhSYGxXyscszYEp35KHN8vvw3sv');
    await waitFor(() => expect(errorOf('walletAddress')).toMatch(/^The wallet address is not a Solana address: expected a base58 address of 32 to 44 characters/));
  });

  it('open: a handle that is not @org.handle.CUR is said at the field', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Kind of payment method'), 'open');
    await typeAndLeave(user, 'Currency', 'USD');
    await typeAndLeave(user, 'Network handle or id', 'acme.treasury');
    await waitFor(() => expect(errorOf('openId')).toMatch(/^The network handle or id must be a network handle @<org>\.<handle>\.<currency>/));
  });

  it('sends nothing while a field has a problem and focuses the first; then only the kind’s fields are sent', async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'accountNumber', message: 'This account number is already a method of Acme GmbH.' }] } });
    const { user, onPrepared } = renderForm(prepare);
    await user.selectOptions(screen.getByLabelText('Kind of payment method'), 'open');
    await typeAndLeave(user, 'Currency', 'usd');
    await user.selectOptions(screen.getByLabelText('Kind of payment method'), 'us_bank');
    await user.click(screen.getByRole('button', { name: 'Review the payment method' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('method-accountHolderName'));
    expect(errorOf('accountHolderName')).toBe('Enter the account holder name, as the bank has it.');
    expect(errorOf('routingNumber')).toBe('Enter the 9-digit routing number.');
    expect(prepare).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Account holder name'), 'Acme GmbH');
    await user.type(screen.getByLabelText('Routing number'), '021000021');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.selectOptions(screen.getByLabelText('Account type (optional)'), 'checking');
    await user.click(screen.getByRole('button', { name: 'Review the payment method' }));
    await waitFor(() => expect(errorOf('accountNumber')).toBe('This account number is already a method of Acme GmbH.'));
    expect(prepare).toHaveBeenCalledWith({
      counterpartyId: 'cpt_acme1', type: 'us_bank', currency: 'USD', accountHolderName: 'Acme GmbH', routingNumber: '021000021', accountNumber: '000123456789', bankAccountType: 'checking', bankName: '', label: '',
    });
    expect(document.activeElement?.id).toBe('method-accountNumber');
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('000123456789');
    expect(onPrepared).not.toHaveBeenCalled();
  });
});
