// Cells: RFC 4180 quoting, formula neutralisation for text only, exact numbers. Formula
// injection is checked against the suite's own OWASP rule (csv-injection-oracle.ts).
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvCellError, csvRecord, decimalCell, headerRecord, signedAmount, textCell, timestampCell } from '../../../electron/export';
import { FORMULA_STARTS, readBackAs, startsLikeFormula } from './csv-injection-oracle';

describe('csv cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-12.50', "'-12.50"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\r=1', `"'\r=1"`],
    ['=', "'="],
    ['-', "'-"],
    ['@@', "'@@"],
    ['+', "'+"],
    ['\r', `"'\r"`],
    ['\t', "'\t"],
    ['-1,5', `"'-1,5"`],
    ['=1\n2', `"'=1\n2"`],
    // Only the first character counts (the app claims no more): a leading space, quote, LF or a look-alike is left alone.
    [' =1', ' =1'],
    ["'=1", "'=1"],
    ['"=1"', '"""=1"""'],
    ['\n=1', '"\n=1"'],
    ['\uFF1D1', '\uFF1D1'],
    ['a=1', 'a=1'],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['Zürich — 東京 🚀', 'Zürich — 東京 🚀'],
    ['a = b', 'a = b'],
  ])('text %j is written %j', (value, written) => {
    expect(textCell(value)).toBe(written);
  });

  it('writes nothing for absent text', () => {
    expect(textCell(undefined)).toBe('');
    expect(textCell(null)).toBe('');
    expect(textCell('')).toBe('');
  });

  it('leaves exact decimals alone and refuses anything else in a numeric cell', () => {
    expect(decimalCell('-12.50')).toBe('-12.50');
    expect(decimalCell('123456789012345678901234.12345678')).toBe('123456789012345678901234.12345678');
    for (const bad of ['=1+1', '1e5', '12.', '+5', '1,000.00', ' 1']) expect(() => decimalCell(bad)).toThrow(CsvCellError);
  });

  it('signs debits negative and never writes a negative zero', () => {
    expect(signedAmount('12.50', 'debit')).toBe('-12.50');
    expect(signedAmount('12.50', 'credit')).toBe('12.50');
    expect(signedAmount('0.00', 'debit')).toBe('0.00');
    expect(signedAmount('0.00000001', 'debit')).toBe('-0.00000001');
  });

  it('writes timestamps in ISO 8601 UTC with milliseconds', () => {
    expect(timestampCell('2026-01-31T13:00:00+01:00')).toBe('2026-01-31T12:00:00.000Z');
    expect(timestampCell('2026-01-31T12:00:00Z')).toBe('2026-01-31T12:00:00.000Z');
    expect(timestampCell(null)).toBe('');
  });

  it('ends records with CRLF', () => {
    expect(headerRecord(['id', 'amount'])).toBe('id,amount\r\n');
    expect(csvRecord(['a', '"b,c"'])).toBe('a,"b,c"\r\n');
  });

  it('round-trips any text through an independent parser, neutralised by the OWASP rule (property)', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.tuple(fc.constantFrom(...FORMULA_STARTS), fc.string({ maxLength: 20 })).map(([start, rest]) => start + rest),
    );
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 6 }), (values) => {
        const [parsed] = parse(csvRecord(values.map(textCell)), { record_delimiter: '\r\n' }) as string[][];
        expect(parsed).toEqual(values.map(readBackAs));
        // What comes back is safe, and is the text itself once the added quote is taken off.
        const cells = parsed ?? [];
        expect(cells.filter(startsLikeFormula)).toEqual([]);
        expect(cells.map((cell, i) => (startsLikeFormula(values[i] as string) ? cell.slice(1) : cell))).toEqual(values);
      }),
      { numRuns: 500 },
    );
  });

  it('neutralises exactly the cells the OWASP rule calls dangerous (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMULA_STARTS), fc.string({ maxLength: 10 }), (start, rest) => {
        const text = start + rest;
        const cell = (parse(`${textCell(text)}\r\n`, { record_delimiter: '\r\n' }) as string[][])[0]?.[0];
        expect(cell?.startsWith(`'${text}`) ? 'quoted' : 'as is').toBe(startsLikeFormula(text) ? 'quoted' : 'as is');
      }),
      { numRuns: 300 },
    );
  });
});
