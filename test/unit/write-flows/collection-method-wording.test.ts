// A collection debits a counterparty's US bank account: when the chosen payment method
// is not one, the message speaks of a collection (not of "an ACH payment").
import { describe, expect, it } from 'vitest';
import { fieldErrors, harness } from './write-flow-fixtures';

describe('collection with a payment method that cannot be debited by ACH', () => {
  it('says an ACH collection needs a US bank account, for an IBAN method', async () => {
    const { flows } = harness();
    const errors = fieldErrors(await flows.collections.prepare({ destinationAccountId: 'acc_usd', paymentMethodId: 'pm_mulleriban', counterpartyId: 'cpt_muller', amount: '75.50', currency: 'USD' }));
    expect(errors['paymentMethodId']).toMatch(/^An ACH collection needs a US bank account \(us_bank\); this one is an international bank account/);
    expect(errors['paymentMethodId']).not.toMatch(/payment needs|another rail/);
  });

  it('keeps the payment wording for a payment', async () => {
    const { flows } = harness();
    const errors = fieldErrors(await flows.payments.prepareAch({ sourceAccountId: 'acc_usd', paymentMethodId: 'pm_mulleriban', counterpartyId: 'cpt_muller', amount: '1', currency: 'USD' }));
    expect(errors['paymentMethodId']).toMatch(/^An ACH payment needs a US bank account/);
  });
});
