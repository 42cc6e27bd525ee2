// Spec fidelity (docs/payments-api.md): a crypto payment carries cryptoTransferStatus from
// creation, `pending_confirmation` then `confirmed` or `failed` (3.2, 2.4); a payment
// method carries accountNumberLast4 only for the types the spec names (2.9: us_bank).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodSchema, paymentSchema } from '../../../shared/schemas';
import { methodOf, seededData, startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture, SeededData } from '../../support/sandbox-fixture';

let f: SandboxFixture;
let d: SeededData;
beforeAll(async () => {
  f = await startSandboxFixture();
  d = await seededData(f);
});
afterAll(() => f.close());

const cryptoBody = (reference?: string) => ({
  sourceAccountId: d.accounts.usdc.id,
  paymentMethodId: methodOf(d, 'Base Liquidity Partners').paymentMethodId,
  amount: { asset: 'USDC', value: '1000000', chain: 'base' },
  network: 'base',
  ...(reference !== undefined && { reference }),
});

async function statusOf(id: string): Promise<unknown> {
  return (await f.write.get(`/payments/${id}`)).body.cryptoTransferStatus;
}

describe('cryptoTransferStatus', () => {
  it('is pending_confirmation from creation (create answer, read, list), then confirmed', async () => {
    const created = await f.write.post('/payments/crypto', cryptoBody());
    expect(created.status).toBe(201);
    expect(paymentSchema.parse(created.body).cryptoTransferStatus).toBe('pending_confirmation');
    expect(await statusOf(created.body.id)).toBe('pending_confirmation');
    const listed = (await f.write.get('/payments?rail=crypto&limit=200')).body.items.find((p: { id: string }) => p.id === created.body.id);
    expect(listed.cryptoTransferStatus).toBe('pending_confirmation');
    await f.advance(10);
    expect(await statusOf(created.body.id)).toBe('pending_confirmation');
    await f.advance(30);
    expect((await f.write.get(`/payments/${created.body.id}`)).body).toMatchObject({ status: 'completed', cryptoTransferStatus: 'confirmed' });
  });

  it('is pending_confirmation then failed when the transfer fails', async () => {
    const created = await f.write.post('/payments/crypto', cryptoBody('sandbox:crypto_fail'));
    expect(created.body.cryptoTransferStatus).toBe('pending_confirmation');
    await f.advance(40);
    expect((await f.write.get(`/payments/${created.body.id}`)).body).toMatchObject({ status: 'failed', cryptoTransferStatus: 'failed' });
  });

  it('is failed once the payment is canceled (the transfer will never be confirmed)', async () => {
    const created = await f.write.post('/payments/crypto', cryptoBody());
    expect(created.body.cryptoTransferStatus).toBe('pending_confirmation');
    const canceled = await f.write.post(`/payments/${created.body.id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', cryptoTransferStatus: 'failed' });
  });

  it('never appears on a payment of another rail', async () => {
    const ach = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: methodOf(d, 'Acme Supplies LLC').paymentMethodId, amount: { currency: 'USD', value: '1000' } });
    expect(ach.status).toBe(201);
    expect(ach.body).not.toHaveProperty('cryptoTransferStatus');
  });
});

describe('accountNumberLast4', () => {
  it('is shown for us_bank only: an international_bank method with an account number does not carry it', async () => {
    const cp = (await f.write.post('/counterparties', { entityType: 'business', name: 'Last Four Ltd' })).body;
    const us = await f.write.post(`/counterparties/${cp.id}/payment-methods`, { type: 'us_bank', currency: 'USD', accountHolderName: 'Last Four Ltd', routingNumber: '021000021', accountNumber: '123456789' });
    expect(us.status).toBe(201);
    expect(paymentMethodSchema.parse(us.body).accountNumberLast4).toBe('6789');
    const intl = await f.write.post(`/counterparties/${cp.id}/payment-methods`, { type: 'international_bank', currency: 'GBP', accountHolderName: 'Last Four Ltd', accountNumber: '31926819', bic: 'NWBKGB2L' });
    expect(intl.status).toBe(201);
    expect(intl.body).not.toHaveProperty('accountNumberLast4');
    expect((await f.write.get(`/counterparties/${cp.id}/payment-methods/${intl.body.id}`)).body).not.toHaveProperty('accountNumberLast4');
    expect(JSON.stringify(intl.body)).not.toContain('31926819');
  });
});
