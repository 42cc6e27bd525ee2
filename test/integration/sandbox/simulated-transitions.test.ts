// State transitions under simulated time, and every forcing value (sandbox/README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchema, onboardingSchema, paymentMethodSchema, paymentSchema, transferSchema } from '../../../shared/schemas';
import { methodOf, seededData, startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture, SeededData } from '../../support/sandbox-fixture';

let f: SandboxFixture;
let d: SeededData;
beforeAll(async () => {
  f = await startSandboxFixture();
  d = await seededData(f);
});
afterAll(() => f.close());

const usd = (value: string) => ({ currency: 'USD', value });
const payment = async (id: string) => paymentSchema.parse((await f.write.get(`/payments/${id}`)).body);
const balance = async (accountId: string) => BigInt((await f.write.get(`/accounts/${accountId}`)).body.balance.value);

async function ach(reference: string, amount = '10000') {
  const acme = methodOf(d, 'Acme Supplies LLC');
  const response = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: usd(amount), reference });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

async function swift(reference: string) {
  const muller = methodOf(d, 'Müller Maschinenbau GmbH');
  const response = await f.write.post('/payments/swift', { sourceAccountId: d.accounts.eur.id, paymentMethodId: muller.paymentMethodId, amount: { currency: 'EUR', value: '20000' }, reference });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

describe('payment forcing values', () => {
  it('sandbox:return:R01 -> completed, then returned with the R-code; the amount comes back, the fee does not', async () => {
    const before = await balance(d.accounts.usd.id);
    const id = await ach('sandbox:return:R01');
    await f.advance(10 + 86400);
    expect((await payment(id)).status).toBe('completed');
    await f.advance(2 * 86400);
    const returned = await payment(id);
    expect(returned).toMatchObject({ status: 'returned', achReturnCode: 'R01' });
    expect(await balance(d.accounts.usd.id)).toBe(before - 50n);
  });

  it('sandbox:fail -> processing, then failed with amount and fee credited back', async () => {
    const before = await balance(d.accounts.eur.id);
    const id = await swift('sandbox:fail');
    await f.advance(10);
    expect((await payment(id)).status).toBe('processing');
    await f.advance(2 * 86400);
    expect((await payment(id)).status).toBe('failed');
    expect(await balance(d.accounts.eur.id)).toBe(before);
  });

  it('sandbox:crypto_fail -> cryptoTransferStatus failed; only valid on crypto', async () => {
    const wallet = methodOf(d, 'Solana Vendor Collective');
    const response = await f.write.post('/payments/crypto', { sourceAccountId: d.accounts.usdc.id, paymentMethodId: wallet.paymentMethodId, amount: { asset: 'USDC', value: '1000000', chain: 'solana' }, network: 'solana', reference: 'sandbox:crypto_fail' });
    expect(response.status).toBe(201);
    await f.advance(10);
    expect((await payment(response.body.id)).cryptoTransferStatus).toBe('pending_confirmation');
    await f.advance(15);
    expect(await payment(response.body.id)).toMatchObject({ status: 'failed', cryptoTransferStatus: 'failed' });
    const onAch = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: methodOf(d, 'Acme Supplies LLC').paymentMethodId, amount: usd('100'), reference: 'sandbox:crypto_fail' });
    expect(onAch.status).toBe(400);
    expect(onAch.body.error.fields[0].field).toBe('reference');
  });

  it.each(['cop_required', 'beneficiary_verification_required', 'rfi_pending', 'quote_expired', 'return_action_required', 'compliance_hold', 'travel_rule_required'])(
    'sandbox:requires_action:%s -> requires_action with that reason, then processing after an hour',
    async (reason) => {
      const id = await swift(`sandbox:requires_action:${reason}`);
      await f.advance(10);
      expect(await payment(id)).toMatchObject({ status: 'requires_action', requiresActionReason: reason, cancellationState: 'cancelable' });
      await f.advance(3600);
      expect(await payment(id)).toMatchObject({ status: 'processing', requiresActionReason: null });
    },
  );

  it('sandbox:review -> in_review, then processing', async () => {
    const id = await swift('sandbox:review');
    await f.advance(10);
    expect((await payment(id)).status).toBe('in_review');
    await f.advance(3600);
    expect((await payment(id)).status).toBe('processing');
  });

  it('sandbox:reverse and sandbox:refund after completion (also via metadata.sandbox)', async () => {
    const reverse = await swift('sandbox:reverse');
    const muller = methodOf(d, 'Müller Maschinenbau GmbH');
    const refund = (await f.write.post('/payments/swift', { sourceAccountId: d.accounts.eur.id, paymentMethodId: muller.paymentMethodId, amount: { currency: 'EUR', value: '20000' }, reference: 'INV-1', metadata: { sandbox: 'sandbox:refund' } })).body.id as string;
    await f.advance(10 + 2 * 86400);
    expect((await payment(reverse)).status).toBe('completed');
    await f.advance(86400);
    expect((await payment(reverse)).status).toBe('reversed');
    expect((await payment(refund)).status).toBe('refunded');
  });

  it('rejects unknown forcing values and bad return codes, naming the field', async () => {
    for (const reference of ['sandbox:explode', 'sandbox:return:R99', 'sandbox:requires_action:coffee']) {
      const acme = methodOf(d, 'Acme Supplies LLC');
      const response = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: usd('100'), reference });
      expect(response.status).toBe(400);
      expect(response.body.error.fields[0].field).toBe('reference');
    }
  });
});

describe('collections', () => {
  async function collect(reference?: string) {
    const acme = methodOf(d, 'Acme Supplies LLC');
    const response = await f.write.post('/collections', { destinationAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, rail: 'ach', amount: usd('500000'), ...(reference ? { reference } : {}) });
    expect(response.status).toBe(201);
    return collectionSchema.parse(response.body);
  }
  const get = async (id: string) => collectionSchema.parse((await f.write.get(`/collections/ach/${id}`)).body);

  it('pending -> submitted -> processing -> completed; credits only on completion, net of the fee', async () => {
    const before = await balance(d.accounts.usd.id);
    const collection = await collect();
    expect(collection).toMatchObject({ status: 'pending', direction: 'inbound', rail: 'ach' });
    expect(collection.totalCreditAmount?.value).toBe('499975');
    await f.advance(60);
    expect((await get(collection.id)).status).toBe('submitted');
    await f.advance(3600);
    expect((await get(collection.id)).status).toBe('processing');
    expect(await balance(d.accounts.usd.id)).toBe(before);
    await f.advance(86400);
    expect((await get(collection.id)).status).toBe('completed');
    expect(await balance(d.accounts.usd.id)).toBe(before + 499975n);
  });

  it('sandbox:return:R10 -> returned after completion with a linked collection_reversal', async () => {
    const before = await balance(d.accounts.usd.id);
    const collection = await collect('sandbox:return:R10');
    await f.advance(60 + 3600 + 86400);
    expect((await get(collection.id)).status).toBe('completed');
    await f.advance(2 * 86400);
    expect(await get(collection.id)).toMatchObject({ status: 'returned', achReturnCode: 'R10' });
    expect(await balance(d.accounts.usd.id)).toBe(before - 25n);
    const ledger = (await f.write.get(`/transactions?accountId=${d.accounts.usd.id}&type=collection_reversal`)).body.items;
    const reversal = ledger.find((t: { referenceId: string }) => t.referenceId === collection.id);
    const credit = (await f.write.get(`/transactions/${reversal.linkedTransactionId}`)).body;
    expect(credit).toMatchObject({ type: 'collection_in', referenceId: collection.id });
  });

  it('sandbox:fail -> failed, nothing posted; sandbox:requires_action:authorization_required holds it', async () => {
    const before = await balance(d.accounts.usd.id);
    const failing = await collect('sandbox:fail');
    const held = await collect('sandbox:requires_action:authorization_required');
    await f.advance(60);
    expect(await get(held.id)).toMatchObject({ status: 'requires_action', requiresActionReason: 'authorization_required' });
    await f.advance(3600 + 86400);
    expect((await get(failing.id)).status).toBe('failed');
    expect((await get(held.id)).status).toBe('processing');
    expect(await balance(d.accounts.usd.id)).toBe(before);
  });
});

describe('onboarding, transfers and payment methods', () => {
  it('onboarding: pending -> processing (kyb pending) -> completed (kyb approved); sandbox:fail -> failed/rejected', async () => {
    const ok = await f.write.post('/onboardings', { entityType: 'individual', fullName: 'Robin Park', dateOfBirth: '1990-05-01', nationality: 'GB', autoSubmit: true });
    const bad = await f.write.post('/onboardings', { entityType: 'business', legalName: 'Shady Corp', metadata: { sandbox: 'sandbox:fail' } });
    const info = await f.write.post('/onboardings', { entityType: 'business', legalName: 'Paperwork Ltd', autoSubmit: true, metadata: { sandbox: 'sandbox:requires_info' } });
    expect(onboardingSchema.parse(ok.body)).toMatchObject({ status: 'pending', kybStatus: 'not_started' });
    await f.advance(30);
    expect((await f.write.get(`/onboardings/${ok.body.id}`)).body).toMatchObject({ status: 'processing', kybStatus: 'pending' });
    await f.advance(300);
    expect((await f.write.get(`/onboardings/${ok.body.id}`)).body).toMatchObject({ status: 'completed', kybStatus: 'approved' });
    expect((await f.write.get(`/onboardings/${bad.body.id}`)).body).toMatchObject({ status: 'failed', kybStatus: 'rejected' });
    expect((await f.write.get(`/onboardings/${info.body.id}`)).body).toMatchObject({ status: 'completed', kybStatus: 'requires_info' });
  });

  it('transfer sandbox:pending completes a minute later; sandbox:fail posts nothing', async () => {
    const before = await balance(d.accounts.payroll.id);
    const pending = await f.write.post('/transfers', { sourceAccountId: d.accounts.usd.id, destinationAccountId: d.accounts.payroll.id, amount: usd('7000'), reference: 'sandbox:pending' });
    const failed = await f.write.post('/transfers', { sourceAccountId: d.accounts.usd.id, destinationAccountId: d.accounts.payroll.id, amount: usd('7000'), reference: 'sandbox:fail' });
    expect(transferSchema.parse(pending.body).status).toBe('pending');
    expect(transferSchema.parse(failed.body).status).toBe('failed');
    expect(await balance(d.accounts.payroll.id)).toBe(before);
    await f.advance(60);
    expect((await f.write.get(`/transfers/${pending.body.id}`)).body).toMatchObject({ status: 'completed' });
    expect(await balance(d.accounts.payroll.id)).toBe(before + 7000n);
  });

  it('payment method label sandbox:pending activates after 5 minutes; sandbox:reject is rejected and unusable', async () => {
    const cp = (await f.write.post('/counterparties', { entityType: 'business', name: 'Label Forcing Ltd' })).body;
    const base = { type: 'us_bank', currency: 'USD', accountHolderName: 'Label Forcing Ltd', routingNumber: '021000021', accountNumber: '123456789' };
    const pending = await f.write.post(`/counterparties/${cp.id}/payment-methods`, { ...base, label: 'sandbox:pending' });
    const rejected = await f.write.post(`/counterparties/${cp.id}/payment-methods`, { ...base, label: 'sandbox:reject' });
    expect(paymentMethodSchema.parse(pending.body).status).toBe('pending');
    expect(paymentMethodSchema.parse(rejected.body)).toMatchObject({ status: 'rejected', validationResult: 'no_match' });
    const blocked = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: pending.body.id, amount: usd('100') });
    expect(blocked.status).toBe(400);
    await f.advance(300);
    expect((await f.write.get(`/counterparties/${cp.id}/payment-methods/${pending.body.id}`)).body.status).toBe('active');
    expect((await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: pending.body.id, amount: usd('100') })).status).toBe(201);
  });
});

describe('determinism', () => {
  it('the same seed and the same requests give the same states and amounts', async () => {
    const run = async () => {
      const g = await startSandboxFixture({ seed: 11, startTime: new Date('2026-03-02T15:00:00Z') });
      try {
        const data = await seededData(g);
        const acme = methodOf(data, 'Acme Supplies LLC');
        const ids = [];
        for (const reference of ['a', 'sandbox:return:R02', 'sandbox:fail']) {
          ids.push((await g.write.post('/payments/ach', { sourceAccountId: data.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: usd('12345'), achType: 'same_day', reference })).body.id);
        }
        const snapshots = [];
        for (const step of [10, 3600, 86400, 2 * 86400]) {
          await g.advance(step);
          for (const id of ids) {
            const p = (await g.write.get(`/payments/${id}`)).body;
            snapshots.push([p.status, p.updatedAt, p.achReturnCode]);
          }
        }
        return { snapshots, accounts: data.accounts.usd.id };
      } finally {
        await g.close();
      }
    };
    const first = await run();
    const second = await run();
    expect(second).toEqual(first);
  });
});
