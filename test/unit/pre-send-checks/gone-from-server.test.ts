// gone_from_server: a payment to a counterparty or payment method the server no longer
// lists, or from an account it no longer lists, is blocked with a message naming the
// record and what to do; the check runs again at confirmation, so a record found gone
// after review still stops the send; transfers and collections are checked too.
import { describe, expect, it } from 'vitest';
import { goneFromServerCheck } from '../../../electron/pre-send-checks';
import { ConfirmationRefusedError } from '../../../electron/write-flows';
import { ACCOUNTS, ACH, COUNTERPARTIES, harness, METHODS, preparedOf, seededCache } from '../write-flows/write-flow-fixtures';

async function refusal(promise: Promise<unknown>): Promise<ConfirmationRefusedError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof ConfirmationRefusedError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('goneFromServerCheck', () => {
  it('says nothing while every record is listed', () => {
    const cache = seededCache();
    expect(goneFromServerCheck({ accounts: [ACCOUNTS.usd], counterparty: COUNTERPARTIES.acme, method: METHODS.acmeBank }, { cache })).toBeUndefined();
  });

  it('names each gone record and what to do instead, in one block', () => {
    const cache = seededCache();
    cache.accounts.markGone(['acc_usd']);
    cache.counterparties.markGone(['cpt_acme']);
    cache.paymentMethods.markGone(['pm_acmebank']);
    const check = goneFromServerCheck({ accounts: [ACCOUNTS.usd], counterparty: COUNTERPARTIES.acme, method: METHODS.acmeBank }, { cache });
    expect(check?.code).toBe('gone_from_server');
    expect(check?.severity).toBe('block');
    expect(check?.message).toMatch(/^The account Operating USD \(acc_usd\) is no longer on the server \(gone since \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\): choose another account, or sync to check again\./);
    expect(check?.message).toContain('The counterparty Acme Supplies LLC (cpt_acme) is no longer on the server');
    expect(check?.message).toContain('choose another counterparty, or sync to check again.');
    expect(check?.message).toContain('The payment method ("Acme operating", US bank account ending 6789, pm_acmebank) is no longer on the server');
    expect(check?.message).toContain('choose another payment method or add a new one, or sync to check again.');
  });

  it("checks a method's counterparty when no counterparty is given (collections)", () => {
    const cache = seededCache();
    cache.counterparties.markGone(['cpt_jane']);
    expect(goneFromServerCheck({ method: METHODS.janeBank }, { cache })?.message).toMatch(/^The counterparty cpt_jane is no longer on the server/);
  });
});

describe('writes to or from a gone record', () => {
  it('a payment to a gone counterparty is prepared with the block, and confirming it is refused', async () => {
    const { flows, cache, outbox } = harness();
    cache.counterparties.markGone(['cpt_acme']);
    const prepared = preparedOf(await flows.payments.prepareAch(ACH));
    expect(prepared.checks[0]).toMatchObject({ code: 'gone_from_server', severity: 'block' });
    const error = await refusal(flows.confirm(prepared));
    expect(error.code).toBe('blocked');
    expect(error.message).toContain('Not sent: The counterparty Acme Supplies LLC (cpt_acme) is no longer on the server');
    expect(outbox.intents).toEqual([]);
  });

  it('a payment method found gone after review stops the confirmation; found again, it is sent', async () => {
    const { flows, cache, outbox } = harness();
    const prepared = preparedOf(await flows.payments.prepareAch(ACH));
    expect(prepared.checks).toEqual([]);
    cache.paymentMethods.markGone(['pm_acmebank']);
    const error = await refusal(flows.confirm(prepared));
    expect(error.checks.map((c) => c.code)).toEqual(['gone_from_server']);
    expect(outbox.intents).toEqual([]);
    // A later sync lists it again: the write clears the mark, and the same instruction can be confirmed.
    cache.paymentMethods.upsertMany([METHODS.acmeBank]);
    const again = preparedOf(await flows.payments.prepareAch(ACH));
    expect((await flows.confirm(again)).outcome.state).toBe('succeeded');
  });

  it('a payment from a gone account, a transfer to one and a collection from a gone counterparty are blocked', async () => {
    const { flows, cache } = harness();
    cache.accounts.markGone(['acc_payroll']);
    cache.counterparties.markGone(['cpt_jane']);
    const payment = preparedOf(await flows.payments.prepareAch({ ...ACH, sourceAccountId: 'acc_payroll' }));
    expect(payment.checks[0]?.message).toMatch(/^The account Payroll USD \(acc_payroll\) is no longer on the server/);
    const transfer = preparedOf(await flows.transfers.prepare({ sourceAccountId: 'acc_usd', destinationAccountId: 'acc_payroll', amount: '1', currency: 'USD' }));
    expect(transfer.checks.map((c) => `${c.severity}:${c.code}`)).toEqual(['block:gone_from_server']);
    const collection = preparedOf(await flows.collections.prepare({ destinationAccountId: 'acc_usd', paymentMethodId: 'pm_janebank', counterpartyId: 'cpt_jane', amount: '10', currency: 'USD' }));
    expect(collection.checks[0]).toMatchObject({ code: 'gone_from_server', severity: 'block' });
  });
});
