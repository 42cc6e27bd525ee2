// A ledger entry's JSON written from its values (once, when it is posted) is the very text
// the object path wrote, and a page of such texts (or of rows written before they were
// kept) is JSON.stringify(listBody(rows.map(ledgerRowToTransaction), hasMore)).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listBody } from '../../../sandbox/http/list-query';
import { createIsoTimeWriter, itemValuesToLedgerRow, ledgerItemJson, ledgerPageJson, minorDigitsToDecimal } from '../../../sandbox/store/ledger-page-json';
import type { LedgerItemValues, LedgerPageRow } from '../../../sandbox/store/ledger-page-json';
import { isoTime } from '../../../sandbox/clock/simulated-clock';
import { ledgerRowToTransaction } from '../../../sandbox/store/ledger-rows';
import { minorUnitsToDecimal } from '../../../shared/money';

const anyText = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }), fc.constantFrom('"', '\\', '\n\t\u0000', '\ud800', 'Zürich 東京 🚀'));
const minor = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 25n }).map(String), fc.constantFrom('0', '5', '100', '007', '-12'));
const time = fc.oneof(fc.integer({ min: 0, max: 253_402_300_799_999 }), fc.constantFrom(0, 86_399_999, 86_400_000, Date.UTC(2024, 1, 29, 23, 59, 59, 999), -1, -86_400_001));
const metadata = fc.option(fc.dictionary(fc.string({ maxLength: 5 }), fc.option(fc.string({ maxLength: 8 }), { nil: null })).map((m) => JSON.stringify(m)), { nil: null });

const itemValues = fc.tuple(
  anyText, anyText, fc.constantFrom('payment_out', 'fee', 'reversal'), fc.constantFrom('debit', 'credit'), minor, fc.constantFrom('USD', 'USDC'), minor, time,
  fc.option(anyText, { nil: null }), fc.option(anyText, { nil: null }), fc.option(fc.constantFrom('payment', 'transfer'), { nil: null }),
  fc.option(anyText, { nil: null }), fc.option(anyText, { nil: null }), metadata, fc.integer({ min: 0, max: 18 }), fc.nat(),
) as fc.Arbitrary<LedgerItemValues>;

function objectPath(rows: readonly LedgerItemValues[], hasMore: boolean): string {
  return JSON.stringify(listBody(rows.map((row) => ledgerRowToTransaction(itemValuesToLedgerRow(row))), hasMore));
}

describe('ledgerPageJson', () => {
  it('an entry\'s JSON is the text JSON.stringify wrote for it (property)', () => {
    const iso = createIsoTimeWriter();
    fc.assert(
      fc.property(itemValues, (values) => {
        const expected = JSON.stringify(ledgerRowToTransaction(itemValuesToLedgerRow(values)));
        expect(ledgerItemJson(values)).toBe(expected);
        expect(ledgerItemJson(values, iso)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('a page of kept texts and of rows written before they were kept is the text JSON.stringify wrote for the page (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(itemValues, fc.boolean()), { maxLength: 8 }), fc.boolean(), (entries, hasMore) => {
        const values = entries.map(([v], seq) => [...v.slice(0, 15), seq] as unknown as LedgerItemValues);
        const written: number[] = [];
        const rows: LedgerPageRow[] = values.map((v, seq) => [entries[seq]?.[1] === true ? ledgerItemJson(v) : null, v[0], seq]);
        const page = ledgerPageJson(rows, hasMore, (seq) => {
          written.push(seq);
          return ledgerItemJson(values[seq] as LedgerItemValues);
        });
        expect(page).toBe(objectPath(values, hasMore));
        expect(written).toEqual(rows.flatMap((row) => (row[0] === null ? [row[2]] : [])));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes amounts as minorUnitsToDecimal does, and refuses what it refuses', () => {
    fc.assert(fc.property(minor.filter((m) => !m.startsWith('-')), fc.integer({ min: 0, max: 18 }), (m, e) => {
      expect(minorDigitsToDecimal(m, e)).toBe(minorUnitsToDecimal(m, e));
    }));
    expect(minorDigitsToDecimal('-12', 2)).toBe(minorUnitsToDecimal('-12', 2));
    expect(() => minorDigitsToDecimal('12', 99)).toThrow(RangeError);
    expect(() => minorDigitsToDecimal('1x', 2)).toThrow();
  });

  it('writes times as isoTime does, across days and out of range', () => {
    const iso = createIsoTimeWriter();
    fc.assert(fc.property(time, (ms) => {
      expect(iso(ms)).toBe(isoTime(ms));
    }));
    expect(() => iso(Number.NaN)).toThrow(RangeError);
  });
});
