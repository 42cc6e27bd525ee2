// The form schema is the same on both sides: a value the window's form accepts (the shared
// schema, as react-hook-form's zodResolver runs it) is accepted by main, and what main
// sends is byte for byte the request the form's values make (paymentRequestOf,
// paymentMethodBodyOf, read through the endpoint's schema), whatever way the amount was
// typed and whichever optional fields were left blank. Property tests against a real sandbox.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentFormSchema, paymentMethodBodyOf, paymentMethodFormSchema, paymentRequestOf, readTypedAmount } from '../../../shared/forms';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture();

/** What main sent for a confirmed write: the outbox entry's exact body bytes. */
async function sentBytes(method: string, values: unknown): Promise<string> {
  const outcome = await fx.confirm(await fx.prepare(method, values));
  expect(outcome.state, JSON.stringify(outcome.error)).toBe('succeeded');
  return fx.host.services().money.outbox.get(outcome.outboxEntry?.id as string)?.bodyText as string;
}

/** An amount of 0.01 to 999.99 USD as a person might type it: "1,234.5", "12", "0.50", " 7.00 ". */
const typedAmount = fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom('plain', 'grouped', 'trimmed-zero', 'padded')).map(([cents, style]) => {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const wholeText = style === 'grouped' ? whole.toLocaleString('en-US') : String(whole);
  if (style === 'trimmed-zero') return fraction === '00' ? wholeText : `${wholeText}.${fraction.replace(/0$/, '')}`;
  return style === 'padded' ? ` ${wholeText}.${fraction} ` : `${wholeText}.${fraction}`;
});
const blankOr = <T>(arb: fc.Arbitrary<T>) => fc.oneof(fc.constant(''), fc.constant('   '), arb);
const words = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,/-]{0,30}[A-Za-z0-9]$/);

describe('one schema, two sides', () => {
  it('an ACH payment form the window accepts is sent by main as exactly the request its values make', async () => {
    const acme = fx.party('Acme Supplies LLC');
    const source = fx.account('Operating USD');
    await fc.assert(fc.asyncProperty(typedAmount, blankOr(words), fc.boolean(), fc.constantFrom('standard', 'same_day', ''), async (amount, reference, withCounterparty, achType) => {
      const values = { rail: 'ach', sourceAccountId: source, paymentMethodId: acme.paymentMethodId, counterpartyId: withCounterparty ? acme.counterpartyId : '', amount, currency: 'USD', reference, achType };
      const form = paymentFormSchema.safeParse(values);
      expect(form.success, JSON.stringify(form.error?.issues)).toBe(true);
      if (!form.success) return;
      const read = readTypedAmount(form.data.amount, form.data.currency);
      if (!read.ok) throw new Error(read.message);
      const request = paymentRequestOf(form.data, read.minor, { counterpartyId: acme.counterpartyId, secCode: 'CCD' });
      expect(request.operation).toBe('createAchPayment');
      expect(await sentBytes('payments.prepare', values)).toBe(JSON.stringify(request.schema.parse(request.body)));
    }), { numRuns: 12, seed: 2026 });
  }, 120_000);

  it('a crypto payment form (travel-rule data left blank or given) is sent by main as exactly the request its values make', async () => {
    const wallet = fx.party('Base Liquidity Partners');
    const source = fx.account('USDC Treasury');
    const travelRule = fc.oneof(
      fc.constant({ originator: { name: '' }, beneficiary: { name: ' ' } }),
      fc.record({ originator: fc.record({ name: words, address: blankOr(words) }), beneficiary: fc.record({ name: words, institutionName: blankOr(words) }) }),
    );
    await fc.assert(fc.asyncProperty(typedAmount, travelRule, fc.constantFrom('base', ''), async (amount, rule, network) => {
      const values = { rail: 'crypto', sourceAccountId: source, paymentMethodId: wallet.paymentMethodId, amount, currency: 'USDC', travelRule: rule, network };
      const form = paymentFormSchema.safeParse(values);
      expect(form.success, JSON.stringify(form.error?.issues)).toBe(true);
      if (!form.success) return;
      const read = readTypedAmount(form.data.amount, form.data.currency);
      if (!read.ok) throw new Error(read.message);
      const request = paymentRequestOf(form.data, read.minor, { counterpartyId: wallet.counterpartyId, network: 'base' });
      expect(await sentBytes('payments.prepare', values)).toBe(JSON.stringify(request.schema.parse(request.body)));
    }), { numRuns: 10, seed: 2026 });
  }, 120_000);

  it('a US bank payment method form the window accepts is sent by main as exactly its body (grouped and spaced values tidied alike)', async () => {
    const counterpartyId = fx.party('Jane Cooper').counterpartyId;
    const routing = fc.stringMatching(/^[0-9]{8}$/).map((eight) => {
      const weights = [3, 7, 1, 3, 7, 1, 3, 7];
      const sum = [...eight].reduce((acc, d, i) => acc + Number(d) * (weights[i] as number), 0);
      return `${eight}${(10 - (sum % 10)) % 10}`;
    });
    await fc.assert(fc.asyncProperty(routing, fc.stringMatching(/^[0-9]{4,17}$/), words, blankOr(words), fc.constantFrom('checking', 'savings'), async (routingNumber, accountNumber, holder, label, bankAccountType) => {
      const values = { counterpartyId, type: 'us_bank', currency: 'USD', accountHolderName: holder, routingNumber, accountNumber, bankAccountType, label, bankName: '' };
      const form = paymentMethodFormSchema.safeParse(values);
      expect(form.success, JSON.stringify(form.error?.issues)).toBe(true);
      if (!form.success) return;
      expect(await sentBytes('paymentMethods.prepareAdd', values)).toBe(JSON.stringify(paymentMethodBodyOf(form.data).body));
    }), { numRuns: 12, seed: 2026 });
  }, 120_000);
});
