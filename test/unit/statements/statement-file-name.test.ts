// A statement's file name says the account, the period and the format; a tail only when
// the name is taken; never a character a file system or a shell would trip on.
import { describe, expect, it } from 'vitest';
import { statementFileName } from '../../../electron/statements';

const parts = { accountId: 'acc_4I6BknIzvkLCXMai92FJEKM2', from: '2026-11-01', to: '2026-11-30', format: 'camt053', extension: 'xml' } as const;
const free = () => false;

describe('a statement file name', () => {
  it("is the account's name as a word, the period and the format", () => {
    expect(statementFileName({ ...parts, accountName: 'Operating USD' }, free)).toBe('statement-operating-usd-2026-11-01_2026-11-30-camt053.xml');
    expect(statementFileName({ ...parts, accountName: 'Müller Zahlungen € / ../etc', format: 'xero-csv', extension: 'csv' }, free))
      .toBe('statement-muller-zahlungen-etc-2026-11-01_2026-11-30-xero-csv.csv');
  });

  it('is the account id when the name leaves no word (another script, nothing, unknown)', () => {
    for (const accountName of ['חשבון תפעול', '', undefined]) {
      expect(statementFileName({ ...parts, accountName }, free)).toBe('statement-acc-4i6bknizvklcxmai92fjekm2-2026-11-01_2026-11-30-camt053.xml');
    }
  });

  it('keeps a long name short', () => {
    const name = statementFileName({ ...parts, accountName: 'A'.repeat(200) }, free);
    expect(name).toBe(`statement-${'a'.repeat(40)}-2026-11-01_2026-11-30-camt053.xml`);
  });

  it('adds a short tail only when the name is taken, until it is free', () => {
    const taken = new Set(['statement-ops-2026-11-01_2026-11-30-camt053.xml', 'statement-ops-2026-11-01_2026-11-30-camt053-aaaaaa.xml']);
    const tails = ['aaaaaa', 'bbbbbb'];
    const name = statementFileName({ ...parts, accountName: 'Ops' }, (n) => taken.has(n), () => tails.shift() as string);
    expect(name).toBe('statement-ops-2026-11-01_2026-11-30-camt053-bbbbbb.xml');
  });
});
