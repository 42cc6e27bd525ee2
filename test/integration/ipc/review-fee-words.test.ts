// The review's fee words are true on every rail: the amount is what the payment sends, and a
// rail's fee (a ledger entry of its own, debited on top: the sandbox debits Fedwire 250,000.10
// as 250,015.10) is never said to be inside it; the API has no fee quote, so no figure is
// given. The open network is fee-free by the API's own words, and says so. Prepared through
// the window's dispatcher against a sandbox of its own (nothing is sent).
import { describe, expect, it } from 'vitest';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture();

async function rowsOf(form: Record<string, unknown>): Promise<Record<string, string>> {
  const prepared = await fx.prepare('payments.prepare', form);
  return Object.fromEntries(prepared.review.map((row) => [row.label, row.value]));
}

const ON_TOP = /debited from the account separately, on top of the amount; not known before sending \(the server gives no fee quote\)/;

describe('the review\'s fees and fixed amount, per rail', () => {
  it('Fedwire, SWIFT (either side), ACH and crypto: the fee comes on top; nothing says the amount is all that leaves the account', async () => {
    const usd = fx.account('Operating USD');
    const forms: Array<[string, Record<string, unknown>]> = [
      ['Fedwire', { rail: 'fedwire', sourceAccountId: usd, ...fx.party('Acme Supplies LLC'), amount: '250,000.10', currency: 'USD' }],
      ['SWIFT', { rail: 'swift', sourceAccountId: usd, ...fx.party('Müller Maschinenbau GmbH'), amount: '10,799.99', currency: 'USD', chargeBearer: 'OUR' }],
      ['SWIFT', { rail: 'swift', amountSide: 'receive', sourceAccountId: usd, ...fx.party('Müller Maschinenbau GmbH'), amount: '9,999.99', currency: 'EUR' }],
      ['ACH', { rail: 'ach', sourceAccountId: usd, ...fx.party('Acme Supplies LLC'), amount: '1,234.56', currency: 'USD', achType: 'same_day' }],
      ['network', { rail: 'crypto', sourceAccountId: fx.account('USDC Treasury'), ...fx.party('Base Liquidity Partners'), amount: '1', currency: 'USDC' }],
    ];
    for (const [rail, form] of forms) {
      const rows = await rowsOf(form);
      expect(rows['Fees'], `${rail}: ${JSON.stringify(rows)}`).toMatch(ON_TOP);
      expect(rows['Fees']).toContain(rail);
      expect(Object.values(rows).join('\n')).not.toMatch(/What leaves the account/);
      if (rows['Amount fixed'] !== undefined) expect(rows['Amount fixed']).toMatch(/^(The amount sent|What the recipient receives); any fee is debited separately, on top$/);
    }
    expect((await rowsOf(forms[0]![1]))['Amount fixed']).toBe('The amount sent; any fee is debited separately, on top');
    expect((await rowsOf(forms[2]![1]))['Amount fixed']).toBe('What the recipient receives; any fee is debited separately, on top');
  });

  it('the open network: no fee, said as the API says it', async () => {
    const rows = await rowsOf({ rail: 'open', sourceAccountId: fx.account('Operating USD'), ...fx.party('Northwind Traders'), amount: '1,000,000', currency: 'USD' });
    expect(rows['Fees']).toBe('None: the open network is fee-free.');
    if (rows['Amount fixed'] !== undefined) expect(rows['Amount fixed']).toBe('The amount sent; the open network charges no fee');
  });
});
