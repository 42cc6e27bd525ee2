// Happy paths of every other operation, each response validated against the shared schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accountNumberSchema, accountSchema, blockchainAddressSchema, collectionSchema, counterpartySchema, depositInstructionSchema,
  listSchema, onboardingSchema, paymentMethodSchema, railListSchema, transferSchema, webhookSubscriptionSchema,
} from '../../../shared/schemas';
import { methodOf, seededData, startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture, SeededData } from '../../support/sandbox-fixture';

let f: SandboxFixture;
let d: SeededData;
beforeAll(async () => {
  f = await startSandboxFixture();
  d = await seededData(f);
});
afterAll(() => f.close());

const parse = <S extends z.ZodType>(schema: S, response: { status: number; body: unknown }, status = 200): z.output<S> => {
  expect(response.status).toBe(status);
  return schema.parse(response.body);
};

describe('accounts and funding', () => {
  it('lists accounts with balances in several currencies, and reads one', async () => {
    const list = parse(listSchema(accountSchema), await f.write.get('/accounts'));
    expect(list.items.map((a) => a.currency).sort()).toEqual(['EUR', 'GBP', 'USD', 'USD', 'USDC']);
    const usdc = parse(accountSchema, await f.write.get(`/accounts/${d.accounts.usdc.id}`));
    expect(usdc.balance).toMatchObject({ currency: 'USDC', exponent: 6, value: '1200000000000', displayValue: '1200000.000000' });
  });

  it('creates account numbers on USD accounts only, each with a deposit instruction', async () => {
    const an = parse(accountNumberSchema, await f.write.post(`/accounts/${d.accounts.payroll.id}/account-numbers`, { type: 'us_fedwire', autoConvert: { enabled: false } }), 201);
    expect(an).toMatchObject({ accountId: d.accounts.payroll.id, type: 'us_fedwire', status: 'active', routingNumber: '084106768' });
    expect(an.accountNumberLast4).toMatch(/^[0-9]{4}$/);
    const eur = await f.write.post(`/accounts/${d.accounts.eur.id}/account-numbers`, { type: 'us_ach' });
    expect(eur.status).toBe(422);
    expect(eur.body.error.code).toBe('currency_mismatch');
    expect((await f.write.post(`/accounts/${d.accounts.usd.id}/account-numbers`, { type: 'iban' })).status).toBe(400);
    const instructions = parse(listSchema(depositInstructionSchema), await f.write.get(`/accounts/${d.accounts.payroll.id}/deposit-instructions`));
    expect(instructions.items.map((i) => [i.kind, (i.details as { type?: string }).type])).toEqual([['bank_account_number', 'us_ach'], ['bank_account_number', 'us_fedwire']]);
    const wires = parse(listSchema(depositInstructionSchema), await f.write.get(`/accounts/${d.accounts.payroll.id}/deposit-instructions?rail=fedwire`));
    expect(wires.items).toHaveLength(1);
  });

  it('crypto accounts have blockchain addresses per chain, also as deposit instructions', async () => {
    const addresses = parse(listSchema(blockchainAddressSchema), await f.write.get(`/accounts/${d.accounts.usdc.id}/blockchain-addresses`));
    expect(addresses.items.map((a) => a.chain)).toEqual(['ethereum', 'solana', 'base', 'sui']);
    expect(addresses.items.every((a) => a.asset === 'USDC' && a.status === 'active')).toBe(true);
    expect(addresses.items[0]?.address).toMatch(/^0x[0-9a-f]{40}$/);
    const page = parse(listSchema(blockchainAddressSchema), await f.write.get(`/accounts/${d.accounts.usdc.id}/blockchain-addresses?limit=2&starting_after=${addresses.items[0]?.id}`));
    expect(page.items.map((a) => a.chain)).toEqual(['solana', 'base']);
    const kinds = parse(listSchema(depositInstructionSchema), await f.write.get(`/accounts/${d.accounts.usdc.id}/deposit-instructions?kind=blockchain_address&status=active`));
    expect(kinds.items).toHaveLength(4);
    expect((await f.write.get(`/accounts/${d.accounts.usdc.id}/deposit-instructions?kind=bank_account_number`)).body.items).toHaveLength(0);
  });
});

describe('counterparties and payment methods', () => {
  it('creates, reads, lists, updates and archives a counterparty', async () => {
    const cp = parse(counterpartySchema, await f.write.post('/counterparties', { entityType: 'individual', name: 'Sam Lee', email: 'sam@example.com', address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' }, metadata: { crm: '42' } }), 201);
    expect(cp).toMatchObject({ status: 'active', entityType: 'individual' });
    expect(parse(counterpartySchema, await f.write.get(`/counterparties/${cp.id}`))).toEqual(cp);
    await f.advance(5);
    const renamed = parse(counterpartySchema, await f.write.patch(`/counterparties/${cp.id}`, { name: 'Samantha Lee' }));
    expect(renamed.name).toBe('Samantha Lee');
    expect(renamed.updatedAt).not.toBe(cp.updatedAt);
    expect(parse(counterpartySchema, await f.write.patch(`/counterparties/${cp.id}`, { status: 'archived' })).status).toBe('archived');
    expect((await f.write.patch(`/counterparties/${cp.id}`, { status: 'active' })).status).toBe(400);
    expect((await f.write.patch(`/counterparties/${cp.id}`, {})).status).toBe(400);
    const archived = parse(listSchema(counterpartySchema), await f.write.get('/counterparties?status=archived'));
    expect(archived.items.map((c) => c.id)).toContain(cp.id);
  });

  it('creates payment methods of every type; the full account number is write-only', async () => {
    const cp = (await f.write.post('/counterparties', { entityType: 'business', name: 'Every Method GmbH' })).body;
    const bodies = [
      { type: 'us_bank', currency: 'USD', accountHolderName: 'Every Method GmbH', routingNumber: '021000021', accountNumber: '987654321', bankAccountType: 'savings' },
      { type: 'international_bank', currency: 'EUR', accountHolderName: 'Every Method GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      { type: 'crypto_wallet', currency: 'USDC', chain: 'ethereum', walletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72' },
      { type: 'open', currency: 'USD', openId: '@every.method.usd' },
    ];
    for (const body of bodies) {
      const method = parse(paymentMethodSchema, await f.write.post(`/counterparties/${cp.id}/payment-methods`, body), 201);
      expect(method).toMatchObject({ type: body.type, status: 'active', counterpartyId: cp.id });
      expect(JSON.stringify(method)).not.toContain('987654321');
      expect(parse(paymentMethodSchema, await f.write.get(`/counterparties/${cp.id}/payment-methods/${method.id}`))).toEqual(method);
    }
    const list = parse(listSchema(paymentMethodSchema), await f.write.get(`/counterparties/${cp.id}/payment-methods?status=active`));
    expect(list.items.map((m) => m.type)).toEqual(['us_bank', 'international_bank', 'crypto_wallet', 'open']);
    expect(list.items[0]?.accountNumberLast4).toBe('4321');
    const other = methodOf(d, 'Acme Supplies LLC');
    expect((await f.write.get(`/counterparties/${cp.id}/payment-methods/${other.paymentMethodId}`)).status).toBe(404);
  });

  it('validates payment method fields per type', async () => {
    const cp = (await f.write.post('/counterparties', { entityType: 'business', name: 'Bad Methods Ltd' })).body;
    const badRouting = await f.write.post(`/counterparties/${cp.id}/payment-methods`, { type: 'us_bank', currency: 'USD', accountHolderName: 'X', routingNumber: '123456789', accountNumber: '12' });
    expect(badRouting.status).toBe(400);
    expect(badRouting.body.error.fields.map((x: { field: string }) => x.field).sort()).toEqual(['accountNumber', 'routingNumber']);
    const badWallet = await f.write.post(`/counterparties/${cp.id}/payment-methods`, { type: 'crypto_wallet', currency: 'USD', chain: 'solana', walletAddress: '0x1234' });
    expect(badWallet.status).toBe(400);
    const fiatWallet = await f.write.post(`/counterparties/${cp.id}/payment-methods`, { type: 'crypto_wallet', currency: 'USD', chain: 'base', walletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72' });
    expect(fiatWallet.body.error.fields[0].field).toBe('currency');
  });
});

describe('transfers, collections, onboardings, rails and webhooks', () => {
  it('transfers post two legs with one transactionGroupId; same currency only', async () => {
    const transfer = parse(transferSchema, await f.write.post('/transfers', { sourceAccountId: d.accounts.usd.id, destinationAccountId: d.accounts.payroll.id, amount: { currency: 'USD', value: '123456' }, reference: 'Sweep' }), 201);
    expect(transfer).toMatchObject({ status: 'completed', amount: { value: '123456', displayValue: '1234.56' } });
    const legs = (await f.write.get('/transactions?type=transfer_out&limit=200')).body.items.concat((await f.write.get('/transactions?type=transfer_in&limit=200')).body.items).filter((t: { referenceId: string }) => t.referenceId === transfer.id);
    expect(legs).toHaveLength(2);
    expect(legs[0].transactionGroupId).toBe(legs[1].transactionGroupId);
    expect(parse(listSchema(transferSchema), await f.write.get('/transfers')).items.map((t) => t.id)).toContain(transfer.id);
    expect(parse(transferSchema, await f.write.get(`/transfers/${transfer.id}`))).toEqual(transfer);
    const cross = await f.write.post('/transfers', { sourceAccountId: d.accounts.usd.id, destinationAccountId: d.accounts.eur.id, amount: { currency: 'USD', value: '100' } });
    expect(cross.status).toBe(422);
    expect(cross.body.error.code).toBe('currency_mismatch');
    const same = await f.write.post('/transfers', { sourceAccountId: d.accounts.usd.id, destinationAccountId: d.accounts.usd.id, amount: { currency: 'USD', value: '100' } });
    expect(same.status).toBe(400);
  });

  it('collections: create, list, read; counterparty derived from the method', async () => {
    const jane = methodOf(d, 'Jane Cooper');
    const collection = parse(collectionSchema, await f.write.post('/collections', { destinationAccountId: d.accounts.usd.id, paymentMethodId: jane.paymentMethodId, rail: 'ach', amount: { currency: 'USD', value: '9900' }, purpose: 'rent' }), 201);
    expect(collection.counterpartyId).toBe(jane.counterpartyId);
    expect(parse(listSchema(collectionSchema), await f.write.get('/collections')).items.map((c) => c.id)).toContain(collection.id);
    const wallet = methodOf(d, 'Base Liquidity Partners');
    expect((await f.write.post('/collections', { destinationAccountId: d.accounts.usd.id, paymentMethodId: wallet.paymentMethodId, rail: 'ach', amount: { currency: 'USD', value: '100' } })).status).toBe(400);
    expect((await f.write.post('/collections', { destinationAccountId: d.accounts.usd.id, paymentMethodId: jane.paymentMethodId, rail: 'swift', amount: { currency: 'USD', value: '100' } })).status).toBe(400);
  });

  it('onboarding creates entity, customer and relationships to existing individuals', async () => {
    const person = parse(onboardingSchema, await f.write.post('/onboardings', { entityType: 'individual', fullName: 'Dana Ruiz', dateOfBirth: '1979-11-30', nationality: 'ES' }), 201);
    const business = parse(
      onboardingSchema,
      await f.write.post('/onboardings', { entityType: 'business', legalName: 'Ruiz Holdings S.L.', jurisdiction: 'ES', businessStructure: 'llc', industryCode: 'consulting', relationships: [{ entityId: person.entityId, relationshipType: 'director' }] }),
      201,
    );
    expect(business.relationshipIds).toHaveLength(1);
    expect(business.customerId).not.toBe(person.customerId);
    const unknown = await f.write.post('/onboardings', { entityType: 'business', legalName: 'Ghost Ltd', relationships: [{ entityId: 'ent_ghost', relationshipType: 'director' }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields[0].field).toBe('relationships.0.entityId');
    const toBusiness = await f.write.post('/onboardings', { entityType: 'business', legalName: 'Nested Ltd', relationships: [{ entityId: business.entityId, relationshipType: 'shareholder' }] });
    expect(toBusiness.status).toBe(400);
    const missingName = await f.write.post('/onboardings', { entityType: 'business' });
    expect(missingName.body.error.fields.map((x: { field: string }) => x.field)).toEqual(['legalName']);
  });

  it('GET /rails returns {items} only and filters by status, currency and country', async () => {
    const all = parse(railListSchema, await f.write.get('/rails'));
    expect(Object.keys((await f.write.get('/rails')).body)).toEqual(['items']);
    expect(all.items.map((r) => r.id)).toEqual(['ach', 'fedwire', 'swift', 'crypto', 'open']);
    expect(parse(railListSchema, await f.write.get('/rails?currency=USDC')).items.map((r) => r.id)).toEqual(['crypto', 'open']);
    expect(parse(railListSchema, await f.write.get('/rails?country=IN&status=active')).items.map((r) => r.id)).toEqual(['swift']);
    expect(parse(railListSchema, await f.write.get('/rails?status=maintenance')).items).toEqual([]);
    expect((await f.write.get('/rails?currency=usd')).status).toBe(400);
    expect((await f.write.get('/rails?limit=5')).status).toBe(400);
  });

  it('webhook subscriptions list and read', async () => {
    const list = parse(listSchema(webhookSubscriptionSchema), await f.write.get('/webhooks/subscriptions'));
    expect(list.items.length).toBe(2);
    const first = list.items[0];
    expect(parse(webhookSubscriptionSchema, await f.write.get(`/webhooks/subscriptions/${first?.id}`))).toEqual(first);
  });

  it('stats count resources created through /v1 only', async () => {
    const stats = (await f.control('GET', '/stats')).body;
    expect(Object.keys(stats.created).sort()).toEqual(['accountNumber', 'collection', 'counterparty', 'onboarding', 'payment', 'paymentMethod', 'transfer']);
    expect(stats.created.accountNumber).toBe(1);
  });
});
