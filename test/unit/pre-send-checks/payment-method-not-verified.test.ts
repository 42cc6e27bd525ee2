// payment_method_not_verified: each result the API can report on a payment method. A name
// that does not match (or only partly, or the deprecated mismatch) is the strong warning
// with what to do; a method that could not be checked is the milder one; verified, not
// required, or no result: nothing. Registered among a payment's checks.
import { describe, expect, it } from 'vitest';
import { paymentChecks, paymentMethodNotVerifiedCheck } from '../../../electron/pre-send-checks';
import type { PaymentMethod } from '../../../shared/schemas';
import { ACCOUNTS, COUNTERPARTIES, METHODS, NOW } from '../write-flows/write-flow-fixtures';

const acme = { name: 'Acme Supplies LLC' };
const withResult = (validationResult: string | undefined, validatedAt: string | null = '2026-03-09T15:00:00Z') =>
  ({ ...METHODS.acmeBank, ...(validationResult === undefined ? {} : { validationResult }), validatedAt }) as PaymentMethod;
const message = (result: string | undefined, timeZone?: string) => paymentMethodNotVerifiedCheck(withResult(result), acme, timeZone === undefined ? {} : { timeZone })?.message;

describe('payment_method_not_verified', () => {
  it.each([
    ['no_match', "the bank reported that the account holder's name does not match the recipient's"],
    ['partial_match', "the bank reported that the account holder's name matches the recipient's only partly"],
    ['mismatch', "the bank reported that the account's details do not match the recipient's"],
  ])('%s: the name does not match, and what to do', (result, finding) => {
    expect(message(result)).toBe(
      `The payment method ("Acme operating", US bank account ending 6789) is not verified: ${finding} (checked 2026-03-09 15:00 UTC). ` +
        'Check the payment method with Acme Supplies LLC through a channel you already trust before paying; acknowledge this only once you have.',
    );
    expect(paymentMethodNotVerifiedCheck(withResult(result), acme, {})?.severity).toBe('warning');
  });

  it.each([
    ['unverified', 'the bank could not confirm that it belongs to the recipient'],
    ['unavailable', "the bank's check was unavailable"],
    ['error', "the bank's check failed"],
  ])('%s: the milder warning that it could not be verified', (result, finding) => {
    expect(message(result)).toBe(
      `The payment method ("Acme operating", US bank account ending 6789) is not verified: ${finding} (checked 2026-03-09 15:00 UTC). ` +
        'Make sure its details are right (ask Acme Supplies LLC through a channel you already trust if in doubt) before paying.',
    );
  });

  it('an open-network handle has no bank: the provider is who could not confirm it', () => {
    const handle = { ...METHODS.northwindOpen, validationResult: 'unverified', validatedAt: null } as PaymentMethod;
    const said = paymentMethodNotVerifiedCheck(handle, { name: 'Northwind Traders' }, {})?.message ?? '';
    expect(said).toContain('is not verified: the provider could not confirm that it belongs to the recipient.');
    expect(said).not.toMatch(/bank/);
  });

  it.each([['verified'], ['not_required'], [undefined]])('%s: nothing', (result) => {
    expect(paymentMethodNotVerifiedCheck(withResult(result), acme, {})).toBeUndefined();
  });

  it('writes the check time in the person\'s zone, leaves it out when never checked, and marks a result this app does not know', () => {
    expect(message('no_match', 'America/Chicago')).toContain('(checked 2026-03-09 10:00 CDT)');
    expect(paymentMethodNotVerifiedCheck(withResult('unverified', null), acme, {})?.message).toContain('belongs to the recipient. Make sure');
    expect(message('pending_review')).toMatch(/is not verified: the bank's result was pending_review \(unknown result\) \(checked [^)]+\)\. Make sure/);
  });

  it("is among a payment's checks, named by the same words as the review's To row", () => {
    const ctx = {
      environment: 'sandbox' as const,
      now: NOW,
      cache: {
        accounts: { goneAt: () => null }, counterparties: { goneAt: () => null }, paymentMethods: { goneAt: () => null },
        ledgerTransactions: { balances: () => ({ accounts: [], lastSyncedAt: null }) },
        payments: { iteratePayments: () => [{ counterpartyId: 'cpt_northwind', status: 'completed' }] },
      } as never,
    };
    const checks = paymentChecks({
      rail: 'open', account: ACCOUNTS.usd, counterparty: COUNTERPARTIES.northwind, method: { ...METHODS.northwindOpen, validationResult: 'unverified', validatedAt: null } as PaymentMethod,
      side: 'send', amount: { currency: 'USD', minor: 100n },
    }, ctx);
    expect(checks.map((c) => c.code)).toEqual(['payment_method_not_verified']);
    expect(checks[0]?.message).toMatch(/^The payment method \(open-network recipient @northwind\.pay\.usd\) is not verified: .*ask Northwind Traders/);
  });
});
