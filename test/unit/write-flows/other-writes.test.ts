// Cancel, collections, transfers and account numbers: bodies, summaries and the field
// errors that say what to fix.
import { describe, expect, it } from 'vitest';
import { fieldErrors, harness, paymentResource, preparedOf } from './write-flow-fixtures';

describe('cancel a payment', () => {
  it('prepares a cancel of a payment that is still cancelable', async () => {
    const { flows, cache } = harness();
    cache.payments.upsertMany([paymentResource({ id: 'pmt_c1' })]);
    const prepared = preparedOf(await flows.cancelPayment.prepare({ paymentId: 'pmt_c1' }));
    expect(prepared).toMatchObject({ operation: 'cancelPayment', pathParams: { paymentId: 'pmt_c1' }, body: {} });
    expect(prepared.summary).toBe('Cancel payment pmt_c1 of 1,234.56 USD to Acme Supplies LLC by ACH (created)');
  });

  it.each([
    [{ status: 'processing', cancellationState: 'not_cancelable' }, 'This payment is processing and can no longer be canceled.'],
    [{ status: 'completed' }, 'This payment is already completed: there is nothing to cancel.'],
    [{ status: 'requires_action', cancellationState: 'not_cancelable' }, 'This payment is requires_action and can no longer be canceled.'],
  ] as const)('refuses a payment %j', async (state, message) => {
    const { flows, cache } = harness();
    cache.payments.upsertMany([paymentResource({ id: 'pmt_c2', ...state })]);
    expect(fieldErrors(await flows.cancelPayment.prepare({ paymentId: 'pmt_c2' })).paymentId).toBe(message);
  });

  it('reads the current state from the server when it can, and says when a payment is unknown', async () => {
    const { flows, cache } = harness({ api: { getPayment: async (id) => ({ data: paymentResource({ id, status: 'processing', cancellationState: 'not_cancelable' }) }) as never } });
    cache.payments.upsertMany([paymentResource({ id: 'pmt_c3' })]);
    expect(fieldErrors(await flows.cancelPayment.prepare({ paymentId: 'pmt_c3' })).paymentId).toMatch(/processing and can no longer be canceled/);
    expect(cache.payments.get('pmt_c3')?.status).toBe('processing');
    const offline = harness();
    expect(fieldErrors(await offline.flows.cancelPayment.prepare({ paymentId: 'pmt_zzz' })).paymentId).toMatch(/pmt_zzz is not in this app's records/);
  });
});

describe('ACH collection', () => {
  const COLLECT = { destinationAccountId: 'acc_usd', paymentMethodId: 'pm_janebank', amount: '75.50', currency: 'USD' };

  it('pulls from a us_bank method into a USD account', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.collections.prepare({ ...COLLECT, reference: 'Subscription' }));
    expect(prepared.body).toEqual({
      destinationAccountId: 'acc_usd', paymentMethodId: 'pm_janebank', counterpartyId: 'cpt_jane', rail: 'ach',
      amount: { currency: 'USD', value: '7550' }, reference: 'Subscription',
    });
    expect(prepared.summary).toBe('Collect 75.50 USD from Jane Cooper by ACH debit into Operating USD (ref "Subscription")');
  });

  it('refuses a non-USD account, a method that cannot be debited by ACH and a currency mismatch', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.collections.prepare({ ...COLLECT, destinationAccountId: 'acc_eur', currency: 'EUR' })).destinationAccountId).toMatch(/ACH moves US dollars; Operating EUR holds EUR/);
    expect(fieldErrors(await flows.collections.prepare({ ...COLLECT, paymentMethodId: 'pm_basewallet' })).paymentMethodId).toMatch(/needs a US bank account/);
    expect(fieldErrors(await flows.collections.prepare({ ...COLLECT, currency: 'EUR' })).currency).toMatch(/Operating USD holds USD, not EUR/);
    expect(fieldErrors(await flows.collections.prepare({ ...COLLECT, amount: '0' })).amount).toMatch(/greater than zero/);
  });
});

describe('internal transfer', () => {
  const MOVE = { sourceAccountId: 'acc_usd', destinationAccountId: 'acc_payroll', amount: '1,000', currency: 'USD' };

  it('moves money between two accounts of one currency', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.transfers.prepare(MOVE));
    expect(prepared.body).toEqual({ sourceAccountId: 'acc_usd', destinationAccountId: 'acc_payroll', amount: { currency: 'USD', value: '100000' } });
    expect(prepared.summary).toBe('Move 1,000.00 USD from Operating USD to Payroll USD');
  });

  it('refuses the same account, another currency, and a frozen account', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.transfers.prepare({ ...MOVE, destinationAccountId: 'acc_usd' })).destinationAccountId).toBe('Choose a different account to move the money to.');
    expect(fieldErrors(await flows.transfers.prepare({ ...MOVE, destinationAccountId: 'acc_eur' })).destinationAccountId).toMatch(/Transfers are same-currency: Operating USD holds USD and Operating EUR holds EUR/);
    expect(fieldErrors(await flows.transfers.prepare({ ...MOVE, currency: 'EUR' })).currency).toMatch(/holds USD, not EUR/);
    expect(fieldErrors(await flows.transfers.prepare({ ...MOVE, destinationAccountId: 'acc_frozen' })).destinationAccountId).toBe('Frozen USD is frozen: choose an active account.');
  });
});

describe('account number', () => {
  it('adds a US account number to a USD account', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.accountNumbers.prepare({ accountId: 'acc_usd', type: 'us_ach' }));
    expect(prepared).toMatchObject({ operation: 'createAccountNumber', pathParams: { accountId: 'acc_usd' }, body: { type: 'us_ach' } });
    expect(prepared.summary).toBe('Add a US ACH account number to Operating USD');
  });

  it('refuses another currency and an unknown type', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.accountNumbers.prepare({ accountId: 'acc_eur', type: 'us_fedwire' })).accountId).toMatch(/US account numbers receive US dollars; Operating EUR holds EUR/);
    expect(fieldErrors(await flows.accountNumbers.prepare({ accountId: 'acc_usd', type: 'iban' as never })).type).toMatch(/choose us_ach, us_fedwire/);
  });
});
