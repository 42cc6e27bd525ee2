// Every payment rail end to end: prepared from typed text, confirmed, journaled with its
// confirmation, sent once by the real outbox, created by the sandbox, kept in the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmReviewed, prepared, startWriteFlowsWorld, type WriteFlowsWorld } from './write-flows-fixture';

let w: WriteFlowsWorld;
beforeAll(async () => {
  w = await startWriteFlowsWorld();
});
afterAll(async () => {
  await w?.close();
});

const TRAVEL_RULE = { originator: { name: 'Sandbox Treasury Inc.' }, beneficiary: { name: 'Base Liquidity Partners', walletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72' } };

describe('payments against the sandbox', () => {
  it('ACH (same day, CCD to a business; PPD by default to an individual)', async () => {
    const acme = w.party('Acme Supplies LLC');
    const before = await w.stats();
    const confirmed = await confirmReviewed(w.flows, await w.flows.payments.prepareAch({ sourceAccountId: w.account('Operating USD'), ...acme, amount: '1,234.56', currency: 'USD', achType: 'same_day' }));
    expect(confirmed.resource).toMatchObject({ rail: 'ach', status: 'created', sendAmount: { currency: 'USD', value: '123456' }, railDetails: { achType: 'same_day', secCode: 'CCD' } });
    const id = (confirmed.resource as { id: string }).id;
    expect(w.cache.payments.get(id)?.id).toBe(id);
    expect(confirmed.outcome.entry).toMatchObject({ state: 'succeeded' });
    expect((await w.stats()).payment).toBe((before.payment ?? 0) + 1);
    const jane = await confirmReviewed(w.flows, await w.flows.payments.prepareAch({ sourceAccountId: w.account('Operating USD'), ...w.party('Jane Cooper'), amount: '80', currency: 'USD' }));
    expect(jane.resource).toMatchObject({ railDetails: { secCode: 'PPD', achType: 'standard' } });
  });

  it('records each confirmation in the audit trail, with its outbox entry and key', async () => {
    const confirmations = w.audit.list({ kinds: ['confirmation'], limit: 1000 });
    const last = confirmations.at(-1)?.data as Record<string, unknown>;
    expect(last).toMatchObject({ action: 'pay_ach', summary: 'Pay 80.00 USD to Jane Cooper by ACH (standard, PPD) from Operating USD' });
    const entry = w.outbox.get(last['outboxEntryId'] as string);
    expect(entry).toMatchObject({ state: 'succeeded', idempotencyKey: last['idempotencyKey'], summary: last['summary'] });
    expect(w.audit.verify()).toMatchObject({ ok: true });
  });

  it('Fedwire through the unified endpoint', async () => {
    const confirmed = await confirmReviewed(w.flows, await w.flows.payments.prepare({ rail: 'fedwire', sourceAccountId: w.account('Operating USD'), ...w.party('Acme Supplies LLC'), amount: '25,000', currency: 'USD' }));
    expect(confirmed.resource).toMatchObject({ rail: 'fedwire', sendAmount: { value: '2500000' } });
  });

  it('SWIFT at market, with a locked quote, to a purpose corridor with its purpose, and fixing the amount received', async () => {
    const usd = w.account('Operating USD');
    const atMarket = await confirmReviewed(w.flows, await w.flows.payments.prepareSwift({ sourceAccountId: usd, ...w.party('Müller Maschinenbau GmbH'), amount: '10,000', currency: 'USD', chargeBearer: 'OUR' }));
    expect(atMarket.resource).toMatchObject({ rail: 'swift', receiveAmount: { currency: 'EUR' }, executionPreference: 'at_market', railDetails: { chargeBearer: 'OUR' } });
    const quoted = await confirmReviewed(w.flows, await w.flows.payments.prepareSwift({ sourceAccountId: usd, ...w.party('Thames Logistics Ltd'), amount: '500', currency: 'USD', quoteId: 'qte_locked1' }));
    expect(quoted.resource).toMatchObject({ executionPreference: 'use_quote', quoteId: 'qte_locked1', exchangeRate: { rateType: 'quoted' } });
    const inr = await confirmReviewed(w.flows, await w.flows.payments.prepareSwift({ sourceAccountId: usd, ...w.party('Mumbai Software Pvt Ltd'), amount: '2,000', currency: 'USD', purpose: 'goods_and_services' }));
    expect(inr.resource).toMatchObject({ purpose: 'goods_and_services', receiveAmount: { currency: 'INR' } });
    const received = await confirmReviewed(w.flows, await w.flows.payments.prepare({ rail: 'swift', amountSide: 'receive', sourceAccountId: usd, ...w.party('Müller Maschinenbau GmbH'), amount: '9,000', currency: 'EUR' }));
    expect(received.resource).toMatchObject({ amountInputSide: 'receive', receiveAmount: { currency: 'EUR', value: '900000' } });
  });

  it('crypto in the asset smallest unit, with travel-rule data above the threshold', async () => {
    const usdc = w.account('USDC Treasury');
    const small = await confirmReviewed(w.flows, await w.flows.payments.prepareCrypto({ sourceAccountId: usdc, ...w.party('Solana Vendor Collective'), amount: '3,000', currency: 'USDC' }));
    expect(small.resource).toMatchObject({ rail: 'crypto', cryptoNetwork: 'solana', sendAmount: { value: '3000000000' }, travelRule: { required: false } });
    const prepared = await w.flows.payments.prepareCrypto({ sourceAccountId: usdc, ...w.party('Base Liquidity Partners'), amount: '12,500.50', currency: 'USDC', travelRule: TRAVEL_RULE });
    // The chain by its name in the summary the review and the Outbox show ("on Base", not the API's "base").
    expect(prepared.ok && prepared.prepared.summary).toContain('(on Base, with travel-rule data)');
    const large = await confirmReviewed(w.flows, prepared);
    expect(large.resource).toMatchObject({ cryptoNetwork: 'base', sendAmount: { value: '12500500000' }, travelRule: { required: true, status: 'submitted' } });
  });

  it('open network, same currency, to a handle and to a local account', async () => {
    const usd = w.account('Operating USD');
    const handle = await confirmReviewed(w.flows, await w.flows.payments.prepareOpen({ sourceAccountId: usd, ...w.party('Northwind Traders'), amount: '250', currency: 'USD' }));
    expect(handle.resource).toMatchObject({ rail: 'open', status: 'completed' });
    const payroll = await confirmReviewed(w.flows, await w.flows.payments.prepareOpen({ sourceAccountId: usd, ...w.party('Sandbox Treasury Payroll'), amount: '1,000', currency: 'USD' }));
    expect(payroll.resource).toMatchObject({ status: 'completed' });
  });

  it('cancels a payment that is still cancelable, and refuses one that is not', async () => {
    const created = await confirmReviewed(w.flows, await w.flows.payments.prepareAch({ sourceAccountId: w.account('Payroll USD'), ...w.party('Jane Cooper'), amount: '42', currency: 'USD' }));
    const id = (created.resource as { id: string }).id;
    const canceled = await confirmReviewed(w.flows, await w.flows.cancelPayment.prepare({ paymentId: id }));
    expect(canceled.resource).toMatchObject({ id, status: 'canceled' });
    expect(w.cache.payments.get(id)?.status).toBe('canceled');
    const again = await w.flows.cancelPayment.prepare({ paymentId: id });
    expect(again.ok === false && again.fieldErrors[0]?.message).toBe('This payment is already canceled: there is nothing to cancel.');
  });

  it('warns before a second identical payment the same day, and about a first payment', async () => {
    const acme = w.party('Acme Supplies LLC');
    const again = prepared(await w.flows.payments.prepareAch({ sourceAccountId: w.account('Operating USD'), ...acme, amount: '1,234.56', currency: 'USD' }));
    expect(again.checks.map((c) => c.code)).toContain('possible_duplicate');
    const first = prepared(await w.flows.payments.prepareSwift({ sourceAccountId: w.account('Operating USD'), ...w.party('Shenzhen Components Co.'), amount: '100', currency: 'USD', purpose: 'trade_of_goods' }));
    // The seed's payment methods were added when the sandbox started: recently.
    expect(first.checks.map((c) => c.code)).toEqual(['first_payment_to_counterparty', 'payment_method_recently_added']);
  });
});
