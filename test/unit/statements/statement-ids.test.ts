// Ids longer than a format's field: two ids that share their beginning must stay two
// (NtryRef/AcctSvcrRef of camt.053 are Max35Text, BAI2's bank reference, MT940's :61:
// reference subfield of 16 and its supplementary details of 34, OFX's FITID of 255), the
// same in every file, and an id that fits is written as it is.
import { describe, expect, it } from 'vitest';
import { STATEMENT_FORMATS, statementPeriod, type StatementEntry, type StatementSummary } from '../../../electron/statements';
import { fittedId, ID_DIGEST_CHARS } from '../../../electron/statements/statement-ids';

const period = statementPeriod('2026-02-01', '2026-02-01');
const account = { id: 'acc_1', name: 'Operating', currency: 'USD', exponent: 2 };
const day = { date: '2026-02-01', opening: 0n, closing: 2000n, credits: 2000n, debits: 0n, creditCount: 2, debitCount: 0 };
const summary: StatementSummary = {
  account, period, asOf: null, createdAt: '2026-02-02T00:00:00.000Z', interim: false, closingDate: '2026-02-01',
  opening: 0n, closing: 2000n, credits: 2000n, debits: 0n, creditCount: 2, debitCount: 0, entryCount: 2, days: [day],
};
const entry = (id: string): StatementEntry => ({
  id, createdAt: '2026-02-01T10:00:00.000Z', bookingDate: '2026-02-01', dayIndex: 0, type: 'payment_in', direction: 'credit', amount: 1000n,
  description: null, reference: null, origin: { kind: 'payment', id: `pmt_${id}` }, counterpartyName: null, transactionGroupId: null, linkedTransactionId: null,
});

/** Two ids of `length` characters that differ only in their last one. */
const twins = (length: number) => [`txn_${'a'.repeat(length - 5)}1`, `txn_${'a'.repeat(length - 5)}2`];
const write = (format: keyof typeof STATEMENT_FORMATS, ids: readonly string[]) => {
  const writer = STATEMENT_FORMATS[format].writer(summary);
  return ids.map((id) => writer.entry(entry(id)));
};

describe('fittedId', () => {
  it('keeps an id that fits and fits a longer one, stably and apart from its twin', () => {
    expect(fittedId('txn_000001', 16)).toBe('txn_000001');
    const [a, b] = twins(60) as [string, string];
    expect(fittedId(a, 35)).toHaveLength(35);
    expect(fittedId(a, 35)).toBe(fittedId(a, 35));
    expect(fittedId(a, 35)).not.toBe(fittedId(b, 35));
    expect(fittedId(a, 35)).toMatch(new RegExp(`^${a.slice(0, 35 - ID_DIGEST_CHARS - 1)}-[0-9a-z]{${ID_DIGEST_CHARS}}$`));
  });
});

describe('long ids in each format', () => {
  it('camt.053 writes two long ids as two NtryRef, AcctSvcrRef and EndToEndId of at most 35 characters', () => {
    const texts = write('camt053', twins(40));
    const refs = texts.map((text) => [...text.matchAll(/<(NtryRef|AcctSvcrRef|EndToEndId)>([^<]*)</g)].map((m) => m[2] as string));
    for (const values of refs) for (const value of values) expect(value.length).toBeLessThanOrEqual(35);
    expect(refs[0]?.[0]).not.toBe(refs[1]?.[0]);
    expect(refs[0]?.at(-1)).not.toBe(refs[1]?.at(-1));
    expect(write('camt053', ['txn_000001'])[0]).toContain('<NtryRef>txn_000001</NtryRef>');
  });

  it('BAI2 writes two long ids as two bank references of at most 30 characters', () => {
    const bai2 = STATEMENT_FORMATS.bai2.writer(summary);
    bai2.begin();
    const refs = twins(40).map((id) => (bai2.entry(entry(id)).split('\n').find((line) => line.startsWith('16,')) as string).split(',')[4] as string);
    expect(refs[0]).toHaveLength(30);
    expect(refs[0]).not.toBe(refs[1]);
  });

  it('MT940 writes two long ids as two :61: references of 16 and two supplementary lines of 34', () => {
    const lines = write('mt940', twins(40)).map((text) => text.split('\r\n'));
    const references = lines.map((entryLines) => (entryLines[0] as string).split('//')[1] as string);
    expect(references[0]).toHaveLength(16);
    expect(references[0]).not.toBe(references[1]);
    expect(lines[0]?.[1]).toHaveLength(34);
    expect(lines[0]?.[1]).not.toBe(lines[1]?.[1]);
  });

  it('OFX writes two ids longer than 255 characters as two FITIDs of 255', () => {
    const fitids = write('ofx', twins(300)).map((text) => /<FITID>([^<]*)<\/FITID>/.exec(text)?.[1] as string);
    expect(fitids[0]).toHaveLength(255);
    expect(fitids[0]).not.toBe(fitids[1]);
  });
});

describe('ids the format writes otherwise', () => {
  // MT940 has no "_" (it becomes "-"), BAI2's reference fields no "/" or "," (they become "?"):
  // these pairs had one form in the file, so an importer took two entries for one.
  const mt940Reference = (text: string) => (text.split('\r\n')[0] as string).split('//')[1] as string;
  const bai2Reference = (id: string) => {
    const bai2 = STATEMENT_FORMATS.bai2.writer(summary);
    bai2.begin();
    return (bai2.entry(entry(id)).split('\n').find((line) => line.startsWith('16,')) as string).split(',')[4] as string;
  };

  it('MT940 keeps pmt_a-b and pmt-a_b, pmt_ab and pmt-ab apart, stably, with the id in the supplementary line', () => {
    for (const pair of [['pmt_a-b', 'pmt-a_b'], ['pmt_ab', 'pmt-ab']] as const) {
      const texts = write('mt940', pair);
      const [first, second] = texts.map(mt940Reference);
      expect(first).not.toBe(second);
      expect(write('mt940', pair).map(mt940Reference)).toEqual([first, second]);
    }
    // An id already in SWIFT's characters that fits is written as it is, with no supplementary line.
    expect(write('mt940', ['pmt-ab'])[0]?.split('\r\n')[0]).toMatch(/\/\/pmt-ab$/);
    expect(write('mt940', ['pmt-ab'])[0]?.split('\r\n')[1]).toMatch(/^:86:/);
    const [changed] = write('mt940', ['pmt_ab']);
    expect(mt940Reference(changed as string)).toMatch(/^pmt-[0-9a-z]{12}$/);
    expect(changed?.split('\r\n')[1]).toMatch(/^pmt-ab-[0-9a-z]{12}$/);
  });

  it('BAI2 keeps ids apart that differ only in characters its reference field cannot carry', () => {
    const [a, b] = [bai2Reference('pmt/1'), bai2Reference('pmt,1')];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^pmt\?1-[0-9a-z]{12}$/);
    expect(bai2Reference('pmt_1')).toBe('pmt_1');
  });
});
