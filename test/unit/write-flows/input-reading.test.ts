// The pieces under every form: typed amounts in any currency, the schema's wording said
// the way a form says it, and lookups of what the cache lacks (by id, from the server).
import { describe, expect, it } from 'vitest';
import { NetworkError, NotFoundError } from '../../../electron/api/api-errors';
import { createLookups } from '../../../electron/write-flows/cache-lookups';
import { FieldProblems, friendlyMessage, inputFieldOf } from '../../../electron/write-flows/field-problems';
import { readTypedAmount } from '../../../electron/write-flows/typed-amount';
import { COUNTERPARTIES, seededCache } from './write-flow-fixtures';

function read(amount: string, currency: string, kind?: 'crypto' | 'fiat') {
  const problems = new FieldProblems();
  const value = readTypedAmount(amount, currency, problems, kind !== undefined ? { kind } : {});
  return { value, errors: Object.fromEntries(problems.list.map((e) => [e.field, e.message])) };
}

describe('typed amounts', () => {
  it.each([
    ['1,234.56', 'USD', 123456n],
    [' 1234.5 ', 'USD', 123450n],
    ['1.500', 'USD', 150n],
    ['1,000', 'JPY', 1000n],
    ['0.001', 'BHD', 1n],
    ['500.25', 'USDC', 500250000n],
    ['0.000000000000000001', 'ETH', 1n],
  ])('%j %s is %s minor units', (amount, currency, minor) => {
    expect(read(amount, currency).value).toEqual({ currency, minor });
  });

  it.each([
    ['1.5', 'JPY', 'amount', '"1.5" has 1 decimal; JPY is written without decimals.'],
    ['1.234', 'USD', 'amount', '"1.234" has 3 decimals; USD allows at most 2.'],
    ['0', 'USD', 'amount', 'Enter an amount greater than zero in USD.'],
    ['0.00', 'EUR', 'amount', 'Enter an amount greater than zero in EUR.'],
    ['-5', 'USD', 'amount', '"-5" is negative; enter the amount without a minus sign.'],
    ['1e5', 'USD', 'amount', '"1e5" is not an amount; type digits with an optional decimal point, such as 1234.56.'],
    ['10', 'XAU', 'currency', '"XAU" has no minor unit and cannot be used as money in this app.'],
    ['10', 'ABC', 'currency', '"ABC" is not a currency this app knows; use an ISO 4217 code such as USD or an asset such as USDC.'],
    ['10', 'Usd', 'currency', 'Write the currency as its code in capital letters, such as USD, EUR or USDC.'],
  ])('%j %s is refused on %s: %s', (amount, currency, field, message) => {
    expect(read(amount, currency).errors).toEqual({ [field]: message });
  });

  it('keeps crypto assets and fiat apart when the rail needs one of them', () => {
    expect(read('1', 'EUR', 'crypto').errors.currency).toBe('EUR is not a crypto asset this app knows: choose an asset such as USDC.');
    expect(read('1', 'ETH', 'fiat').errors.currency).toBe('ETH is a crypto asset: pay it by crypto, or choose a currency such as USD.');
  });
});

describe('field names and wording', () => {
  it('names the field a person filled in', () => {
    expect(inputFieldOf('amount.value')).toBe('amount');
    expect(inputFieldOf('sendAmount.asset')).toBe('currency');
    expect(inputFieldOf('amount.chain')).toBe('network');
    expect(inputFieldOf('travelRule.beneficiary.name')).toBe('travelRule.beneficiary.name');
  });

  it.each([
    ['Too small: expected string to have >=1 characters', 'must not be empty'],
    ['Too big: expected string to have <=140 characters', 'must be at most 140 characters'],
    ['Invalid input: expected string, received undefined', 'is required'],
    ['Invalid input: expected boolean, received string', 'must be a boolean'],
    ['Invalid option: expected one of "llc"|"trust"', 'must be one of llc, trust'],
    ['must be a BIC such as DEUTDEFF', 'must be a BIC such as DEUTDEFF'],
  ])('%j reads %j', (raw, friendly) => {
    expect(friendlyMessage(raw)).toBe(friendly);
  });
});

describe('lookups of what the cache lacks', () => {
  const notFound = new NotFoundError({ type: 'not_found_error', code: 'resource_not_found', message: 'No such counterparty', status: 404, retryable: false });
  const offline = new NetworkError({ type: 'network_error', code: 'network_error', message: 'connection refused', status: 0, retryable: true });

  it('reads an id the cache lacks from the server and keeps it', async () => {
    const cache = seededCache();
    const lookups = createLookups(cache, { getCounterparty: async (id) => ({ data: { ...COUNTERPARTIES.acme, id, name: 'Fresh Co' } }) as never });
    expect(await lookups.counterparty('cpt_fresh')).toMatchObject({ ok: true, value: { name: 'Fresh Co' } });
    expect(cache.counterparties.get('cpt_fresh')?.name).toBe('Fresh Co');
  });

  it('says when the server does not know it, or cannot be asked', async () => {
    const cache = seededCache();
    expect(await createLookups(cache, { getCounterparty: async () => { throw notFound; } }).counterparty('cpt_gone')).toEqual({ ok: false, message: 'cpt_gone does not exist on the server: choose a counterparty from the list.' });
    expect(await createLookups(cache, { getCounterparty: async () => { throw offline; } }).counterparty('cpt_gone')).toEqual({ ok: false, message: "cpt_gone is not in this app's records and the server could not be asked (connection refused)." });
    expect(await createLookups(cache, undefined).counterparty('')).toEqual({ ok: false, message: 'Choose a counterparty.' });
  });

  it('asks for a payment method under the counterparty given', async () => {
    const cache = seededCache();
    const asked: string[] = [];
    const lookups = createLookups(cache, { getPaymentMethod: async (cpt, pm) => { asked.push(`${cpt}/${pm}`); throw notFound; } });
    expect((await lookups.paymentMethod('pm_new', 'cpt_acme')).ok).toBe(false);
    expect((await lookups.paymentMethod('pm_new')).ok).toBe(false);
    expect(asked).toEqual(['cpt_acme/pm_new']);
  });
});
