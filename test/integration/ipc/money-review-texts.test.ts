// What a person reads on main's review and checks, through the dispatcher against a real
// local sandbox: times in the window's own time zone (sent with prepare), outside names
// isolated in main's sentences, every field of the request body on the review, a new
// payment method's numbers shown in full on its review (masked everywhere after).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyFixture } from './money-fixture';

let fx: MoneyFixture;
beforeAll(async () => {
  fx = await MoneyFixture.start();
}, 60_000);
afterAll(async () => {
  await fx?.close();
});

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
