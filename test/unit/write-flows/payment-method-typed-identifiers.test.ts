// An IBAN and a BIC typed the way people write them (groups of four, lower case) are
// sent tidy, and the confirmation describes exactly what is sent.
import { describe, expect, it } from 'vitest';
import { harness, preparedOf } from './write-flow-fixtures';

describe('a typed IBAN and BIC', () => {
  it('are sent without spaces in upper case, and the summary shows the sent IBAN', async () => {
    const { flows } = harness();
    const prepared = preparedOf(await flows.paymentMethods.prepare({
      counterpartyId: 'cpt_muller', type: 'international_bank', currency: 'EUR', accountHolderName: 'M',
      iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx',
    }));
    expect(prepared.body).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(prepared.summary).toContain('IBAN ending 3000');
    expect(prepared.summary).not.toMatch(/0 00|de89/);
  });
});
