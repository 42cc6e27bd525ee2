// Every other write the CLI can do, from the window through the dispatcher against a real
// local sandbox: a counterparty created, edited and archived; a payment method of each
// type added (a bank account number never shown back beyond its last four digits); a
// transfer; an ACH collection; an onboarding; an account number and the deposit
// instructions and addresses it gives; the signing key rotated (refused while an outbox
// entry is unsettled). No answer or event carries the API key or the private key.
import { describe, expect, it } from 'vitest';
import { accountFundingMethods, moneyMovementMethods, outboxDecisionMethods } from '../../../shared/ipc';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture();
const called = new Set<string>();

/** Prepares and confirms a write; it succeeds. Answers the prepared review and the outcome. */
async function prepareAndConfirm(method: string, input: unknown) {
  called.add(method);
  const prepared = await fx.prepare(method, input);
  const outcome = await fx.confirm(prepared);
  called.add('writes.confirm');
  expect(outcome.state, `${method}: ${JSON.stringify(outcome.error)}`).toBe('succeeded');
  return { prepared, outcome };
}

async function done(method: string, input: unknown) {
  return (await prepareAndConfirm(method, input)).outcome;
}

/** What the confirm button of a write said (the write is confirmed and succeeds). */
async function labelled(method: string, input: unknown): Promise<string> {
  return (await prepareAndConfirm(method, input)).prepared.confirmLabel;
}

describe('the directory', () => {
  let counterpartyId = '';

  it('creates a counterparty from the form (blank fields left out), edits it, and adds a payment method of each type', async () => {
    const created = await done('counterparties.prepareCreate', { entityType: 'business', name: 'Globex Parts Ltd', email: '', address: { line1: '', city: '', country: '' } });
    counterpartyId = created.resourceId as string;
    expect(counterpartyId).toMatch(/^cpt_/);
    const edited = await fx.prepare('counterparties.prepareEdit', { counterpartyId, email: 'ap@globex.example' });
    expect(edited.confirmLabel).toBe('Save the changes');
    called.add('counterparties.prepareEdit');
    expect((await fx.confirm(edited)).state).toBe('succeeded');
    expect(fx.host.services().cache.counterparties.get(counterpartyId)?.email).toBe('ap@globex.example');

    const usBank = await done('paymentMethods.prepareAdd', { counterpartyId, type: 'us_bank', currency: 'USD', accountHolderName: 'Globex Parts Ltd', routingNumber: '021000021', accountNumber: '987654321012', bankAccountType: 'checking', label: '' });
    expect(usBank.outboxEntry?.maskedBody).not.toContain('987654321012');
    expect(JSON.stringify(usBank)).not.toContain('987654321012');
    await done('paymentMethods.prepareAdd', { counterpartyId, type: 'international_bank', currency: 'EUR', accountHolderName: 'Globex Parts Ltd', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeff' });
    await done('paymentMethods.prepareAdd', { counterpartyId, type: 'crypto_wallet', currency: 'USDC', chain: 'ethereum', walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
    await done('paymentMethods.prepareAdd', { counterpartyId, type: 'open', currency: 'USD', openId: '@globex.parts.usd' });
    const added = fx.host.services().cache.paymentMethods.forCounterparty(counterpartyId).find((m) => m.type === 'open');
    const first = await fx.prepare('payments.prepare', { rail: 'open', sourceAccountId: fx.account('Operating USD'), paymentMethodId: added?.id, amount: '2', currency: 'USD' });
    expect(first.checks.map((c) => c.code).sort()).toEqual(['first_payment_to_counterparty', 'payment_method_not_verified', 'payment_method_recently_added']);
  });

  it('refuses a mistyped identifier at its field, saying what to fix, before anything is prepared', async () => {
    const routing = await fx.refused('paymentMethods.prepareAdd', { counterpartyId, type: 'us_bank', currency: 'USD', accountHolderName: 'G', routingNumber: '021000022', accountNumber: '1234' });
    expect(routing.fields).toEqual([{ field: 'routingNumber', message: 'must be a 9-digit ABA routing number with a valid check digit' }]);
    const wallet = await fx.refused('paymentMethods.prepareAdd', { counterpartyId, type: 'crypto_wallet', currency: 'USDC', chain: 'ethereum', walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' });
    expect(wallet.fields?.[0]).toMatchObject({ field: 'walletAddress', message: expect.stringMatching(/EIP-55 checksum/) });
    const iban = await fx.refused('paymentMethods.prepareAdd', { counterpartyId, type: 'international_bank', currency: 'EUR', accountHolderName: 'G', iban: 'DE89 3704 0044 0532 0130 0' });
    expect(iban.fields?.[0]).toMatchObject({ field: 'iban', message: expect.stringMatching(/an IBAN of DE has 22/) });
  });

  it('archives the counterparty; a payment to it is then refused, naming the counterparty', async () => {
    await done('counterparties.prepareArchive', { counterpartyId });
    const method = fx.host.services().cache.paymentMethods.forCounterparty(counterpartyId).find((m) => m.type === 'open');
    called.add('payments.prepare');
    const refused = await fx.value<{ ok: boolean; fieldErrors: Array<{ field: string }> }>('payments.prepare', { rail: 'open', sourceAccountId: fx.account('Operating USD'), paymentMethodId: method?.id, amount: '1', currency: 'USD' });
    expect(refused.ok).toBe(false);
    expect(refused.fieldErrors.map((f) => f.field)).toEqual(['counterpartyId']);
  });
});

describe('money between accounts, and into them', () => {
  it('a transfer, an ACH collection, an onboarding of each kind', async () => {
    const transfer = await done('transfers.prepare', { sourceAccountId: fx.account('Operating USD'), destinationAccountId: fx.account('Payroll USD'), amount: '15,000', currency: 'USD' });
    expect(transfer.resourceId).toMatch(/^tr/);
    const collection = await done('collections.prepare', { destinationAccountId: fx.account('Operating USD'), ...fx.party('Jane Cooper'), amount: '75.50', currency: 'USD', reference: 'Subscription March' });
    expect(collection.resourceId).toMatch(/^col_/);
    // The confirm button says whom it onboards and whether it goes to KYB review.
    expect(await labelled('onboarding.prepare', { entityType: 'individual', fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', nationality: 'GB', governmentId: { type: 'passport', number: 'P1234567', issuingCountry: 'GB' }, email: '' }))
      .toBe('Create the onboarding of Ada Lovelace (not submitted for review)');
    expect(await labelled('onboarding.prepare', { entityType: 'business', legalName: 'Globex Holdings LLC', jurisdiction: 'US', businessStructure: 'llc', industryCode: 'technology', autoSubmit: true, tradingName: '' }))
      .toBe('Submit the onboarding of Globex Holdings LLC for KYB review');
  });

  it('an account number, then the deposit instructions (last four digits only) and the blockchain addresses', async () => {
    const payroll = fx.account('Payroll USD');
    // The confirm button says which kind of account number, on which account.
    expect(await labelled('accountNumbers.prepare', { accountId: payroll, type: 'us_fedwire' })).toBe('Create a US Fedwire account number on Payroll USD');
    called.add('accounts.depositInstructions');
    const instructions = await fx.value<{ items: Array<{ kind: string; text: string; copyValues: Array<{ label: string; value: string }> }> }>('accounts.depositInstructions', { accountId: payroll });
    const bank = instructions.items.find((i) => i.kind === 'bank_account_number');
    expect(bank?.text).toMatch(/account ending [0-9]{4}/);
    expect(bank?.copyValues.map((c) => c.label)).toEqual(['Routing number']);
    called.add('accounts.blockchainAddresses');
    const addresses = await fx.value<{ items: Array<{ address: string; chain: string }> }>('accounts.blockchainAddresses', { accountId: fx.account('USDC Treasury') });
    expect(addresses.items.length).toBeGreaterThan(0);
    expect(addresses.items[0]?.address.length).toBeGreaterThan(20);
  });
});

describe('keys', () => {
  it('rotating the signing key is refused while an entry may have reached the server unsettled, then gives the steps to register the new key', async () => {
    const outbox = fx.host.services().money.outbox;
    await fx.faults({ failureRate: 1, kinds: ['http_500'] });
    const queued = await fx.confirm(await fx.prepare('payments.prepare', { rail: 'open', sourceAccountId: fx.account('Operating USD'), ...fx.party('Northwind Traders'), amount: '3.21', currency: 'USD' }));
    await fx.faults({ failureRate: 0 });
    expect(queued.state).toBe('pending');
    called.add('keys.rotate');
    const refused = await fx.refused('keys.rotate', {});
    expect(refused.message).toMatch(/outbox/i);
    called.add('outbox.sendNow');
    expect((await fx.value<{ state: string }>('outbox.sendNow', { entryId: queued.outboxEntry?.id })).state).toBe('succeeded');
    expect(outbox.list({ states: ['pending', 'sent'] })).toEqual([]);
    const before = await fx.value<{ publicKey: { base64: string } }>('keys.publicKey');
    const rotated = await fx.value<{ publicKey: { base64: string }; previousPublicKeyBase64: string; registered: boolean; steps: string[] }>('keys.rotate', {});
    expect(rotated.publicKey.base64).not.toBe(before.publicKey.base64);
    expect(rotated.previousPublicKeyBase64).toBe(before.publicKey.base64);
    expect(rotated.registered).toBe(false);
    expect(rotated.steps[0]).toMatch(/^Register the new public key with your provider for sandbox/);
    expect(rotated).toMatchObject({ pending: true });
    // Pending: the current key still signs every request, with its API key.
    expect(await fx.value('keys.publicKey')).toMatchObject({ publicKey: { base64: before.publicKey.base64 } });
    expect(await fx.value('environment.status')).toMatchObject({ publicKey: { base64: before.publicKey.base64 }, pendingPublicKeyBase64: rotated.publicKey.base64, hasApiKey: true });
    expect(await fx.value('connection.test')).toMatchObject({ online: true });

    called.add('keys.cancelRotation');
    expect(await fx.value('keys.cancelRotation', {})).toEqual({ environment: 'sandbox', canceledPublicKeyBase64: rotated.publicKey.base64 });
    expect((await fx.refused('keys.cancelRotation', {})).code).toBe('no_rotation_pending');

    const second = await fx.value<{ publicKey: { base64: string } }>('keys.rotate', {});
    const registered = await fx.sandbox.control('POST', '/keys', { publicKey: second.publicKey.base64, role: 'write' });
    called.add('keys.confirmRotation');
    expect((await fx.refused('keys.confirmRotation', { apiKey: await fx.store.get('api-key') })).message).toMatch(/API key of the current signing key/);
    const confirmed = await fx.value<{ publicKeyBase64: string; previousPublicKeyBase64: string; steps: string[] }>('keys.confirmRotation', { apiKey: registered.body.apiKey, role: 'write' });
    expect(confirmed).toMatchObject({ publicKeyBase64: second.publicKey.base64, previousPublicKeyBase64: before.publicKey.base64 });
    expect(confirmed.steps[0]).toMatch(/revoke the previous public key/);
    expect(await fx.value('keys.publicKey')).toMatchObject({ publicKey: { base64: second.publicKey.base64 } });
    expect(await fx.store.get('pending-signing-key')).toBeNull();
    expect(await fx.value('environment.status')).not.toHaveProperty('pendingPublicKeyBase64');
    // The new key signs: the server accepts it.
    expect(await fx.value('connection.test')).toMatchObject({ online: true });
  });

  it('no answer or event carried a secret, and every write method was called here or in money-payments/money-outbox', async () => {
    const transcript = fx.transcript.join('\n');
    const apiKey = await fx.store.get('api-key');
    const seed = await fx.store.get('signing-key');
    for (const secret of [apiKey, seed].filter((s): s is string => s !== null)) expect(transcript.includes(secret)).toBe(false);
    const elsewhere = ['payments.prepareCancel', 'outbox.resume', 'outbox.pendingAtStart', 'outbox.withdraw', 'outbox.evidence', 'outbox.resolve'];
    const all = [...Object.keys(moneyMovementMethods), ...Object.keys(outboxDecisionMethods), ...Object.keys(accountFundingMethods)];
    expect(all.filter((m) => !called.has(m) && !elsewhere.includes(m))).toEqual([]);
  });
});
