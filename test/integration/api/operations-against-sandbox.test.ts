// The app's typed client (signing, pipeline, operation table, schemas) against the real
// local sandbox over loopback: every operation of the table once, end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519Signer } from '../../../electron/api/signing';
import { createPaymentsClient, type PaymentsClient } from '../../../electron/api/payments-client';
import { DuplicateIdempotencyKeyError, InvalidRequestError, NotFoundError, PermissionDeniedError } from '../../../electron/api/api-errors';
import { OPERATIONS } from '../../../electron/api/operations';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets/signing-keys';
import type { Account, Counterparty, PaymentMethod } from '../../../shared/schemas';

let sandbox: RunningSandbox;
let client: PaymentsClient;
let readOnly: PaymentsClient;
const called = new Set<string>();

function clientFor(role: 'read' | 'write'): PaymentsClient {
  const seed = generateSigningKey();
  const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), role);
  return createPaymentsClient({
    environment: 'sandbox',
    baseUrl: sandbox.baseUrl,
    apiKey,
    signer: ed25519Signer(seed),
    onRequest: (event) => { if (event.outcome === 'success' || event.outcome === 'failed') called.add(`${event.method} ${event.path.replace(/\?.*$/, '')}`); },
  });
}

let accounts: Account[];
let counterparties: Counterparty[];
const methods = new Map<string, PaymentMethod[]>();
const account = (currency: string) => {
  const found = accounts.find((a) => a.currency === currency);
  if (!found) throw new Error(`no ${currency} account`);
  return found;
};
const methodOfType = (type: string, currency: string) => {
  for (const cp of counterparties) {
    const pm = methods.get(cp.id)?.find((m) => m.type === type && m.currency === currency);
    if (pm) return { counterpartyId: cp.id, paymentMethodId: pm.id };
  }
  throw new Error(`no ${type} ${currency} method`);
};

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, timeScale: 0 });
  client = clientFor('write');
  readOnly = clientFor('read');
  accounts = await client.api.listAccounts().toArray();
  counterparties = await client.api.listCounterparties({ limit: 2 }).toArray();
  for (const cp of counterparties) methods.set(cp.id, await client.api.listPaymentMethods(cp.id).toArray());
});
afterAll(async () => {
  await sandbox?.close();
});

describe('the typed client against the local sandbox', () => {
  it('reads accounts, ledger, rails and subscriptions', async () => {
    expect(accounts.map((a) => a.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'USDC']));
    const usd = account('USD');
    expect((await client.api.getAccount(usd.id)).data.id).toBe(usd.id);
    const ledger = await client.api.listTransactions({ accountId: usd.id, limit: 200 }).toArray();
    expect(ledger.length).toBeGreaterThan(0);
    expect((await client.api.getTransaction(ledger[0]!.id)).data).toEqual(ledger[0]);
    const rails = await client.api.listRails({ currency: 'USD' });
    expect(rails.data.items.map((r) => r.id)).toContain('ach');
    const subscriptions = await client.api.listWebhookSubscriptions().toArray();
    if (subscriptions[0]) expect((await client.api.getWebhookSubscription(subscriptions[0].id)).data.id).toBe(subscriptions[0].id);
    await client.api.listDepositInstructions(usd.id).toArray();
    await client.api.listBlockchainAddresses(account('USDC').id).toArray();
  });

  it('pays on every rail and reads each payment back', async () => {
    const usd = account('USD');
    // The first seeded us_bank method belongs to a business: corporate SEC code.
    const ach = await client.api.createAchPayment({ sourceAccountId: usd.id, ...methodOfType('us_bank', 'USD'), amount: { currency: 'USD', value: '12345' }, achType: 'standard', secCode: 'CCD' });
    expect(ach.status).toBe(201);
    expect(ach.data.sendAmount?.value ?? ach.data.totalDebitAmount?.value).toBeDefined();
    expect((await client.api.getAchPayment(ach.data.id)).data.id).toBe(ach.data.id);
    expect((await client.api.getPayment(ach.data.id)).data.rail).toBe('ach');

    const open = await client.api.createOpenPayment({ sourceAccountId: usd.id, ...methodOfType('open', 'USD'), amount: { currency: 'USD', value: '5000' } });
    expect(open.data.rail).toBe('open');

    const swift = await client.api.createSwiftPayment({ sourceAccountId: account('EUR').id, ...methodOfType('international_bank', 'EUR'), amount: { currency: 'EUR', value: '100000' }, chargeBearer: 'SHA', purpose: 'trade_of_goods' });
    expect((await client.api.getSwiftPayment(swift.data.id)).data.rail).toBe('swift');

    const wallet = methodOfType('crypto_wallet', 'USDC');
    // The first seeded USDC wallet is on Base; 500 USDC is under every travel-rule threshold.
    const crypto = await client.api.createCryptoPayment({ sourceAccountId: account('USDC').id, ...wallet, amount: { asset: 'USDC', value: '500000000', chain: 'base' }, network: 'base' });
    expect(crypto.data.rail).toBe('crypto');

    const unified = await client.api.createPayment({ sourceAccountId: usd.id, ...methodOfType('open', 'USD'), rail: 'open', sendAmount: { currency: 'USD', value: '700' } });
    expect(unified.data.rail).toBe('open');

    const listed = await client.api.listPayments({ rail: 'open' }).toArray();
    expect(listed.map((p) => p.id)).toEqual(expect.arrayContaining([open.data.id, unified.data.id]));

    // A fresh standard ACH payment is still cancelable; a completed open payment is not.
    expect(ach.data.cancellationState).toBe('cancelable');
    expect((await client.api.cancelPayment(ach.data.id)).data.status).toBe('canceled');
    const notCancelable = await client.api.cancelPayment(open.data.id).catch((e: unknown) => e);
    expect((notCancelable as InvalidRequestError).code).toBe('payment_not_cancelable');
  });

  it('collects, transfers, onboards and adds account numbers', async () => {
    const usd = account('USD');
    const collection = await client.api.createCollection({ destinationAccountId: usd.id, ...methodOfType('us_bank', 'USD'), rail: 'ach', amount: { currency: 'USD', value: '2500' } });
    expect((await client.api.getAchCollection(collection.data.id)).data.status).toBe(collection.data.status);
    expect((await client.api.listCollections().toArray()).map((c) => c.id)).toContain(collection.data.id);

    const other = accounts.find((a) => a.currency === 'USD' && a.id !== usd.id);
    if (!other) throw new Error('need two USD accounts');
    const transfer = await client.api.createTransfer({ sourceAccountId: usd.id, destinationAccountId: other.id, amount: { currency: 'USD', value: '100' } });
    expect((await client.api.getTransfer(transfer.data.id)).data.id).toBe(transfer.data.id);
    expect((await client.api.listTransfers().toArray()).map((t) => t.id)).toContain(transfer.data.id);

    const onboarding = await client.api.createOnboarding({ entityType: 'business', legalName: 'Example Holdings Ltd', jurisdiction: 'GB' });
    expect(onboarding.data.status).toBe('pending');
    const individual = await client.api.createOnboarding({ entityType: 'individual', fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', nationality: 'GB' });
    expect(individual.data.entityId).toMatch(/^ent_/);
    const read = await client.api.getOnboarding(onboarding.data.id);
    expect(read.data).toMatchObject({ id: onboarding.data.id, status: 'pending' });

    const number = await client.api.createAccountNumber(usd.id, { type: 'us_ach' });
    expect(number.data.accountId).toBe(usd.id);
  });

  it('manages counterparties and payment methods of every type', async () => {
    const cp = await client.api.createCounterparty({ entityType: 'business', name: 'Globex, "Intl" — Zürich', email: 'ap@globex.example' });
    expect((await client.api.getCounterparty(cp.data.id)).data.name).toBe('Globex, "Intl" — Zürich');
    const bodies = [
      { type: 'us_bank', currency: 'USD', accountHolderName: 'Globex', routingNumber: '021000021', accountNumber: '123456789' },
      { type: 'international_bank', currency: 'EUR', accountHolderName: 'Globex', iban: 'DE89370400440532013000', bic: 'COBADEFF' },
      { type: 'crypto_wallet', currency: 'USDC', chain: 'ethereum', walletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72' },
      { type: 'open', currency: 'USD', openId: '@globex.treasury.usd' },
    ] as const;
    for (const body of bodies) {
      const pm = await client.api.createPaymentMethod(cp.data.id, body);
      expect(pm.data.type).toBe(body.type);
      expect((await client.api.getPaymentMethod(cp.data.id, pm.data.id)).data.id).toBe(pm.data.id);
      expect(JSON.stringify(pm.data)).not.toContain('123456789');
    }
    const renamed = await client.api.updateCounterparty(cp.data.id, { name: 'Globex Corporation' });
    expect(renamed.data.name).toBe('Globex Corporation');
    expect((await client.api.archiveCounterparty(cp.data.id)).data.status).toBe('archived');
  });

  it('replays a resent POST, refuses its key with another body, and maps server errors to typed ones', async () => {
    const usd = account('USD');
    const body = { sourceAccountId: usd.id, ...methodOfType('open', 'USD'), amount: { currency: 'USD', value: '42' } };
    const first = await client.api.createOpenPayment(body, { idempotencyKey: 'replay-test-1' });
    const again = await client.api.createOpenPayment(body, { idempotencyKey: 'replay-test-1' });
    expect(again.replayed).toBe(true);
    expect(again.data.id).toBe(first.data.id);
    await expect(client.api.createOpenPayment({ ...body, amount: { currency: 'USD', value: '43' } }, { idempotencyKey: 'replay-test-1' })).rejects.toBeInstanceOf(DuplicateIdempotencyKeyError);
    await expect(client.api.getPayment('pmt_doesnotexist')).rejects.toBeInstanceOf(NotFoundError);
    await expect(readOnly.api.createOpenPayment(body)).rejects.toBeInstanceOf(PermissionDeniedError);
    const short = await client.api.createOpenPayment({ ...body, amount: { currency: 'USD', value: '999999999999999' } }).catch((e: unknown) => e);
    expect((short as InvalidRequestError).code).toBe('insufficient_funds');
    expect((short as InvalidRequestError).requestId).toMatch(/^req_/);
  });

  it('called every path of the operation table', () => {
    const templates = Object.values(OPERATIONS).map((op) => `${op.method} ${op.path}`);
    const toPattern = (t: string) => new RegExp(`^${t.replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`);
    const missing = templates.filter((t) => ![...called].some((c) => toPattern(t.replace(' /', ' /v1/')).test(c)));
    expect(missing).toEqual([]);
  });
});
