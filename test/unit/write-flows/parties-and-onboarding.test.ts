// Counterparties (create, edit, archive), payment methods of every type, onboarding of an
// individual and a business: bodies, secret-free summaries and field errors.
import { describe, expect, it } from 'vitest';
import { fieldErrors, harness, preparedOf } from './write-flow-fixtures';

describe('counterparties', () => {
  it('creates one, leaving blank fields out', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.counterparties.prepareCreate({ entityType: 'business', name: ' Globex Corp ', email: '' }));
    expect(prepared.body).toEqual({ entityType: 'business', name: 'Globex Corp' });
    expect(prepared.summary).toBe('Add counterparty Globex Corp, a business');
  });

  it('refuses a missing name, a bad email and an unknown entity type', async () => {
    const { flows } = harness();
    expect(fieldErrors(await flows.counterparties.prepareCreate({ entityType: 'business', name: '' })).name).toMatch(/Enter the name/);
    expect(fieldErrors(await flows.counterparties.prepareCreate({ entityType: 'business', name: 'X', email: 'not-an-email' })).email).toMatch(/must be an email address/);
    expect(fieldErrors(await flows.counterparties.prepareCreate({ entityType: 'robot' as never, name: 'X' })).entityType).toMatch(/choose individual, business/);
  });

  it('edits only what changed, as a PATCH', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.counterparties.prepareEdit({ counterpartyId: 'cpt_acme', name: 'Acme Supplies LLC', email: 'ap@acme.example' }));
    expect(prepared).toMatchObject({ operation: 'updateCounterparty', pathParams: { counterpartyId: 'cpt_acme' }, body: { email: 'ap@acme.example' } });
    expect(prepared.summary).toBe('Edit counterparty Acme Supplies LLC: email "ap@acme.example"');
    expect(fieldErrors(await flows.counterparties.prepareEdit({ counterpartyId: 'cpt_acme', name: 'Acme Supplies LLC' })).body).toMatch(/Nothing changed/);
    expect(fieldErrors(await flows.counterparties.prepareEdit({ counterpartyId: 'cpt_old', name: 'New' })).counterpartyId).toMatch(/archived: choose an active counterparty/);
  });

  it('archives an active counterparty only', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.counterparties.prepareArchive({ counterpartyId: 'cpt_acme' }));
    expect(prepared).toMatchObject({ action: 'archive_counterparty', body: { status: 'archived' } });
    expect(prepared.summary).toBe('Archive counterparty Acme Supplies LLC (it can no longer be paid)');
    expect(fieldErrors(await flows.counterparties.prepareArchive({ counterpartyId: 'cpt_old' })).counterpartyId).toBe('Old Vendor Inc is already archived.');
  });
});

describe('payment methods of every type', () => {
  it('adds a us_bank account, showing only the last four digits', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.paymentMethods.prepare({
      counterpartyId: 'cpt_acme', type: 'us_bank', currency: 'USD', accountHolderName: 'Acme Supplies LLC', routingNumber: '021000021', accountNumber: '000123456789', bankAccountType: 'checking',
    }));
    expect(prepared).toMatchObject({ operation: 'createPaymentMethod', pathParams: { counterpartyId: 'cpt_acme' } });
    expect(prepared.body).toMatchObject({ accountNumber: '000123456789' });
    expect(prepared.summary).toBe('Add US bank account ending 6789 in USD to Acme Supplies LLC');
    expect(prepared.summary).not.toContain('000123456789');
  });

  it('adds an international bank account, a crypto wallet and an open recipient', async () => {
    const { flows } = harness();
    const iban = preparedOf(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_muller', type: 'international_bank', currency: 'EUR', accountHolderName: 'Müller', iban: 'DE89370400440532013000', bic: 'COBADEFF' }));
    expect(iban.summary).toBe('Add bank account IBAN ending 3000 in EUR to Müller Maschinenbau GmbH');
    const wallet = preparedOf(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_wallet', type: 'crypto_wallet', currency: 'USDC', chain: 'solana', walletAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', label: 'Treasury' }));
    expect(wallet.summary).toBe('Add "Treasury", Solana wallet 7EcDhS…FLtV in USDC to Base Liquidity Partners');
    const open = preparedOf(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_northwind', type: 'open', currency: 'GBP', openId: '@northwind.pay.gbp' }));
    expect(open.summary).toBe('Add open-network recipient @northwind.pay.gbp in GBP to Northwind Traders');
  });

  it('refuses bad identifiers with what they must look like', async () => {
    const { flows } = harness();
    const us = fieldErrors(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_acme', type: 'us_bank', currency: 'USD', accountHolderName: 'A', routingNumber: '123456789', accountNumber: '12' }));
    expect(us.routingNumber).toMatch(/9-digit ABA routing number with a valid check digit/);
    expect(us.accountNumber).toBe('must be 4 to 17 digits');
    expect(fieldErrors(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_muller', type: 'international_bank', currency: 'EUR', accountHolderName: 'M', iban: 'DE00370400440532013000' })).iban).toMatch(/check digits that do not match/);
    expect(fieldErrors(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_wallet', type: 'crypto_wallet', currency: 'USDC', chain: 'ethereum', walletAddress: '0x12' })).walletAddress).toMatch(/is not an Ethereum address: expected 0x followed by 40 hex digits/);
    expect(fieldErrors(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_wallet', type: 'crypto_wallet', currency: 'USD', chain: 'base', walletAddress: '0x1111111111111111111111111111111111111111' })).currency).toMatch(/USD is not a crypto asset/);
    expect(fieldErrors(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_northwind', type: 'open', currency: 'USD', openId: 'northwind' })).openId).toMatch(/network handle/);
    expect(fieldErrors(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_acme', type: 'us_bank', currency: 'EUR' as never, accountHolderName: 'A', routingNumber: '021000021', accountNumber: '1234' })).currency).toMatch(/a us_bank method is in USD/);
    expect(fieldErrors(await flows.paymentMethods.prepare({ counterpartyId: 'cpt_old', type: 'open', currency: 'USD', openId: '@old.pay.usd' })).counterpartyId).toMatch(/archived/);
  });
});

describe('onboarding', () => {
  it('onboards an individual without showing the identity number', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.onboarding.prepareIndividual({
      fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', nationality: 'GB', email: 'ada@example.com',
      governmentId: { type: 'passport', number: 'P1234567', issuingCountry: 'GB' }, autoSubmit: true,
    }));
    expect(prepared.body).toMatchObject({ entityType: 'individual', fullName: 'Ada Lovelace', governmentId: { number: 'P1234567' } });
    expect(prepared.summary).toBe('Onboard individual Ada Lovelace (born 1990-12-10, nationality GB; submitted for review)');
    expect(prepared.summary).not.toContain('P1234567');
  });

  it('onboards a business', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.onboarding.prepareBusiness({ legalName: 'Globex Holdings LLC', jurisdiction: 'US', businessStructure: 'llc', tradingName: '', relationships: [{ entityId: 'ent_ada', relationshipType: 'beneficial_owner', ownershipPercentage: '60' }] }));
    expect(prepared.body).toEqual({ entityType: 'business', legalName: 'Globex Holdings LLC', jurisdiction: 'US', businessStructure: 'llc', relationships: [{ entityId: 'ent_ada', relationshipType: 'beneficial_owner', ownershipPercentage: '60' }] });
    expect(prepared.summary).toBe('Onboard business Globex Holdings LLC (US, llc) (1 relationship, not submitted for review yet)');
  });

  it('says what to fix in each field', async () => {
    const { flows } = harness();
    const individual = fieldErrors(await flows.onboarding.prepareIndividual({ fullName: '', dateOfBirth: '1990-02-30', nationality: 'gb', phone: '555-0100' }));
    expect(individual).toMatchObject({
      fullName: "Enter the person's full legal name.",
      dateOfBirth: 'must be a real day: that month has no day 30',
      nationality: 'must be a two-letter uppercase country code, e.g. US',
      phone: 'must be an E.164 phone number such as +14155550100',
    });
    const business = fieldErrors(await flows.onboarding.prepareBusiness({ legalName: '', businessStructure: 'cooperative' as never, relationships: [{ entityId: 'ada', relationshipType: 'owner' as never }] }));
    expect(business.legalName).toMatch(/legal name/);
    expect(business.businessStructure).toMatch(/must be one of corporation, llc/);
    expect(business['relationships.0.entityId']).toMatch(/ent_/);
  });
});
