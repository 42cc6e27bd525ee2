// What a person reads on main's review and checks, through the dispatcher against a real
// local sandbox: times in the window's own time zone (sent with prepare), outside names
// isolated in main's sentences, every field of the request body on the review, a new
// payment method's numbers shown in full on its review (masked everywhere after).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture();

const rowsOf = (prepared: { review: Array<{ label: string; value: string }> }) => Object.fromEntries(prepared.review.map((r) => [r.label, r.value]));

describe('times in the person\'s time zone', () => {
  const ach = () => ({ rail: 'ach', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '900,000,000', currency: 'USD', achType: 'same_day' });

  it('the cut-off and the checks\' times are written in the zone the window sends, never in UTC', async () => {
    const prepared = await fx.prepare('payments.prepare', { ...ach(), timeZone: 'America/Chicago' });
    expect(rowsOf(prepared)['Effective date / cut-off']).toMatch(/2:45 PM E[SD]T \(1:45 PM C[SD]T your time\)/);
    const balance = prepared.checks.find((c) => c.code === 'insufficient_cached_balance');
    expect(balance?.message).toMatch(/as of \d{4}-\d\d-\d\d \d\d:\d\d C[SD]T \(cached\)/);
    expect(JSON.stringify(prepared)).not.toMatch(/ UTC\b/);
  });

  it('a time zone Intl does not know is refused at its field; nothing of it is sent', async () => {
    const error = await fx.refused('payments.prepare', { ...ach(), timeZone: 'Mars/Olympus' });
    expect(error.fields).toEqual([{ field: 'timeZone', message: 'must be an IANA time zone such as America/Chicago' }]);
    const prepared = await fx.prepare('payments.prepare', { ...ach(), amount: '1', timeZone: 'Asia/Tokyo' });
    const outcome = await fx.confirm(prepared);
    expect(outcome.state).toBe('succeeded');
    expect(await fx.sandboxPayment(outcome.resourceId as string)).not.toHaveProperty('timeZone');
  });
});

describe('right-to-left names in main\'s sentences', () => {
  const hebrew = 'חברת הדרום בע״מ';
  let counterpartyId = '';

  it('a sentence that opens with a Hebrew name stays left to right (LRM before it), the name isolated; a new method\'s numbers are shown in full on its review only', async () => {
    const created = await fx.prepare('counterparties.prepareCreate', { entityType: 'business', name: hebrew, metadata: { vendor: 'ספק 7' } });
    expect(rowsOf(created)['Metadata']).toBe('vendor: \u2068ספק 7\u2069');
    const outcome = await fx.confirm(created);
    counterpartyId = outcome.resourceId as string;
    const usBank = await fx.prepare('paymentMethods.prepareAdd', { counterpartyId, type: 'us_bank', currency: 'USD', accountHolderName: hebrew, routingNumber: '021000021', accountNumber: '000123458901', bankAccountType: 'checking' });
    expect(rowsOf(usBank)['Account number']).toBe('000123458901');
    expect(usBank.summary).not.toContain('000123458901');
    const added = await fx.confirm(usBank);
    expect(added.outboxEntry?.maskedBody ?? '').not.toContain('000123458901');
    const iban = await fx.prepare('paymentMethods.prepareAdd', { counterpartyId, type: 'international_bank', currency: 'EUR', accountHolderName: hebrew, iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeff' });
    expect(rowsOf(iban)['IBAN']).toBe('DE89 3704 0044 0532 0130 00');

    const method = fx.host.services().cache.paymentMethods.forCounterparty(counterpartyId).find((m) => m.type === 'us_bank');
    const payment = await fx.prepare('payments.prepare', { rail: 'ach', sourceAccountId: fx.account('Operating USD'), counterpartyId, paymentMethodId: method?.id, amount: '5', currency: 'USD' });
    expect(rowsOf(payment)['To']).toBe(`\u200E\u2068${hebrew}\u2069: US bank account ending 8901`);
    expect(payment.summary).toBe(`Pay 5.00 USD to \u2068${hebrew}\u2069 by ACH (standard, CCD) from Operating USD`);
    expect(payment.confirmLabel).toBe(`Send 5.00 USD to \u2068${hebrew}\u2069 by ACH`);
    // Our own words come first: no mark needed. A name alone (the Counterparty row) keeps its own direction.
    expect(rowsOf(usBank)['Counterparty']).toBe(hebrew);
  });

  it('the window gets our sentences with their isolates; the audit export carries them without any mark we added', async () => {
    const { entries } = await fx.value<{ entries: Array<{ summary: string }> }>('outbox.list', {});
    expect(entries.map((e) => e.summary)).toContain(`Add counterparty \u2068${hebrew}\u2069, a business`);
    const outPath = path.join(mkdtempSync(path.join(tmpdir(), 'treasury-audit-marks-')), 'audit.csv');
    await fx.host.services().money.audit.exportCsv(outPath);
    const rows = parse(readFileSync(outPath, 'utf8'), { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row['summary'])).toContain(`Add counterparty ${hebrew}, a business`);
    for (const row of rows) expect(`${row['summary']}${row['checks']}`).not.toMatch(/[\u200E\u2066-\u2069]/u);
    rmSync(path.dirname(outPath), { recursive: true, force: true });
  });
});

describe('every field of the request body is on the review', () => {
  /** The review row that shows each body field (a field without one here fails the test). */
  const ROW_OF: Readonly<Record<string, string>> = {
    sourceAccountId: 'From', destinationAccountId: 'Into', paymentMethodId: 'To|Debited', counterpartyId: 'To|Debited', amount: 'Amount', sendAmount: 'Amount', receiveAmount: 'The recipient receives',
    rail: 'Rail', achType: 'ACH type', secCode: 'SEC code', chargeBearer: 'Charges', intermediaryBank: 'Intermediary bank', purpose: 'Purpose', executionPreference: 'Conversion', quoteId: 'Conversion',
    network: 'Network', travelRule: 'Travel-rule data|Travel-rule originator', reference: 'Reference', metadata: 'Metadata',
    entityType: 'Onboards|Type', amountInputSide: 'Amount fixed', fullName: 'Onboards', legalName: 'Onboards', dateOfBirth: 'Date of birth', nationality: 'Nationality', governmentId: 'Identity document',
    tradingName: 'Trading name', registrationNumber: 'Registration number', jurisdiction: 'Jurisdiction', incorporationDate: 'Incorporation date', businessStructure: 'Business structure',
    industryCode: 'Industry', email: 'Email', phone: 'Phone', address: 'Address', relationships: 'Related people', documentIds: 'Documents', autoSubmit: 'KYB review',
    name: 'Name', type: 'Kind', currency: 'Currency', label: 'Label', accountHolderName: 'Account holder', bankName: 'Bank', routingNumber: 'Routing number', accountNumber: 'Account number',
    bankAccountType: 'Account type', iban: 'IBAN', bic: 'BIC', intermediaryBic: 'Intermediary BIC', bankAddress: 'Bank address', chain: 'Chain', walletAddress: 'Wallet address',
    destinationTag: 'Destination tag', openId: 'Network handle or id', autoConvert: 'Conversion',
  };

  const writes: Array<[string, string, () => Record<string, unknown>]> = [
    ['ACH payment', 'payments.prepare', () => ({ rail: 'ach', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '10', currency: 'USD', achType: 'same_day', secCode: 'CCD', reference: 'R-1', metadata: { po: '7' } })],
    ['Fedwire payment', 'payments.prepare', () => ({ rail: 'fedwire', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '10', currency: 'USD', purpose: 'trade_of_goods', reference: 'R-2' })],
    ['SWIFT payment', 'payments.prepare', () => ({ rail: 'swift', sourceAccountId: fx.account('Operating USD'), ...fx.party('Müller Maschinenbau GmbH'), amount: '10', currency: 'USD', chargeBearer: 'SHA', intermediaryBank: { bic: 'DEUTDEFF', name: 'Deutsche Bank' }, reference: 'R-3' })],
    ['crypto payment', 'payments.prepare', () => ({ rail: 'crypto', sourceAccountId: fx.account('USDC Treasury'), ...fx.party('Base Liquidity Partners'), amount: '1', currency: 'USDC', travelRule: { originator: { name: 'Sandbox Treasury Inc.' }, beneficiary: { name: 'Base Liquidity Partners' } } })],
    ['open payment', 'payments.prepare', () => ({ rail: 'open', sourceAccountId: fx.account('Operating USD'), ...fx.party('Northwind Traders'), amount: '1', currency: 'USD', reference: 'R-4' })],
    ['transfer', 'transfers.prepare', () => ({ sourceAccountId: fx.account('Operating USD'), destinationAccountId: fx.account('Payroll USD'), amount: '1', currency: 'USD', reference: 'R-5' })],
    ['collection', 'collections.prepare', () => ({ destinationAccountId: fx.account('Operating USD'), ...fx.party('Jane Cooper'), amount: '1', currency: 'USD', reference: 'R-6' })],
    ['new counterparty', 'counterparties.prepareCreate', () => ({ entityType: 'individual', name: 'Grace Hopper', email: 'grace@example.com', address: { line1: '1 Navy Way', city: 'Arlington', country: 'US' }, metadata: { team: 'ops' } })],
    ['individual onboarding', 'onboarding.prepare', () => ({ entityType: 'individual', fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', nationality: 'GB', governmentId: { type: 'passport', number: 'P1234567', issuingCountry: 'GB' }, email: 'ada@example.com', phone: '+14155550100', autoSubmit: false })],
    ['business onboarding', 'onboarding.prepare', () => ({ entityType: 'business', legalName: 'Globex Holdings LLC', tradingName: 'Globex', registrationNumber: 'REG-1', jurisdiction: 'US', incorporationDate: '2020-01-15', businessStructure: 'llc', industryCode: 'technology', autoSubmit: true, metadata: { crm: '9' } })],
    ['new US bank method', 'paymentMethods.prepareAdd', () => ({ counterpartyId: fx.party('Acme Supplies LLC').counterpartyId, type: 'us_bank', currency: 'USD', label: 'Payables', accountHolderName: 'Acme Supplies LLC', bankName: 'Chase', routingNumber: '021000021', accountNumber: '123456789', bankAccountType: 'savings' })],
    ['new international method', 'paymentMethods.prepareAdd', () => ({ counterpartyId: fx.party('Acme Supplies LLC').counterpartyId, type: 'international_bank', currency: 'EUR', accountHolderName: 'Acme Supplies LLC', iban: 'DE89370400440532013000', bic: 'COBADEFF', intermediaryBic: 'DEUTDEFF' })],
    ['account number', 'accountNumbers.prepare', () => ({ accountId: fx.account('Payroll USD'), type: 'us_fedwire' })],
  ];

  it.each(writes)('%s: each body field has its row', async (_what, method, form) => {
    const prepared = await fx.prepare(method, form());
    const rows = rowsOf(prepared);
    const entry = await preparedBody(prepared.id);
    const missing = Object.keys(entry).filter((key) => !(ROW_OF[key] ?? '').split('|').some((label) => rows[label] !== undefined));
    expect(missing).toEqual([]);
  });
});

/** The exact body a prepared write will send (from the flows, before any confirm). */
async function preparedBody(id: string): Promise<Record<string, unknown>> {
  const flows = await fx.host.services().money.writeFlows();
  return (flows.preparedBody(id) ?? {}) as Record<string, unknown>;
}

describe('the confirm button says what, to whom and how', () => {
  it('an Arabic name isolated, a 200-character name cut with "…" on a grapheme boundary, a transfer names its destination, a payment debited in another currency says so', async () => {
    const arabic = 'شركة الخليج للتجارة';
    const long = `${'Northwind Global Trading and Logistics '.repeat(5)}👩🏽‍💼${'x'.repeat(10)}`.slice(0, 200);
    for (const [name, shown] of [[arabic, `\u2068${arabic}\u2069`], [long, `${[...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(long)].slice(0, 39).map((g) => g.segment).join('')}…`]] as const) {
      const created = await fx.confirm(await fx.prepare('counterparties.prepareCreate', { entityType: 'business', name }));
      const counterpartyId = created.resourceId as string;
      await fx.confirm(await fx.prepare('paymentMethods.prepareAdd', { counterpartyId, type: 'us_bank', currency: 'USD', accountHolderName: 'Holder', routingNumber: '021000021', accountNumber: '000123458901', bankAccountType: 'checking' }));
      const method = fx.host.services().cache.paymentMethods.forCounterparty(counterpartyId)[0];
      const payment = await fx.prepare('payments.prepare', { rail: 'fedwire', sourceAccountId: fx.account('Operating USD'), counterpartyId, paymentMethodId: method?.id, amount: '1,234.56', currency: 'USD', purpose: 'trade_of_goods' });
      expect(payment.confirmLabel).toBe(`Send 1,234.56 USD to ${shown} by Fedwire`);
    }
    const transfer = await fx.prepare('transfers.prepare', { sourceAccountId: fx.account('Operating USD'), destinationAccountId: fx.account('Payroll USD'), amount: '25000', currency: 'USD' });
    expect(transfer.confirmLabel).toBe('Move 25,000.00 USD to Payroll USD');
    const euros = await fx.prepare('payments.prepare', { rail: 'swift', sourceAccountId: fx.account('Operating USD'), ...fx.party('Müller Maschinenbau GmbH'), amountSide: 'receive', amount: '100', currency: 'EUR', purpose: 'trade_of_goods' });
    expect(euros.confirmLabel).toBe('Send 100.00 EUR to Müller Maschinenbau GmbH by SWIFT, debited in USD');
    expect(rowsOf(euros)['Debited in']).toBe('USD: the USD amount is set by the exchange rate when it is sent; the server gives no estimate before it is sent.');
    const dollars = await fx.prepare('payments.prepare', { rail: 'swift', sourceAccountId: fx.account('Operating USD'), ...fx.party('Müller Maschinenbau GmbH'), amount: '100', currency: 'USD', chargeBearer: 'SHA' });
    expect(rowsOf(dollars)['Debited in']).toBeUndefined();
  });
});

describe('codes read as words on the review', () => {
  it('the rail and the chain by their names, not their codes', async () => {
    const crypto = await fx.prepare('payments.prepare', { rail: 'crypto', sourceAccountId: fx.account('USDC Treasury'), ...fx.party('Base Liquidity Partners'), amount: '1', currency: 'USDC' });
    expect(rowsOf(crypto)).toMatchObject({ Rail: 'Crypto', Network: 'Base' });
    // The To row names the network as the Network row does: "Base wallet", never "base wallet".
    expect(rowsOf(crypto)['To']).toMatch(/, Base wallet 0x8ba1…ba72$/);
    const open = await fx.prepare('payments.prepare', { rail: 'open', sourceAccountId: fx.account('Operating USD'), ...fx.party('Northwind Traders'), amount: '1', currency: 'USD' });
    expect(rowsOf(open)['Rail']).toBe('Open network');
  });

  it('a crypto payment: the whole wallet address and the travel-rule data as entered, each field (a right-to-left name isolated)', async () => {
    const party = fx.party('Base Liquidity Partners');
    const wallet = fx.host.services().cache.paymentMethods.get(party.paymentMethodId as string);
    const crypto = await fx.prepare('payments.prepare', {
      rail: 'crypto', sourceAccountId: fx.account('USDC Treasury'), ...party, amount: '1', currency: 'USDC',
      travelRule: { originator: { name: 'Sandbox Treasury Inc.', address: '1 Main St, Austin TX', accountId: 'ACCT-77' }, beneficiary: { name: 'מיכל כהן', walletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', institutionName: 'Coinbase' } },
    });
    const rows = rowsOf(crypto);
    expect(wallet?.walletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(rows['Wallet address']).toBe(wallet?.walletAddress);
    expect(rows['Travel-rule originator']).toBe('Name: Sandbox Treasury Inc.; address: 1 Main St, Austin TX; account: ACCT-77');
    expect(rows['Travel-rule beneficiary']).toBe('Name: \u2068מיכל כהן\u2069; wallet: 0x8ba1f109551bD432803012645Ac136ddd64DBA72; institution: Coinbase');
    expect(rows['Travel-rule data']).toBeUndefined();
    const none = await fx.prepare('payments.prepare', { rail: 'crypto', sourceAccountId: fx.account('USDC Treasury'), ...party, amount: '1', currency: 'USDC' });
    expect(rowsOf(none)['Travel-rule data']).toBe('None');
    expect(rowsOf(none)['Travel-rule originator']).toBeUndefined();
  });
});
