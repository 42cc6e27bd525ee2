// The review of the directory's writes, through the dispatcher against a real local
// sandbox: a new counterparty shows every field it sends (type, name, email, address,
// metadata); a new payment method its account number, IBAN or wallet address whole, as
// typed, to be checked (masked everywhere after); an edit the counterparty and
// each change; an archive what archiving means.
import { describe, expect, it } from 'vitest';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture();

const rows = (prepared: { review: Array<{ label: string; value: string }> }) => Object.fromEntries(prepared.review.map((row) => [row.label, row.value]));

describe('the review of a directory write', () => {
  it('shows what each write sends, the numbers of a new method whole', async () => {
    const create = await fx.prepare('counterparties.prepareCreate', {
      entityType: 'business', name: 'شركة الأفق', email: 'ap@horizon.example', address: { line1: 'Sheikh Zayed Rd 1', city: 'Dubai', country: 'AE' }, metadata: { erp_id: '4471' },
    });
    expect(rows(create)).toMatchObject({ Type: 'Business', Name: 'شركة الأفق', Email: 'ap@horizon.example', Address: 'Sheikh Zayed Rd 1, Dubai, AE', Metadata: 'erp_id: 4471' });
    const outcome = await fx.confirm(create);
    const counterpartyId = outcome.resourceId as string;

    const usBank = await fx.prepare('paymentMethods.prepareAdd', { counterpartyId, type: 'us_bank', currency: 'USD', accountHolderName: 'Horizon LLC', routingNumber: '021000021', accountNumber: '987654321012', bankAccountType: 'savings' });
    expect(rows(usBank)).toMatchObject({ Counterparty: 'شركة الأفق', 'Counterparty id': counterpartyId, Kind: 'US bank account', 'Account holder': 'Horizon LLC', 'Routing number': '021000021', 'Account number': '987654321012', 'Account type': 'Savings' });
    const iban = await fx.prepare('paymentMethods.prepareAdd', { counterpartyId, type: 'international_bank', currency: 'EUR', accountHolderName: 'Horizon', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeff', intermediaryBic: 'DEUTDEFF' });
    expect(rows(iban)).toMatchObject({ IBAN: 'DE89 3704 0044 0532 0130 00', BIC: 'COBADEFF', 'Intermediary BIC': 'DEUTDEFF' });
    expect(iban.summary).not.toContain('370400440532');
    const wallet = await fx.prepare('paymentMethods.prepareAdd', { counterpartyId, type: 'crypto_wallet', currency: 'USDC', chain: 'ethereum', walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
    expect(rows(wallet)).toMatchObject({ Chain: 'Ethereum', 'Wallet address': '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });

    const edit = await fx.prepare('counterparties.prepareEdit', { counterpartyId, email: 'billing@horizon.example', metadata: { erp_id: null } });
    expect(rows(edit)).toMatchObject({ Counterparty: 'شركة الأفق', 'Counterparty id': counterpartyId, 'New email': 'billing@horizon.example', 'Metadata changes': 'erp_id (removed)' });
    expect(rows(edit)['New name']).toBeUndefined();
    const archive = await fx.prepare('counterparties.prepareArchive', { counterpartyId });
    expect(rows(archive)['Archiving']).toMatch(/no longer be paid.*cannot be undone/);
  });
});
