// ACH payments: what a person types becomes the exact body, and every mistake gets a
// field error that says what to fix.
import { describe, expect, it } from 'vitest';
import { ACH, fieldErrors, harness, preparedOf } from './write-flow-fixtures';

describe('ACH payment: prepare', () => {
  it('turns typed text into the exact body and a one-line summary', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.payments.prepareAch({ ...ACH, achType: 'same_day', reference: 'INV-1001' }));
    expect(prepared.operation).toBe('createAchPayment');
    expect(prepared.action).toBe('pay_ach');
    expect(prepared.body).toEqual({
      sourceAccountId: 'acc_usd',
      paymentMethodId: 'pm_acmebank',
      counterpartyId: 'cpt_acme',
      reference: 'INV-1001',
      amount: { currency: 'USD', value: '123456' },
      achType: 'same_day',
      secCode: 'CCD',
    });
    expect(prepared.summary).toBe('Pay 1,234.56 USD to Acme Supplies LLC by ACH (same day, CCD) from Operating USD (ref "INV-1001")');
    expect(prepared.checks).toEqual([]);
    expect(Object.isFrozen(prepared) && Object.isFrozen(prepared.body)).toBe(true);
  });

  it.each([
    ['0', 'amount', /greater than zero/],
    ['-5', 'amount', /negative; enter the amount without a minus sign/],
    ['1.234', 'amount', /has 3 decimals; USD allows at most 2/],
    ['12,34', 'amount', /misplaced separators/],
    ['abc', 'amount', /not an amount/],
    ['', 'amount', /Enter an amount in USD/],
  ])('refuses the amount %j with a message that says what to fix', async (amount, field, message) => {
    const { flows } = harness();
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, amount }))[field]).toMatch(message);
  });

  it.each([
    ['XYZ', /not a currency this app knows/],
    ['usd', /capital letters/],
    ['', /Choose the currency/],
    ['ANG', /withdrawn/],
    ['USDC', /crypto asset: pay it by crypto/],
  ])('refuses the currency %j', async (currency, message) => {
    const { flows } = harness();
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, currency })).currency).toMatch(message);
  });

  it('refuses an amount in another currency than the source account', async () => {
    const { flows } = harness();
    const errors = fieldErrors(await flows.payments.prepareAch({ ...ACH, currency: 'EUR' }));
    expect(errors.currency).toBe('Operating USD holds USD, not EUR: enter the amount in USD, or choose a EUR account.');
  });

  it('refuses a source account that is not USD, frozen, unknown or malformed', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, sourceAccountId: 'acc_eur', currency: 'EUR' })).sourceAccountId).toMatch(/ACH moves US dollars; Operating EUR holds EUR: choose a USD account/);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, sourceAccountId: 'acc_frozen' })).sourceAccountId).toBe('Frozen USD is frozen: choose an active account.');
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, sourceAccountId: 'acc_nothere' })).sourceAccountId).toMatch(/acc_nothere is not in this app's records: sync, then choose an account/);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, sourceAccountId: 'Operating USD' })).sourceAccountId).toMatch(/is not an account id \(acc_…\)/);
  });

  it('refuses a payment method of the wrong type for the rail', async () => {
    const { flows } = harness();
    const errors = fieldErrors(await flows.payments.prepareAch({ ...ACH, paymentMethodId: 'pm_mulleriban' }));
    expect(errors.paymentMethodId).toMatch(/An ACH payment needs a US bank account \(us_bank\); this one is an international bank account \(international_bank\)/);
  });

  it('refuses a pending payment method, one of another counterparty, and an archived counterparty', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, paymentMethodId: 'pm_acmepending' })).paymentMethodId).toMatch(/still being verified \(pending\)/);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, counterpartyId: 'cpt_jane' })).paymentMethodId).toMatch(/belongs to another counterparty \(cpt_acme\), not Jane Cooper/);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, paymentMethodId: 'pm_oldbank' })).counterpartyId).toBe('Old Vendor Inc is archived: choose an active counterparty.');
  });

  it('fits the SEC code to the entity type: CCD for a business, PPD or WEB for an individual', async () => {
    const { flows } = harness();
    const jane = { ...ACH, paymentMethodId: 'pm_janebank' };
    expect(preparedOf(await flows.payments.prepareAch(jane)).body).toMatchObject({ secCode: 'PPD', counterpartyId: 'cpt_jane' });
    expect(preparedOf(await flows.payments.prepareAch({ ...jane, secCode: 'WEB' })).body).toMatchObject({ secCode: 'WEB' });
    expect(fieldErrors(await flows.payments.prepareAch({ ...jane, secCode: 'CCD' })).secCode).toMatch(/individual: use PPD \(prearranged\) or WEB/);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, secCode: 'PPD' })).secCode).toMatch(/business: use CCD/);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, secCode: 'WEB' })).secCode).toMatch(/business: use CCD/);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, secCode: 'CTX' as never })).secCode).toMatch(/"CTX" is not an SEC code: choose WEB, PPD, CCD/);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, achType: 'instant' as never })).achType).toMatch(/choose standard, same_day/);
  });

  it('reports several problems at once, and checks reference and metadata with the shared schema', async () => {
    const { flows } = harness();
    const errors = fieldErrors(await flows.payments.prepareAch({ ...ACH, amount: '0', sourceAccountId: 'acc_frozen' }));
    expect(Object.keys(errors).sort()).toEqual(['amount', 'sourceAccountId']);
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, reference: 'x'.repeat(141) })).reference).toBe('must be at most 140 characters');
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, metadata: { 'bad key': 'v' } }))['metadata.bad key']).toMatch(/metadata keys are 1 to 40 letters/);
  });
});
