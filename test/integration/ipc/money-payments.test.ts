// Paying from the window through the dispatcher, against a real local sandbox, the real
// keychain and SQLite: each rail's form prepared (a read-only review with its checks) and
// confirmed, reaching the sandbox; field errors named like the form's fields; each
// pre-send check said and acknowledged; refusals (a block, a warning not acknowledged,
// the server's own refusal with its message and request id) leaving nothing queued.
import { describe, expect, it } from 'vitest';
import type { Outcome } from './money-fixture';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture();

const unsettled = () => fx.host.services().money.outbox.list({ states: ['pending', 'sent'] });

describe('each rail, prepared and confirmed from its form', () => {
  it('ACH: the review says exactly what is sent, the button says what it does, and the payment reaches the sandbox', async () => {
    const before = await fx.created();
    const prepared = await fx.prepare('payments.prepare', {
      rail: 'ach', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '1,234.56', currency: 'USD', achType: 'same_day', reference: 'INV-2041', secCode: '',
    });
    expect(prepared.confirmLabel).toBe('Send 1,234.56 USD to Acme Supplies LLC by ACH');
    const review = Object.fromEntries(prepared.review.map((r) => [r.label, r.value]));
    expect(review).toMatchObject({ Environment: 'Sandbox: test money', Rail: 'ACH', Amount: '1,234.56 USD', 'ACH type': 'Same day', 'SEC code': 'CCD', Reference: 'INV-2041' });
    expect(review['From']).toBe('Operating USD (USD)');
    expect(review['Effective date / cut-off']).toMatch(/^(Today, if sent before the same-day cut-off of 2:45 PM E[SD]T \(\d{1,2}:\d\d [AP]M .+ your time\); it is \d{1,2}:\d\d [AP]M E[SD]T in New York\.|Next business day: it is \d{1,2}:\d\d [AP]M E[SD]T in New York, past today's same-day cut-off of 2:45 PM E[SD]T \(\d{1,2}:\d\d [AP]M .+ your time\)\.|Next business day: it is (Saturday|Sunday) in New York, and no ACH settles on a weekend; on business days the same-day cut-off is 2:45 PM E[SD]T \(\d{1,2}:\d\d [AP]M .+ your time\)\. The same-day fee may still apply\.)$/);
    expect(review['To']).toMatch(/^Acme Supplies LLC: "Acme operating", US bank account ending 6789$/);
    expect(JSON.stringify(prepared)).not.toContain('000123456789');
    expect(prepared.needsTypedEnvironment).toBe(false);
    const outcome = await fx.confirm(prepared);
    expect(outcome).toMatchObject({ state: 'succeeded', error: null });
    expect(outcome.resourceId).toMatch(/^pmt_/);
    expect(outcome.outboxEntry).toMatchObject({ state: 'succeeded', preparedId: prepared.id });
    expect(outcome.next).toMatch(/^Done: pmt_/);
    // What comes next: a same-day ACH settles today when the server accepted it before the cut-off (New York time), else the next business day.
    expect(outcome.settles).toMatch(/^(today \(it was sent before the 2:45 PM Eastern cut-off\)|the next business day \(it was sent (after today's 2:45 PM Eastern cut-off|on a weekend)\))$/);
    expect(outcome.outboxEntry?.stateText).toBe(`Done: payment ${outcome.resourceId as string} created`);
    expect(await fx.sandboxPayment(outcome.resourceId as string)).toMatchObject({ rail: 'ach', sendAmount: { currency: 'USD', value: '123456' }, reference: 'INV-2041' });
    expect((await fx.created()).payment).toBe((before.payment ?? 0) + 1);
    // Said when journaled (a reload during the send shows it), then when settled.
    expect(fx.events.flatMap((e) => (e.type === 'outbox.changed' && e.entryId === outcome.outboxEntry?.id ? [e.state] : []))).toEqual(['pending', 'succeeded']);
  });

  it.each([
    ['fedwire', 'Acme Supplies LLC', 'Operating USD', { amount: '25,000', currency: 'USD', purpose: 'trade_of_goods' }, 'Send 25,000.00 USD to Acme Supplies LLC by Fedwire', { currency: 'USD', value: '2500000' }],
    ['swift', 'Müller Maschinenbau GmbH', 'Operating USD', { amount: '10000', currency: 'USD', chargeBearer: 'OUR' }, 'Send 10,000.00 USD to Müller Maschinenbau GmbH by SWIFT', { currency: 'USD', value: '1000000' }],
    ['crypto', 'Base Liquidity Partners', 'USDC Treasury', { amount: '12.5', currency: 'USDC' }, 'Send 12.500000 USDC to Base Liquidity Partners by crypto', { value: '12500000' }],
    ['open', 'Northwind Traders', 'Operating USD', { amount: '0.5', currency: 'USD' }, 'Send 0.50 USD to Northwind Traders on the open network', { currency: 'USD', value: '50' }],
  ] as const)('%s: prepared, confirmed, at the sandbox', async (rail, party, account, fields, label, sendAmount) => {
    const prepared = await fx.prepare('payments.prepare', { rail, sourceAccountId: fx.account(account), ...fx.party(party), ...fields });
    expect(prepared.confirmLabel).toBe(label);
    const review = Object.fromEntries(prepared.review.map((r) => [r.label, r.value]));
    // Codes read as words: the purpose, who pays the charges, the network.
    if (rail === 'fedwire') expect(review['Purpose']).toBe('Trade of goods');
    if (rail === 'swift') expect(review['Charges']).toBe("OUR: you pay every bank's charges");
    if (rail === 'crypto') expect(review['Network']).toBe('Base');
    const outcome = await fx.confirm(prepared);
    expect(outcome.state, JSON.stringify(outcome.error)).toBe('succeeded');
    expect(await fx.sandboxPayment(outcome.resourceId as string)).toMatchObject({ rail, sendAmount });
    // The Audit says the rail of what was sent, the unified payment's (Fedwire) from its body too.
    const page = await fx.value<{ entries: Array<{ kind: string; idempotencyKey: string | null; operationWords: string | null }> }>('audit.page', { newest: true, limit: 20 });
    const words = page.entries.filter((e) => e.kind === 'request' && e.idempotencyKey === outcome.outboxEntry?.idempotencyKey).map((e) => e.operationWords);
    expect(words).toEqual([{ fedwire: 'Payment sent (Fedwire)', swift: 'Payment sent (SWIFT)', crypto: 'Payment sent (crypto)', open: 'Payment sent (open network)' }[rail]]);
  });
});

describe('field errors on the form\'s own fields', () => {
  it('what the shared form schema refuses comes back as an input error naming the field', async () => {
    const error = await fx.refused('payments.prepare', { rail: 'ach', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '1.234', currency: 'USD' });
    expect(error.kind).toBe('input');
    expect(error.fields).toEqual([{ field: 'amount', message: '"1.234" has 3 decimals; USD allows at most 2.' }]);
    const travel = await fx.refused('payments.prepare', {
      rail: 'crypto', sourceAccountId: fx.account('USDC Treasury'), ...fx.party('Base Liquidity Partners'), amount: '10', currency: 'USDC', travelRule: { originator: { name: 'Sandbox Treasury Inc.' }, beneficiary: { name: '' } },
    });
    expect(travel.fields?.map((f) => f.field)).toEqual(['travelRule.beneficiary.name']);
  });

  it('what only main can tell (from its records) comes back as field errors with the same names', async () => {
    const answer = await fx.value<{ ok: false; fieldErrors: Array<{ field: string; message: string }> }>('payments.prepare', {
      rail: 'ach', sourceAccountId: fx.account('Operating EUR'), ...fx.party('Acme Supplies LLC'), amount: '10', currency: 'EUR',
    });
    expect(answer.ok).toBe(false);
    expect(answer.fieldErrors.map((f) => f.field)).toContain('sourceAccountId');
    const swift = await fx.value<{ ok: false; fieldErrors: Array<{ field: string }> }>('payments.prepare', {
      rail: 'swift', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '10', currency: 'USD',
    });
    expect(swift.fieldErrors.map((f) => f.field)).toContain('paymentMethodId');
  });
});

describe('pre-send checks and refusals', () => {
  it('a warning is said, must be acknowledged by its code, and a block stops the flow: nothing is sent or queued', async () => {
    const before = await fx.created();
    const entriesBefore = fx.host.services().money.outbox.list({ limit: 1000 }).length;
    const jane = await fx.prepare('payments.prepare', { rail: 'ach', sourceAccountId: fx.account('Operating USD'), ...fx.party('Jane Cooper'), amount: '80', currency: 'USD' });
    expect(jane.checks.map((c) => c.code)).toContain('first_payment_to_counterparty');
    const notAcknowledged = await fx.refused('writes.confirm', { preparedId: jane.id });
    expect(notAcknowledged).toMatchObject({ kind: 'refused', code: 'warning_not_acknowledged' });
    expect(notAcknowledged.message).toMatch(/first_payment_to_counterparty/);

    const shenzhen = await fx.prepare('payments.prepare', { rail: 'swift', sourceAccountId: fx.account('Operating USD'), ...fx.party('Shenzhen Components Co.'), amount: '100', currency: 'USD' });
    expect(shenzhen.checks).toContainEqual(expect.objectContaining({ code: 'purpose_required_for_corridor', severity: 'block' }));
    expect(await fx.refused('writes.confirm', { preparedId: shenzhen.id, acknowledged: shenzhen.checks.map((c) => c.code) })).toMatchObject({ code: 'blocked' });

    const travel = await fx.prepare('payments.prepare', { rail: 'crypto', sourceAccountId: fx.account('USDC Treasury'), ...fx.party('Base Liquidity Partners'), amount: '3,000.000001', currency: 'USDC' });
    expect(travel.checks).toContainEqual(expect.objectContaining({ code: 'travel_rule_data_missing', severity: 'block' }));
    expect(await fx.refused('writes.confirm', { preparedId: travel.id, acknowledged: travel.checks.map((c) => c.code) })).toMatchObject({ code: 'blocked' });

    expect(await fx.created()).toEqual(before);
    expect(fx.host.services().money.outbox.list({ limit: 1000 })).toHaveLength(entriesBefore);
    // Acknowledged, the same prepared instruction is sent.
    expect((await fx.confirm(jane)).state).toBe('succeeded');
  });

  it('a second payment of the same amount to the same method is flagged as a possible duplicate', async () => {
    const form = { rail: 'open', sourceAccountId: fx.account('Operating USD'), ...fx.party('Northwind Traders'), amount: '0.5', currency: 'USD' };
    const again = await fx.prepare('payments.prepare', form);
    expect(again.checks.map((c) => c.code)).toContain('possible_duplicate');
    expect(again.checks.find((c) => c.code === 'possible_duplicate')?.message.length).toBeGreaterThan(20);
  });

  it('insufficient funds: the cached balance warns, and the server\'s refusal comes back with its message (the account by its name, in the Outbox too) and request id, nothing queued', async () => {
    const prepared = await fx.prepare('payments.prepare', { rail: 'open', sourceAccountId: fx.account('Payroll USD'), ...fx.party('Northwind Traders'), amount: '9,000,000', currency: 'USD' });
    expect(prepared.checks.map((c) => c.code)).toContain('insufficient_cached_balance');
    const outcome: Outcome = await fx.confirm(prepared);
    expect(outcome.state).toBe('failed');
    expect(outcome.error).toMatchObject({ code: 'insufficient_funds' });
    // The server names the account by its id; the window reads it by its name.
    expect(outcome.error?.message).toMatch(/^The account Payroll USD does not have enough available balance/);
    expect(outcome.error?.message).not.toMatch(/acc_/);
    expect(outcome.error?.requestId).toMatch(/\S/);
    expect(outcome.next).toContain(outcome.error?.requestId as string);
    expect(outcome.outboxEntry?.state).toBe('failed');
    expect(outcome.settles).toBeNull();
    // The Outbox shows the refusal's request id too, as the outcome did.
    expect(outcome.outboxEntry?.requestId).toBe(outcome.error?.requestId);
    const listed = (await fx.value<{ entries: Array<{ id: string; requestId: string | null; stateText: string; error: { message: string } | null }> }>('outbox.list', {})).entries.find((e) => e.id === outcome.outboxEntry?.id);
    expect(listed?.requestId).toBe(outcome.error?.requestId);
    // The Outbox names the account as the outcome does (one helper): its line and its error, in the list and in the outcome's entry.
    for (const entry of [listed, outcome.outboxEntry as unknown as typeof listed]) {
      expect(entry?.stateText).toMatch(/^refused: The account Payroll USD does not have enough available balance/);
      expect(entry?.error?.message).toMatch(/^The account Payroll USD does not have enough/);
      expect(`${entry?.stateText} ${entry?.error?.message}`).not.toMatch(/acc_/);
    }
    expect(unsettled()).toEqual([]);
  });
});

describe('live status', () => {
  it('a confirmed payment\'s status changes reach the window as status.changed events, without a sync', async () => {
    const outcome = await fx.confirm(await fx.prepare('payments.prepare', { rail: 'ach', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '321', currency: 'USD' }));
    const id = outcome.resourceId as string;
    const tracker = await fx.host.services().money.statusTracker();
    await fx.sandbox.advance(10);
    await tracker.pollNow();
    await fx.sandbox.advance(86_400);
    await tracker.pollNow();
    await expect.poll(() => fx.events.filter((e) => e.type === 'status.changed' && e.id === id).map((e) => (e.type === 'status.changed' ? e.status : '')).at(-1), { timeout: 10_000 }).toBe('completed');
    expect(fx.events).toContainEqual(expect.objectContaining({ type: 'status.changed', kind: 'payment', id, status: 'completed', terminal: true, environment: 'sandbox' }));
  });

  it('after a restart, the status tracker follows again every payment not settled yet (resume)', async () => {
    const outcome = await fx.confirm(await fx.prepare('payments.prepare', { rail: 'ach', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '654', currency: 'USD' }));
    const id = outcome.resourceId as string;
    await fx.host.reload(); // a new service graph: a new status tracker that knows nothing yet
    fx.newRun();
    expect((await fx.host.services().money.statusTracker()).following().map((f) => f.id)).not.toContain(id);
    await fx.value('payments.prepare', { rail: 'open', sourceAccountId: fx.account('Operating USD'), ...fx.party('Northwind Traders'), amount: '1', currency: 'USD' });
    await expect.poll(async () => (await fx.host.services().money.statusTracker()).following().map((f) => f.id)).toContain(id);
  });
});

describe('production', () => {
  it('frames the review as production, and refuses a confirm without the environment\'s name typed', async () => {
    const accounts = fx.host.services().cache.accounts.all().filter((a) => a.currency === 'USD').slice(0, 2);
    await fx.value('environment.setBaseUrl', { environment: 'production', baseUrl: 'https://bank.example/v1' });
    await fx.value('environment.switch', { environment: 'production' });
    try {
      // The production cache as a sync would have left it (no server here: nothing is sent in this test).
      fx.host.services().cache.accounts.upsertMany(accounts);
      const prepared = await fx.prepare('transfers.prepare', { sourceAccountId: accounts[0]?.id, destinationAccountId: accounts[1]?.id, amount: '1', currency: 'USD' });
      expect(prepared.needsTypedEnvironment).toBe(true);
      expect(prepared.review[0]).toEqual({ label: 'Environment', value: 'Production: real money' });
      expect(prepared.checks.map((c) => c.code)).toContain('production_environment');
      const refused = await fx.refused('writes.confirm', { preparedId: prepared.id, acknowledged: ['production_environment'], typedEnvironment: 'Production ' });
      expect(refused).toMatchObject({ kind: 'refused', code: 'environment_not_named' });
      expect(refused.message).toMatch(/type "production" to confirm/);
      expect(fx.host.services().money.outbox.list({ limit: 10 })).toEqual([]);
    } finally {
      await fx.value('environment.switch', { environment: 'sandbox' });
    }
  });
});
