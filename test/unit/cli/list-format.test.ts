// The list commands' formatting: money with exactly its currency's decimals (never a JS
// number), identifiers masked, and "from the list" messages naming the list command.
import { describe, expect, it } from 'vitest';
import { jsonMoney, methodIdentifiers, moneyText, namingListCommand } from '../../../electron/cli/commands/list-format';
import { maskedIban, maskedWallet } from '../../../electron/export/export-counterparties';
import { responseMoney } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/schemas';

describe('money', () => {
  it.each([
    [responseMoney('USD', '123456789'), '1,234,567.89', '1234567.89'],
    [responseMoney('JPY', '5000'), '5,000', '5000'],
    [responseMoney('USDC', '12500000'), '12.500000', '12.500000'],
    [{ currency: 'USD', exponent: 3, value: '1500', displayValue: '1.500' }, '1.50', '1.50'],
    [{ currency: 'USD', exponent: 3, value: '1505', displayValue: '1.505' }, '1.505', '1.505'],
    [responseMoney('USD', '9007199254740993'), '90,071,992,547,409.93', '90071992547409.93'],
  ])('%j is %s for people and %s for programs', (money, forPeople, forPrograms) => {
    expect(moneyText(money)).toBe(forPeople);
    expect(jsonMoney(money)).toEqual({ currency: money.currency, amount: forPrograms });
  });
});

describe('masking', () => {
  it('never shows a full account number, IBAN or wallet address', () => {
    expect(maskedIban('DE89 3704 0044 0532 0130 00')).toBe('DE****3000');
    expect(maskedWallet('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toBe('0x8ba1...BA72');
    const method = (fields: Partial<PaymentMethod>) => ({ id: 'pm_1', counterpartyId: 'cpt_1', status: 'active', currency: 'USD', createdAt: '2026-01-01T00:00:00Z', ...fields }) as PaymentMethod;
    expect(methodIdentifiers(method({ type: 'us_bank', routingNumber: '021000021', accountNumberLast4: '6789' }))).toBe('routing 021000021 ****6789');
    expect(methodIdentifiers(method({ type: 'international_bank', iban: 'GB82WEST12345698765432', bic: 'WESTGB2L' }))).toBe('IBAN GB****5432 BIC WESTGB2L');
    expect(methodIdentifiers(method({ type: 'crypto_wallet', chain: 'base', walletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' }))).toBe('base 0x8ba1...BA72');
    // A chain the API added later: as it came, marked.
    expect(methodIdentifiers(method({ type: 'crypto_wallet', chain: 'tron' as never, walletAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }))).toBe('tron (unknown network) TLa2f6...YjU7');
  });
});

describe('messages name the list command', () => {
  it.each([
    ['pm_x is not in this app\'s records: sync, then choose a payment method from the list.', '`treasury payment-methods CPT`'],
    ['"wire" is not a payment method id (pm_…): choose one from the list.', '`treasury payment-methods CPT`'],
    ['cpt_x does not exist on the server: choose a counterparty from the list.', '`treasury counterparties`'],
    ['"x" is not a payment id (pmt_…): choose one from the list.', '`treasury payments`'],
    ['acc_x is not in this app\'s records: sync, then choose an account from the list.', '`treasury balances`'],
  ])('%s', (message, command) => {
    expect(namingListCommand(message)).toBe(message.replace('from the list', `from ${command}`));
  });

  it('leaves other messages alone', () => {
    expect(namingListCommand('Enter the amount.')).toBe('Enter the amount.');
  });
});
