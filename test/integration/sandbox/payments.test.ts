// Payments on every rail: happy paths, rail rules (ACH, SWIFT, crypto, open), money
// movement, insufficient funds, cancel, and every response checked against the shared schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSchema, ledgerTransactionSchema, paymentSchema } from '../../../shared/schemas';
import { methodOf, seededData, startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture, SeededData } from '../../support/sandbox-fixture';

let f: SandboxFixture;
let d: SeededData;
beforeAll(async () => {
  f = await startSandboxFixture();
  d = await seededData(f);
});
afterAll(() => f.close());

async function balance(accountId: string): Promise<bigint> {
  return BigInt((await f.write.get(`/accounts/${accountId}`)).body.balance.value);
}

async function entriesOf(referenceId: string, accountId: string) {
  const page = (await f.write.get(`/transactions?accountId=${accountId}&limit=200`)).body;
  return listSchema(ledgerTransactionSchema).parse(page).items.filter((t) => t.referenceId === referenceId);
}

function usd(value: string) {
  return { currency: 'USD', value };
}

async function createAch(overrides: Record<string, unknown> = {}) {
  const acme = methodOf(d, 'Acme Supplies LLC');
  const response = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: usd('125000'), ...overrides });
  return response;
}

describe('ACH', () => {
  it('creates, debits amount and fee as one group, then settles under simulated time', async () => {
    const before = await balance(d.accounts.usd.id);
    const response = await createAch();
    expect(response.status).toBe(201);
    const payment = paymentSchema.parse(response.body);
    expect(payment).toMatchObject({ status: 'created', rail: 'ach', direction: 'outbound', cancellationState: 'cancelable', achReturnCode: null });
    expect(payment.railDetails).toMatchObject({ achType: 'standard', secCode: 'CCD' });
    expect(payment.fees?.feeAmount).toMatchObject({ currency: 'USD', value: '50' });
    expect(payment.totalDebitAmount).toMatchObject({ value: '125050', displayValue: '1250.50', exponent: 2 });
    expect(await balance(d.accounts.usd.id)).toBe(before - 125050n);
    const entries = await entriesOf(payment.id, d.accounts.usd.id);
    expect(entries.map((e) => [e.type, e.direction, e.amount])).toEqual([['payment_out', 'debit', '1250.00'], ['fee', 'debit', '0.50']]);
    expect(new Set(entries.map((e) => e.transactionGroupId)).size).toBe(1);

    await f.advance(10);
    expect((await f.write.get(`/payments/${payment.id}`)).body).toMatchObject({ status: 'processing', cancellationState: 'not_cancelable' });
    await f.advance(86400);
    const done = paymentSchema.parse((await f.write.get(`/payments/ach/${payment.id}`)).body);
    expect(done.status).toBe('completed');
    expect(done.completedAt).toBeTruthy();
  });

  it('honours achType same_day (fee 1.50) and an explicit secCode', async () => {
    const jane = methodOf(d, 'Jane Cooper');
    const response = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.payroll.id, paymentMethodId: jane.paymentMethodId, amount: usd('10000'), achType: 'same_day', secCode: 'WEB' });
    expect(response.status).toBe(201);
    expect(response.body.railDetails).toMatchObject({ achType: 'same_day', secCode: 'WEB' });
    expect(response.body.fees.feeAmount.value).toBe('150');
  });

  it('refuses a SEC code that does not fit the counterparty', async () => {
    const response = await createAch({ secCode: 'PPD' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual([expect.objectContaining({ field: 'secCode' })]);
  });

  it('refuses ACH from a non-USD account and to a non-us_bank method', async () => {
    const acme = methodOf(d, 'Acme Supplies LLC');
    const fromEur = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.eur.id, paymentMethodId: acme.paymentMethodId, amount: { currency: 'EUR', value: '100' } });
    expect(fromEur.status).toBe(422);
    expect(fromEur.body.error.code).toBe('currency_mismatch');
    const wallet = methodOf(d, 'Base Liquidity Partners');
    const wrongType = await createAch({ paymentMethodId: wallet.paymentMethodId });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.fields[0].field).toBe('paymentMethodId');
  });

  it('404 for unknown ids in the body, naming the field; 400 for a counterparty that does not own the method', async () => {
    const unknown = await createAch({ paymentMethodId: 'pm_doesnotexist' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'resource_not_found', type: 'not_found_error' });
    expect(unknown.body.error.fields[0].field).toBe('paymentMethodId');
    const jane = methodOf(d, 'Jane Cooper');
    const mismatch = await createAch({ counterpartyId: jane.counterpartyId });
    expect(mismatch.status).toBe(400);
  });
});

describe('insufficient funds', () => {
  it('422 insufficient_funds and nothing posted', async () => {
    const before = await balance(d.accounts.usd.id);
    const ledgerBefore = (await f.write.get(`/transactions?accountId=${d.accounts.usd.id}&limit=200`)).body.items.length;
    const response = await createAch({ amount: usd('999999999999') });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'insufficient_funds', type: 'invalid_request_error', retryable: false });
    expect(await balance(d.accounts.usd.id)).toBe(before);
    expect((await f.write.get(`/transactions?accountId=${d.accounts.usd.id}&limit=200`)).body.items.length).toBe(ledgerBefore);
  });
});

describe('fedwire and the unified endpoint', () => {
  it('POST /payments with rail fedwire: wire fee, completes after 30 minutes with an IMAD', async () => {
    const acme = methodOf(d, 'Acme Supplies LLC');
    const response = await f.write.post('/payments', { rail: 'fedwire', sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, sendAmount: usd('5000000'), reference: 'Wire 1' });
    expect(response.status).toBe(201);
    const payment = paymentSchema.parse(response.body);
    expect(payment.fees?.feeAmount?.value).toBe('1500');
    await f.advance(10 + 1800);
    const done = (await f.write.get(`/payments/${payment.id}`)).body;
    expect(done.status).toBe('completed');
    expect(done.railDetails.imad).toMatch(/SANDBX/);
  });
});

describe('the unified endpoint on other rails', () => {
  it('crypto with a crypto money object, and a quoted cross-currency SWIFT payment', async () => {
    const wallet = methodOf(d, 'Solana Vendor Collective');
    const crypto = await f.write.post('/payments', { rail: 'crypto', sourceAccountId: d.accounts.usdc.id, paymentMethodId: wallet.paymentMethodId, sendAmount: { asset: 'USDC', value: '2500000', chain: 'solana' } });
    expect(crypto.status).toBe(201);
    expect(paymentSchema.parse(crypto.body)).toMatchObject({ rail: 'crypto', cryptoNetwork: 'solana' });
    const muller = methodOf(d, 'Müller Maschinenbau GmbH');
    const quoted = await f.write.post('/payments', { rail: 'swift', sourceAccountId: d.accounts.usd.id, paymentMethodId: muller.paymentMethodId, sendAmount: usd('108000'), executionPreference: 'use_quote', quoteId: 'qte_sandbox1' });
    expect(quoted.status).toBe(201);
    expect(paymentSchema.parse(quoted.body)).toMatchObject({ executionPreference: 'use_quote', quoteId: 'qte_sandbox1', receiveAmount: { currency: 'EUR', value: '100000' } });
    expect(quoted.body.exchangeRate.rateType).toBe('quoted');
    const noQuote = await f.write.post('/payments', { rail: 'swift', sourceAccountId: d.accounts.usd.id, paymentMethodId: muller.paymentMethodId, sendAmount: usd('100'), executionPreference: 'use_quote' });
    expect(noQuote.status).toBe(400);
    expect(noQuote.body.error.fields[0].field).toBe('quoteId');
  });
});

describe('SWIFT', () => {
  it('same-currency EUR payment with chargeBearer OUR', async () => {
    const muller = methodOf(d, 'Müller Maschinenbau GmbH');
    const response = await f.write.post('/payments/swift', { sourceAccountId: d.accounts.eur.id, paymentMethodId: muller.paymentMethodId, amount: { currency: 'EUR', value: '1000000' }, chargeBearer: 'OUR' });
    expect(response.status).toBe(201);
    const payment = paymentSchema.parse(response.body);
    expect(payment.fees?.feeAmount?.value).toBe('3500');
    expect(payment.railDetails).toMatchObject({ chargeBearer: 'OUR' });
    expect(payment.verificationResult).toMatchObject({ result: 'match' });
    expect(payment.exchangeRate).toBeUndefined();
    await f.advance(10 + 2 * 86400);
    expect((await f.write.get(`/payments/swift/${payment.id}`)).body.status).toBe('completed');
  });

  it('cross-currency USD -> CNY needs a purpose (422 purpose_required), then converts at the sandbox rate', async () => {
    const shenzhen = methodOf(d, 'Shenzhen Components Co.');
    const base = { sourceAccountId: d.accounts.usd.id, paymentMethodId: shenzhen.paymentMethodId, amount: usd('100000') };
    const missing = await f.write.post('/payments/swift', base);
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ code: 'purpose_required' });
    const response = await f.write.post('/payments/swift', { ...base, purpose: 'trade_of_goods', chargeBearer: 'BEN' });
    expect(response.status).toBe(201);
    const payment = paymentSchema.parse(response.body);
    expect(payment.receiveAmount).toMatchObject({ currency: 'CNY', value: '724637' });
    expect(payment.executionPreference).toBe('at_market');
    expect(payment.exchangeRate).toMatchObject({ sourceCurrency: 'USD', targetCurrency: 'CNY', rate: '7.24637681' });
    expect(payment.fees?.feeAmount?.value).toBe('0');
  });

  it('amountInputSide receive fixes what the recipient gets', async () => {
    const thames = methodOf(d, 'Thames Logistics Ltd');
    const response = await f.write.post('/payments', {
      rail: 'swift', sourceAccountId: d.accounts.usd.id, paymentMethodId: thames.paymentMethodId,
      receiveAmount: { currency: 'GBP', value: '100000' }, amountInputSide: 'receive', executionPreference: 'at_market',
    });
    expect(response.status).toBe(201);
    expect(response.body.receiveAmount.value).toBe('100000');
    expect(response.body.sendAmount).toMatchObject({ currency: 'USD', value: '127000' });
  });

  it('422 currency_mismatch when the send amount is not in the account currency', async () => {
    const muller = methodOf(d, 'Müller Maschinenbau GmbH');
    const response = await f.write.post('/payments/swift', { sourceAccountId: d.accounts.eur.id, paymentMethodId: muller.paymentMethodId, amount: usd('100') });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('currency_mismatch');
  });
});

describe('crypto', () => {
  const wallet = () => methodOf(d, 'Base Liquidity Partners');
  const travelRule = { originator: { name: 'Sandbox Treasury Inc.' }, beneficiary: { name: 'Base Liquidity Partners', walletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72' } };

  it('confirms on its network; network fee in the asset', async () => {
    const response = await f.write.post('/payments/crypto', { sourceAccountId: d.accounts.usdc.id, paymentMethodId: wallet().paymentMethodId, amount: { asset: 'USDC', value: '500000000', chain: 'base' }, network: 'base' });
    expect(response.status).toBe(201);
    const payment = paymentSchema.parse(response.body);
    expect(payment).toMatchObject({ cryptoNetwork: 'base', cryptoTransferStatus: 'pending_confirmation' });
    expect(payment.fees?.feeAmount).toMatchObject({ currency: 'USDC', value: '50000', exponent: 6 });
    expect(payment.travelRule).toMatchObject({ required: false, jurisdiction: 'US' });
    await f.advance(10);
    expect((await f.write.get(`/payments/${payment.id}`)).body.cryptoTransferStatus).toBe('pending_confirmation');
    await f.advance(30);
    expect((await f.write.get(`/payments/${payment.id}`)).body).toMatchObject({ status: 'completed', cryptoTransferStatus: 'confirmed' });
  });

  it('422 travel_rule_required above 3,000 USD-equivalent for a US originator; accepted with data', async () => {
    const body = { sourceAccountId: d.accounts.usdc.id, paymentMethodId: wallet().paymentMethodId, amount: { asset: 'USDC', value: '3000000001', chain: 'base' }, network: 'base' };
    const missing = await f.write.post('/payments/crypto', body);
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ code: 'travel_rule_required' });
    const exactly = await f.write.post('/payments/crypto', { ...body, amount: { ...body.amount, value: '3000000000' } });
    expect(exactly.status).toBe(201);
    const withData = await f.write.post('/payments/crypto', { ...body, travelRule });
    expect(withData.status).toBe(201);
    expect(withData.body.travelRule).toMatchObject({ required: true, status: 'submitted', beneficiary: { name: 'Base Liquidity Partners' } });
  });

  it('400 when the network is not the wallet chain', async () => {
    const response = await f.write.post('/payments/crypto', { sourceAccountId: d.accounts.usdc.id, paymentMethodId: wallet().paymentMethodId, amount: { asset: 'USDC', value: '1000000', chain: 'solana' }, network: 'solana' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[0].field).toBe('network');
  });
});

describe('open', () => {
  it('is instant and fee-free; to an own account it credits that account', async () => {
    const payroll = methodOf(d, 'Sandbox Treasury Payroll');
    const payrollBefore = await balance(d.accounts.payroll.id);
    const response = await f.write.post('/payments/open', { sourceAccountId: d.accounts.usd.id, paymentMethodId: payroll.paymentMethodId, amount: usd('250000'), reference: 'Top-up' });
    expect(response.status).toBe(201);
    const payment = paymentSchema.parse(response.body);
    expect(payment).toMatchObject({ status: 'completed', rail: 'open' });
    expect(payment.fees?.feeAmount?.value).toBe('0');
    expect(await balance(d.accounts.payroll.id)).toBe(payrollBefore + 250000n);
    const credit = await entriesOf(payment.id, d.accounts.payroll.id);
    expect(credit).toEqual([expect.objectContaining({ type: 'payment_in', direction: 'credit', amount: '2500.00' })]);
  });

  it('is same-currency only: 422 currency_mismatch', async () => {
    const eurOpen = methodOf(d, 'Sandbox Treasury Europe');
    const response = await f.write.post('/payments/open', { sourceAccountId: d.accounts.usd.id, paymentMethodId: eurOpen.paymentMethodId, amount: usd('100') });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('currency_mismatch');
  });
});

describe('cancel', () => {
  it('cancels a created payment and credits back amount and fee with linked reversals', async () => {
    const before = await balance(d.accounts.usd.id);
    const payment = (await createAch()).body;
    const canceled = await f.write.post(`/payments/${payment.id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(paymentSchema.parse(canceled.body)).toMatchObject({ status: 'canceled', cancellationState: 'not_cancelable' });
    expect(await balance(d.accounts.usd.id)).toBe(before);
    const entries = await entriesOf(payment.id, d.accounts.usd.id);
    const debits = entries.filter((e) => e.direction === 'debit');
    const reversals = entries.filter((e) => e.type === 'reversal');
    expect(reversals.map((r) => r.linkedTransactionId).sort()).toEqual(debits.map((e) => e.id).sort());
    const again = await f.write.post(`/payments/${payment.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'payment_not_cancelable', type: 'invalid_request_error' });
    await f.advance(86400 * 3);
    expect((await f.write.get(`/payments/${payment.id}`)).body.status).toBe('canceled');
  });

  it('409 once processing; 404 for an unknown payment; 400 for a non-empty body', async () => {
    const payment = (await createAch()).body;
    await f.advance(10);
    expect((await f.write.post(`/payments/${payment.id}/cancel`, {})).status).toBe(409);
    expect((await f.write.post('/payments/pmt_unknown/cancel', {})).status).toBe(404);
    expect((await f.write.post(`/payments/${payment.id}/cancel`, { reason: 'x' })).status).toBe(400);
  });
});

describe('reads and lists', () => {
  it('rail-specific reads only find their rail', async () => {
    const payment = (await createAch()).body;
    expect((await f.write.get(`/payments/swift/${payment.id}`)).status).toBe(404);
    expect((await f.write.get(`/payments/ach/${payment.id}`)).status).toBe(200);
  });

  it('lists filter by rail and status', async () => {
    const list = listSchema(paymentSchema).parse((await f.write.get('/payments?rail=ach&limit=200')).body);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((p) => p.rail === 'ach')).toBe(true);
    const canceled = (await f.write.get('/payments?status=canceled')).body.items as { status: string }[];
    expect(canceled.length).toBeGreaterThan(0);
    expect(canceled.every((p) => p.status === 'canceled')).toBe(true);
    expect((await f.write.get('/payments?rail=sepa')).status).toBe(400);
  });
});
