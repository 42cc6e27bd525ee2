// SWIFT (quote or at market, charge bearer, purpose), crypto (network, smallest unit,
// travel-rule data) and open-network payments: bodies and field errors.
import { describe, expect, it } from 'vitest';
import { fieldErrors, harness, METHODS, preparedOf } from './write-flow-fixtures';

const SWIFT = { sourceAccountId: 'acc_usd', paymentMethodId: 'pm_mulleriban', amount: '10,000', currency: 'USD' };
const CRYPTO = { sourceAccountId: 'acc_usdc', paymentMethodId: 'pm_basewallet', amount: '500.25', currency: 'USDC' };
const OPEN = { sourceAccountId: 'acc_usd', paymentMethodId: 'pm_northwindopen', amount: '250', currency: 'USD' };
const TRAVEL_RULE = { originator: { name: 'Sandbox Treasury Inc' }, beneficiary: { name: 'Base Liquidity Partners', walletAddress: '0x1111111111111111111111111111111111111111' } };

describe('SWIFT payment: prepare', () => {
  it('converts at market by default, with SHA charges', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.payments.prepareSwift({ ...SWIFT, purpose: 'trade_of_goods' }));
    expect(prepared.operation).toBe('createSwiftPayment');
    expect(prepared.body).toEqual({
      sourceAccountId: 'acc_usd', paymentMethodId: 'pm_mulleriban', counterpartyId: 'cpt_muller',
      amount: { currency: 'USD', value: '1000000' }, chargeBearer: 'SHA', purpose: 'trade_of_goods', executionPreference: 'at_market',
    });
    expect(prepared.summary).toBe('Pay 10,000.00 USD to Müller Maschinenbau GmbH by SWIFT (to EUR at market, charges SHA, purpose: trade of goods) from Operating USD');
  });

  it('uses a locked quote when its id is given', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.payments.prepareSwift({ ...SWIFT, quoteId: 'qte_123', chargeBearer: 'OUR' }));
    expect(prepared.body).toMatchObject({ executionPreference: 'use_quote', quoteId: 'qte_123', chargeBearer: 'OUR' });
    expect(prepared.summary).toContain('to EUR at quote qte_123, charges OUR');
  });

  it.each([
    [{ executionPreference: 'use_quote' as const }, 'quoteId', /use_quote needs the id of a locked quote/],
    [{ quoteId: 'Q-1' }, 'quoteId', /id of a locked quote \(qte_…\)/],
    [{ quoteId: 'qte_1', executionPreference: 'at_market' as const }, 'quoteId', /only used with use_quote/],
    [{ chargeBearer: 'ALL' as never }, 'chargeBearer', /choose OUR, SHA, BEN/],
    [{ purpose: 'gifts' as never }, 'purpose', /is not a payment purpose/],
    [{ currency: 'EUR' }, 'currency', /Operating USD holds USD, not EUR/],
    [{ paymentMethodId: 'pm_acmebank' }, 'paymentMethodId', /A SWIFT payment needs an international bank account/],
  ])('refuses %j', async (change, field, message) => {
    const { flows } = harness();
    expect(fieldErrors(await flows.payments.prepareSwift({ ...SWIFT, ...change }))[field]).toMatch(message);
  });

  it('takes no quote when nothing is converted', async () => {
    const { flows } = harness();
    const same = { ...SWIFT, sourceAccountId: 'acc_eur', currency: 'EUR' };
    expect(preparedOf(await flows.payments.prepareSwift(same)).body).not.toHaveProperty('executionPreference');
    expect(fieldErrors(await flows.payments.prepareSwift({ ...same, quoteId: 'qte_1' })).quoteId).toMatch(/No conversion happens/);
  });
});

describe('crypto payment: prepare', () => {
  it('sends the amount in the smallest unit on the wallet chain', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.payments.prepareCrypto({ ...CRYPTO, travelRule: TRAVEL_RULE }));
    expect(prepared.body).toEqual({
      sourceAccountId: 'acc_usdc', paymentMethodId: 'pm_basewallet', counterpartyId: 'cpt_wallet',
      amount: { asset: 'USDC', value: '500250000', chain: 'base' }, network: 'base', travelRule: TRAVEL_RULE,
    });
    expect(prepared.summary).toBe('Pay 500.250000 USDC to Base Liquidity Partners by crypto (on Base, with travel-rule data) from USDC Treasury');
  });

  it('refuses another network than the wallet, a fiat currency, too many decimals and bad travel-rule data', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.payments.prepareCrypto({ ...CRYPTO, network: 'ethereum' })).network).toBe('The wallet is on Base: a payment to it must use Base, not Ethereum.');
    expect(fieldErrors(await flows.payments.prepareCrypto({ ...CRYPTO, network: 'tron' as never })).network).toMatch(/is not a network: choose ethereum, solana, base, ink, sui/);
    expect(fieldErrors(await flows.payments.prepareCrypto({ ...CRYPTO, currency: 'USD' })).currency).toMatch(/USD is not a crypto asset/);
    expect(fieldErrors(await flows.payments.prepareCrypto({ ...CRYPTO, amount: '1.0000001' })).amount).toMatch(/has 7 decimals; USDC allows at most 6/);
    const bad = fieldErrors(await flows.payments.prepareCrypto({ ...CRYPTO, travelRule: { originator: { name: 'X' }, beneficiary: {} } as never }));
    expect(bad['travelRule.beneficiary.name']).toBe('is required');
  });

  it('refuses a wallet in another asset than the account, and a fiat payment method', async () => {
    const { flows, cache } = harness();
    cache.paymentMethods.upsertMany([{ ...METHODS.baseWallet, id: 'pm_eurcwallet', currency: 'EURC' }]);
    expect(fieldErrors(await flows.payments.prepareCrypto({ ...CRYPTO, paymentMethodId: 'pm_eurcwallet' })).paymentMethodId).toMatch(/^Crypto payments are same-currency: the payment method receives EURC but USDC Treasury holds USDC/);
    expect(fieldErrors(await flows.payments.prepareCrypto({ ...CRYPTO, paymentMethodId: 'pm_acmebank' })).paymentMethodId).toMatch(/A crypto payment needs a crypto wallet/);
  });
});

describe('open payment: prepare', () => {
  it('pays an open-network recipient in the same currency', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.payments.prepareOpen(OPEN));
    expect(prepared.operation).toBe('createOpenPayment');
    expect(prepared.body).toEqual({ sourceAccountId: 'acc_usd', paymentMethodId: 'pm_northwindopen', counterpartyId: 'cpt_northwind', amount: { currency: 'USD', value: '25000' } });
    expect(prepared.summary).toBe('Pay 250.00 USD to Northwind Traders on the open network (to @northwind.pay.usd, instant) from Operating USD');
  });

  it('refuses another currency and a method that is not open', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.payments.prepareOpen({ ...OPEN, paymentMethodId: 'pm_northwindeur' })).paymentMethodId).toBe(
      'Open-network payments are same-currency: the payment method receives EUR but Operating USD holds USD. Choose a USD payment method.',
    );
    expect(fieldErrors(await flows.payments.prepareOpen({ ...OPEN, paymentMethodId: 'pm_acmebank' })).paymentMethodId).toMatch(/An open-network payment needs an open-network recipient \(open\)/);
  });

  it("from an account in another currency than the recipient's only method for the rail: said at the From account, not at the method", async () => {
    const { flows, cache } = harness();
    // Northwind has open methods in USD and EUR: from Operating EUR to its USD handle, the EUR handle is the fix (at the method).
    expect(fieldErrors(await flows.payments.prepareOpen({ ...OPEN, sourceAccountId: 'acc_eur', currency: 'EUR' }))).toEqual({
      paymentMethodId: 'Open-network payments are same-currency: the payment method receives USD but Operating EUR holds EUR. Choose a EUR payment method.',
    });
    // Without the EUR handle (withdrawn), the only fix is a USD account.
    cache.paymentMethods.upsertMany([{ ...METHODS.northwindEur, status: 'rejected' }]);
    expect(fieldErrors(await flows.payments.prepareOpen({ ...OPEN, sourceAccountId: 'acc_eur', currency: 'EUR' }))).toEqual({
      sourceAccountId: 'Open-network payments are same-currency: the payment method receives USD but Operating EUR holds EUR. Northwind Traders has no EUR payment method for it: choose a USD account.',
    });
    // A wallet in another asset than the account, and none in the account's asset: at the account.
    cache.paymentMethods.upsertMany([{ ...METHODS.baseWallet, currency: 'EURC' }]);
    expect(fieldErrors(await flows.payments.prepareCrypto({ ...CRYPTO })).sourceAccountId).toMatch(/^Crypto payments are same-currency: the payment method receives EURC but USDC Treasury holds USDC\. Base Liquidity Partners has no USDC payment method for it: choose a EURC account/);
  });
});

describe('unified payment: prepare', () => {
  it('pays by Fedwire', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.payments.prepare({ rail: 'fedwire', sourceAccountId: 'acc_usd', paymentMethodId: 'pm_acmebank', amount: '50,000', currency: 'USD' }));
    expect(prepared.operation).toBe('createPayment');
    expect(prepared.body).toEqual({
      sourceAccountId: 'acc_usd', paymentMethodId: 'pm_acmebank', counterpartyId: 'cpt_acme', rail: 'fedwire',
      sendAmount: { currency: 'USD', value: '5000000' }, amountInputSide: 'send',
    });
    expect(prepared.summary).toBe('Pay 50,000.00 USD to Acme Supplies LLC by Fedwire from Operating USD');
  });

  it('fixes what the recipient receives on SWIFT', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.payments.prepare({ rail: 'swift', amountSide: 'receive', sourceAccountId: 'acc_usd', paymentMethodId: 'pm_mulleriban', amount: '9,000', currency: 'EUR' }));
    expect(prepared.body).toMatchObject({ rail: 'swift', receiveAmount: { currency: 'EUR', value: '900000' }, amountInputSide: 'receive', executionPreference: 'at_market' });
    expect(prepared.summary).toBe('Pay 9,000.00 EUR (received) to Müller Maschinenbau GmbH by SWIFT (from USD at market) from Operating USD');
    expect(fieldErrors(await flows.payments.prepare({ rail: 'swift', amountSide: 'receive', sourceAccountId: 'acc_usd', paymentMethodId: 'pm_mulleriban', amount: '9,000', currency: 'USD' })).currency).toMatch(/receives EUR, not USD/);
  });

  it('pays crypto with the chain in the money object', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.payments.prepare({ rail: 'crypto', ...CRYPTO }));
    expect(prepared.body).toMatchObject({ sendAmount: { asset: 'USDC', value: '500250000', chain: 'base' } });
  });

  it('refuses an unknown rail and crypto-only fields on other rails', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.payments.prepare({ rail: 'sepa' as never, ...OPEN })).rail).toMatch(/is not a rail: choose ach, fedwire, swift, crypto, open/);
    const errors = fieldErrors(await flows.payments.prepare({ rail: 'open', ...OPEN, travelRule: TRAVEL_RULE, network: 'base' }));
    expect(errors.travelRule).toMatch(/crypto payments only/);
    expect(errors.network).toMatch(/crypto payments only/);
  });
});
