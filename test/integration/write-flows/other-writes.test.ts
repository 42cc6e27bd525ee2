// Collections, transfers, onboarding (individual and business), account numbers,
// counterparties (create, edit, archive) and payment methods of every type, end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmReviewed, prepared, startWriteFlowsWorld, type WriteFlowsWorld } from './write-flows-fixture';

let w: WriteFlowsWorld;
beforeAll(async () => {
  w = await startWriteFlowsWorld();
});
afterAll(async () => {
  await w?.close();
});

const id = (resource: unknown) => (resource as { id: string }).id;

describe('other writes against the sandbox', () => {
  it('an ACH collection', async () => {
    const confirmed = await confirmReviewed(w.flows, await w.flows.collections.prepare({ destinationAccountId: w.account('Operating USD'), ...w.party('Jane Cooper'), amount: '75.50', currency: 'USD', reference: 'Subscription March' }));
    expect(confirmed.resource).toMatchObject({ status: 'pending', amount: { value: '7550' }, direction: 'inbound' });
    expect(w.cache.collections.get(id(confirmed.resource))?.status).toBe('pending');
  });

  it('an internal transfer', async () => {
    const confirmed = await confirmReviewed(w.flows, await w.flows.transfers.prepare({ sourceAccountId: w.account('Operating USD'), destinationAccountId: w.account('Payroll USD'), amount: '15,000', currency: 'USD' }));
    expect(confirmed.resource).toMatchObject({ status: 'completed', amount: { value: '1500000' } });
    expect(w.cache.transfers.get(id(confirmed.resource))).toBeDefined();
  });

  it('onboarding an individual and a business', async () => {
    const person = await confirmReviewed(w.flows, await w.flows.onboarding.prepareIndividual({ fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', nationality: 'GB', governmentId: { type: 'passport', number: 'P1234567', issuingCountry: 'GB' } }));
    expect(person.resource).toMatchObject({ status: 'pending' });
    const business = await confirmReviewed(w.flows, await w.flows.onboarding.prepareBusiness({ legalName: 'Globex Holdings LLC', jurisdiction: 'US', businessStructure: 'llc', industryCode: 'technology', autoSubmit: true }));
    expect(business.resource).toMatchObject({ status: 'pending' });
    const confirmations = w.audit.list({ kinds: ['confirmation'], limit: 1000 }).map((e) => e.dataText).join('\n');
    expect(confirmations).not.toContain('P1234567');
  });

  it('an account number on a USD account', async () => {
    const confirmed = await confirmReviewed(w.flows, await w.flows.accountNumbers.prepare({ accountId: w.account('Payroll USD'), type: 'us_fedwire' }));
    expect(confirmed.resource).toMatchObject({ type: 'us_fedwire', status: 'active' });
  });

  it('a counterparty created, edited and archived, with payment methods of every type', async () => {
    const created = await confirmReviewed(w.flows, await w.flows.counterparties.prepareCreate({ entityType: 'business', name: 'Globex Corp', email: 'ap@globex.example' }));
    const counterpartyId = id(created.resource);
    expect(w.cache.counterparties.get(counterpartyId)?.name).toBe('Globex Corp');

    const methods = [
      { type: 'us_bank' as const, currency: 'USD' as const, accountHolderName: 'Globex Corp', routingNumber: '021000021', accountNumber: '000987654321', bankAccountType: 'checking' as const },
      { type: 'international_bank' as const, currency: 'GBP', accountHolderName: 'Globex UK Ltd', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' },
      { type: 'crypto_wallet' as const, currency: 'USDC', chain: 'ethereum' as const, walletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72' },
      { type: 'open' as const, currency: 'USD', openId: '@globex.treasury.usd' },
    ];
    for (const method of methods) {
      const confirmed = await confirmReviewed(w.flows, await w.flows.paymentMethods.prepare({ counterpartyId, ...method }));
      expect(confirmed.resource).toMatchObject({ type: method.type, status: 'active', counterpartyId });
      expect(w.cache.paymentMethods.get(id(confirmed.resource))?.type).toBe(method.type);
    }
    const summaries = w.outbox.list({ limit: 1000 }).map((e) => e.summary).join('\n');
    expect(summaries).toContain('Add US bank account ending 4321 in USD to Globex Corp');
    expect(summaries).not.toContain('000987654321');

    // Paying the new method at once: the checks say it is new.
    const bank = w.cache.paymentMethods.forCounterparty(counterpartyId).find((m) => m.type === 'us_bank');
    const pay = prepared(await w.flows.payments.prepareAch({ sourceAccountId: w.account('Operating USD'), paymentMethodId: bank?.id ?? '', amount: '10', currency: 'USD' }));
    expect(pay.checks.map((c) => c.code)).toEqual(['first_payment_to_counterparty', 'payment_method_recently_added']);

    const edited = await confirmReviewed(w.flows, await w.flows.counterparties.prepareEdit({ counterpartyId, name: 'Globex Corporation' }));
    expect(edited.resource).toMatchObject({ name: 'Globex Corporation' });
    expect(edited.outcome.entry).toBeUndefined();
    const archived = await confirmReviewed(w.flows, await w.flows.counterparties.prepareArchive({ counterpartyId }));
    expect(archived.resource).toMatchObject({ status: 'archived' });
    expect(w.cache.counterparties.get(counterpartyId)?.status).toBe('archived');
    const payArchived = await w.flows.payments.prepareAch({ sourceAccountId: w.account('Operating USD'), paymentMethodId: bank?.id ?? '', amount: '10', currency: 'USD' });
    expect(payArchived.ok === false && payArchived.fieldErrors).toEqual([{ field: 'counterpartyId', message: 'Globex Corporation is archived: choose an active counterparty.' }]);
  });

  it('reads by id from the server what the cache does not hold yet', async () => {
    const fresh = await w.client.api.createCounterparty({ entityType: 'individual', name: 'Grace Hopper' }, { idempotencyKey: 'it-grace-1' });
    expect(w.cache.counterparties.get(fresh.data.id)).toBeUndefined();
    const result = prepared(await w.flows.paymentMethods.prepare({ counterpartyId: fresh.data.id, type: 'open', currency: 'USD', openId: '@grace.home.usd' }));
    expect(result.summary).toBe('Add open-network recipient @grace.home.usd in USD to Grace Hopper');
    expect(w.cache.counterparties.get(fresh.data.id)?.name).toBe('Grace Hopper');
  });
});
