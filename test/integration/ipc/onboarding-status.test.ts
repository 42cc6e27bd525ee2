// An onboarding's status and KYB status read through the dispatcher from a real local
// sandbox: pending with KYB not started when made, then processing and completed with KYB
// approved as the sandbox's clock moves on (autoSubmit), and a forced refusal read as
// failed / rejected. A mistyped id is refused at its field before anything is sent.
import { describe, expect, it } from 'vitest';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture();

type Status = { onboardingId: string; status: string; kybStatus: string | null; customerId: string; entityId: string; updatedAt: string | null };

async function onboard(input: Record<string, unknown>): Promise<string> {
  const prepared = await fx.prepare('onboarding.prepare', input);
  const rows = Object.fromEntries(prepared.review.map((row) => [row.label, row.value]));
  expect(rows['KYB review']).toBe(input['autoSubmit'] === true ? 'Submitted for review once created' : 'Not submitted: submit it later from the provider');
  expect(rows['Onboards']).toBe(input['entityType'] === 'individual' ? `An individual: ${String(input['fullName'])}` : `A business: ${String(input['legalName'])}`);
  const outcome = await fx.confirm(prepared);
  expect(outcome.state, JSON.stringify(outcome.error)).toBe('succeeded');
  // The status tracker follows payments and collections only: an onboarding is not said to update on its own.
  expect(outcome.next).toBe(`Done: ${outcome.resourceId}.`);
  return outcome.resourceId as string;
}

describe('onboarding.status', () => {
  it('follows a submitted business from pending to completed, its KYB from not started to approved', async () => {
    const payment = await fx.confirm(await fx.prepare('payments.prepare', { rail: 'open', sourceAccountId: fx.account('Operating USD'), ...fx.party('Northwind Traders'), amount: '1.00', currency: 'USD' }));
    expect(payment.next).toMatch(/followed here and updates on its own/);
    const id = await onboard({ entityType: 'business', legalName: 'Initech Holdings LLC', jurisdiction: 'US', autoSubmit: true });
    expect(id).toMatch(/^onb_/);
    const made = await fx.value<Status>('onboarding.status', { onboardingId: id });
    expect(made).toMatchObject({ onboardingId: id, status: 'pending', kybStatus: 'not_started' });
    expect(made.customerId).toMatch(/^cus_/);
    expect(made.entityId).toMatch(/^ent_/);

    await fx.sandbox.advance(31);
    expect(await fx.value<Status>('onboarding.status', { onboardingId: id })).toMatchObject({ status: 'processing', kybStatus: 'pending' });
    await fx.sandbox.advance(301);
    expect(await fx.value<Status>('onboarding.status', { onboardingId: id })).toMatchObject({ status: 'completed', kybStatus: 'approved' });
  });

  it('reviews an onboarding with who, documents and related people, an identity number by its last four; an account number with its account and kind', async () => {
    const prepared = await fx.prepare('onboarding.prepare', {
      entityType: 'individual', fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', nationality: 'GB', governmentId: { type: 'passport', number: 'P7654321', issuingCountry: 'GB' },
      documentIds: ['doc_passport1'], email: 'ada@example.com',
    });
    const rows = Object.fromEntries(prepared.review.map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({ 'Identity document': 'Passport ending 4321, issued in GB', 'Date of birth': '1990-12-10', Nationality: 'GB', Documents: 'doc_passport1', Email: 'ada@example.com' });
    expect(JSON.stringify(prepared)).not.toContain('P7654321');
    const numbered = await fx.prepare('accountNumbers.prepare', { accountId: fx.account('Payroll USD'), type: 'us_fedwire' });
    expect(Object.fromEntries(numbered.review.map((row) => [row.label, row.value]))).toMatchObject({ Account: 'Payroll USD (USD)', Kind: 'US Fedwire (wires from US banks)' });
  });

  it('reads a refused onboarding as failed with KYB rejected', async () => {
    const id = await onboard({ entityType: 'individual', fullName: 'Wile E. Coyote', dateOfBirth: '1980-01-01', nationality: 'US', autoSubmit: true, metadata: { sandbox: 'sandbox:fail' } });
    await fx.sandbox.advance(31 + 301);
    expect(await fx.value<Status>('onboarding.status', { onboardingId: id })).toMatchObject({ status: 'failed', kybStatus: 'rejected' });
  });

  it('refuses an id that is not an onboarding id at its field, and an unknown one with the server’s not found', async () => {
    const mistyped = await fx.refused('onboarding.status', { onboardingId: 'pmt_123' });
    expect(mistyped.fields?.[0]?.field).toBe('onboardingId');
    const unknown = await fx.refused('onboarding.status', { onboardingId: 'onb_doesnotexist0000' });
    expect(unknown.message).toMatch(/not found|does not exist|no onboarding/i);
  });
});
