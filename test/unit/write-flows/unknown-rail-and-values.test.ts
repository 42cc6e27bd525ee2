// A payment on a rail this app does not know (one the API added later, kept as it came:
// shared/schemas/known-or-unknown.ts), a wallet on an unknown chain and a counterparty of
// an unknown entity type: nothing that depends on them is done as if they were known ones.
// The action is refused with a message that names the value as it came; the summary and
// the pre-send messages show it marked unknown.
import { describe, expect, it } from 'vitest';
import { describePaymentMethod } from '../../../electron/pre-send-checks/payment-method-recently-added';
import { isKnownRail, railCodeText, railInSentence, unknownRailRefusal } from '../../../shared/rail-text';
import { paymentMethodSchema, paymentSchema, type Counterparty, type Payment, type PaymentMethod } from '../../../shared/schemas';
import { ACH, fieldErrors, harness, paymentResource, preparedOf } from './write-flow-fixtures';

/** As the schema reads a server's answer: the rail stays `rtp`, typed as an unknown value. */
const onRail = (rail: string, overrides: Record<string, unknown> = {}): Payment => paymentSchema.parse(paymentResource({ rail, ...overrides } as never));

describe('a payment on a rail this app does not know', () => {
  it('is never canceled here: refused with a message that names the rail and says the app does not know it yet; nothing is queued', async () => {
    const { flows, cache, outbox } = harness();
    cache.payments.upsertMany([onRail('rtp', { id: 'pmt_rtp1' })]);
    const errors = fieldErrors(await flows.cancelPayment.prepare({ paymentId: 'pmt_rtp1' }));
    expect(errors.paymentId).toBe(unknownRailRefusal('rtp', 'cancel'));
    expect(errors.paymentId).toMatch(/on the rail "rtp", which this app does not know yet, so it cannot cancel it/);
    expect(outbox.intents).toEqual([]);
  });

  it('is refused even when the server says it is cancelable, in a status this app does not know', async () => {
    const { flows, cache } = harness();
    cache.payments.upsertMany([onRail('rtp', { id: 'pmt_rtp2', status: 'settled_partially', cancellationState: 'cancelable' })]);
    expect(fieldErrors(await flows.cancelPayment.prepare({ paymentId: 'pmt_rtp2' })).paymentId).toMatch(/"rtp".*does not know yet/);
  });

  it('is refused when the fresh read from the server says the rail is one this app does not know', async () => {
    const { flows, cache } = harness({ api: { getPayment: async (id) => ({ data: onRail('fednow', { id }) }) as never } });
    cache.payments.upsertMany([paymentResource({ id: 'pmt_rtp3' })]);
    expect(fieldErrors(await flows.cancelPayment.prepare({ paymentId: 'pmt_rtp3' })).paymentId).toMatch(/on the rail "fednow", which this app does not know yet/);
    // What the server said is kept: the payment is read and cached with its rail as it came.
    expect(cache.payments.get('pmt_rtp3')?.rail).toBe('fednow');
  });

  it('a payment on a known rail is still canceled as before', async () => {
    const { flows, cache } = harness();
    cache.payments.upsertMany([onRail('swift', { id: 'pmt_sw1' })]);
    expect(preparedOf(await flows.cancelPayment.prepare({ paymentId: 'pmt_sw1' })).summary).toBe('Cancel payment pmt_sw1 of 1,234.56 USD to Acme Supplies LLC by SWIFT (created)');
  });

  it('is named as it came, marked unknown, wherever the app writes a rail in words', () => {
    expect(railInSentence('rtp')).toBe('rtp (unknown rail)');
    expect(railInSentence('ach')).toBe('ACH');
    expect(railCodeText('rtp')).toBe('rtp (unknown rail)');
    expect(railCodeText('fedwire')).toBe('fedwire');
    expect(isKnownRail('rtp')).toBe(false);
    // A code that is also an Object.prototype member is not a known rail.
    expect(isKnownRail('constructor')).toBe(false);
    expect(railInSentence('constructor')).toBe('constructor (unknown rail)');
  });
});

describe('a cancellation state this app does not know', () => {
  it('says neither yes nor no: a status this app does not know is then not canceled', async () => {
    const { flows, cache } = harness();
    cache.payments.upsertMany([onRail('ach', { id: 'pmt_cs1', status: 'settled_partially', cancellationState: 'cancel_requested' })]);
    expect(fieldErrors(await flows.cancelPayment.prepare({ paymentId: 'pmt_cs1' })).paymentId).toMatch(/settled_partially \(unknown status\), and the server does not say it can be canceled/);
  });

  it('is not read as not_cancelable either: a payment still created may be asked to cancel (the server decides)', async () => {
    const { flows, cache } = harness();
    cache.payments.upsertMany([onRail('ach', { id: 'pmt_cs2', status: 'created', cancellationState: 'cancel_requested' })]);
    expect(preparedOf(await flows.cancelPayment.prepare({ paymentId: 'pmt_cs2' })).operation).toBe('cancelPayment');
  });
});

describe('a wallet on a chain this app does not know', () => {
  const tronWallet = (): PaymentMethod => paymentMethodSchema.parse({
    id: 'pm_tronwallet', counterpartyId: 'cpt_wallet', type: 'crypto_wallet', status: 'active', currency: 'USDC', createdAt: '2025-01-01T00:00:00.000Z',
    chain: 'tron', walletAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  });
  const PAY = { sourceAccountId: 'acc_usdc', paymentMethodId: 'pm_tronwallet', amount: '100', currency: 'USDC' };

  it('is never paid on the crypto endpoint: refused, naming the chain as it came', async () => {
    const { flows, cache, outbox } = harness();
    cache.paymentMethods.upsertMany([tronWallet()]);
    const errors = fieldErrors(await flows.payments.prepareCrypto({ ...PAY, travelRule: { originator: { name: 'Org' }, beneficiary: { name: 'Base Liquidity Partners' } } }));
    expect(errors.paymentMethodId).toBe('The wallet is on tron (unknown network): this app does not know that network yet, so it cannot pay to it. Choose another payment method.');
    expect(outbox.intents).toEqual([]);
  });

  it('is never paid on the unified endpoint either, even with a known network chosen', async () => {
    const { flows, cache } = harness();
    cache.paymentMethods.upsertMany([tronWallet()]);
    const errors = fieldErrors(await flows.payments.prepare({ ...PAY, rail: 'crypto', network: 'ethereum', travelRule: { originator: { name: 'Org' }, beneficiary: { name: 'Base Liquidity Partners' } } }));
    expect(errors.paymentMethodId).toMatch(/tron \(unknown network\)/);
  });

  it('is described in pre-send messages with its chain marked unknown', () => {
    expect(describePaymentMethod(tronWallet())).toBe('tron (unknown network) wallet TLa2f6…YjU7');
  });
});

describe('a counterparty of an entity type this app does not know', () => {
  it('is not paid by ACH: no SEC code is known to fit it (never taken for an individual)', async () => {
    const { flows, cache, outbox } = harness();
    const trust = { ...cache.counterparties.get('cpt_acme'), entityType: 'trust' } as Counterparty;
    cache.counterparties.upsertMany([{ ...trust, updatedAt: '2026-03-01T00:00:00.000Z' }]);
    const errors = fieldErrors(await flows.payments.prepareAch({ ...ACH }));
    expect(errors.counterpartyId).toMatch(/^This counterparty is trust \(unknown entity type\): this app does not know that type of counterparty yet/);
    expect(errors.secCode).toBeUndefined();
    expect(outbox.intents).toEqual([]);
    // With an SEC code chosen, still refused: the app cannot tell whether it fits.
    expect(fieldErrors(await flows.payments.prepareAch({ ...ACH, secCode: 'PPD' })).counterpartyId).toMatch(/trust \(unknown entity type\)/);
  });
});
