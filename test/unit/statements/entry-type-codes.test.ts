// The entry-type table of the statement formats: it covers every ledger type of the API,
// every code is in its format's published list (test/support/statement-readers/
// published-code-lists.ts, each list with its source), money in and out get codes of the
// right side, and docs/statements.md shows the same table.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTRY_TYPE_CODES, UNKNOWN_TYPE_CODES, type BankTransactionCode, type EntryTypeCodes } from '../../../electron/statements/entry-type-codes';
import { LEDGER_TRANSACTION_TYPES } from '../../../shared/schemas/enums';
import { OFX_TRNTYPES } from '../../support/statement-readers/ofx-definition';
import { BAI2_CREDIT_DETAIL_CODES, BAI2_DEBIT_DETAIL_CODES, ISO_BANK_TRANSACTION_CODES, SWIFT_TRANSACTION_TYPE_CODES } from '../../support/statement-readers/published-code-lists';

const UNKNOWN_ROW = 'a type this app does not know';
const TABLE: ReadonlyArray<[string, EntryTypeCodes]> = [...Object.entries(ENTRY_TYPE_CODES), [UNKNOWN_ROW, UNKNOWN_TYPE_CODES]];
const btc = (c: BankTransactionCode) => `${c.domain}/${c.family}/${c.subFamily}`;

/** Every problem of one row against the published lists; [] when it is right. */
function problemsOf(type: string, codes: EntryTypeCodes): string[] {
  const problems: string[] = [];
  for (const side of ['credit', 'debit'] as const) {
    const camt = btc(codes.camt[side]);
    if (!ISO_BANK_TRANSACTION_CODES.has(camt)) problems.push(`${type} ${side}: ${camt} is not in ISO's bank transaction codes`);
    // ISO's "Miscellaneous Credit Operations" (MCOP) for money in, "... Debit ..." (MDOP) for money out.
    if (codes.camt[side].family === (side === 'credit' ? 'MDOP' : 'MCOP')) problems.push(`${type} ${side}: ${camt} is in the other side's family`);
    const bai2 = (side === 'credit' ? BAI2_CREDIT_DETAIL_CODES : BAI2_DEBIT_DETAIL_CODES).get(codes.bai2[side]);
    if (bai2 === undefined) problems.push(`${type} ${side}: ${codes.bai2[side]} is not a BAI2 ${side} detail type code`);
    if (!OFX_TRNTYPES.includes(codes.ofx[side]) || codes.ofx[side] === 'HOLD') problems.push(`${type} ${side}: ${codes.ofx[side]} is not a posted OFX TRNTYPE`);
  }
  if (!/^N[A-Z]{3}$/.test(codes.swift) || !SWIFT_TRANSACTION_TYPE_CODES.has(codes.swift.slice(1))) problems.push(`${type}: ${codes.swift} is not N + a SWIFT transaction type code`);
  return problems;
}

/** The docs' rows: ledger type (or the unknown row) -> the four cells as written. */
function documentedTable(): Map<string, string[]> {
  const doc = readFileSync(fileURLToPath(new URL('../../../docs/statements.md', import.meta.url)), 'utf8');
  const section = doc.slice(doc.indexOf("## Entry types and each format's codes"), doc.indexOf('## Each format as written'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `') || line.startsWith(`| ${UNKNOWN_ROW}`));
  return new Map(rows.map((line) => {
    const [type, ...cells] = line.split('|').slice(1, -1).map((cell) => cell.trim());
    return [(type as string).replaceAll('`', ''), cells];
  }));
}

const cell = (credit: string, debit: string) => (credit === debit ? credit : `${credit} / ${debit}`);

describe('the entry-type codes of the statement formats', () => {
  it('cover every ledger type of the API, and no other', () => {
    expect(Object.keys(ENTRY_TYPE_CODES).sort()).toEqual([...LEDGER_TRANSACTION_TYPES].sort());
  });

  it('are each in their published list, on the side of the money', () => {
    expect(TABLE.flatMap(([type, codes]) => problemsOf(type, codes))).toEqual([]);
  });

  it('the check refuses codes that are not in the lists or on the wrong side', () => {
    const fee = ENTRY_TYPE_CODES.fee;
    const wrong: EntryTypeCodes = {
      camt: { credit: { domain: 'ACMT', family: 'MDOP', subFamily: 'CHRG' }, debit: { domain: 'PMNT', family: 'ICDT', subFamily: 'UPDD' } },
      bai2: { credit: '698', debit: '700' },
      swift: 'NFEE',
      ofx: { credit: 'HOLD', debit: 'REFUND' },
    };
    expect(problemsOf('fee', fee)).toEqual([]);
    expect(problemsOf('fee', wrong)).toEqual([
      'fee credit: ACMT/MDOP/CHRG is in the other side\'s family',
      'fee credit: 698 is not a BAI2 credit detail type code',
      'fee credit: HOLD is not a posted OFX TRNTYPE',
      'fee debit: PMNT/ICDT/UPDD is not in ISO\'s bank transaction codes',
      'fee debit: 700 is not a BAI2 debit detail type code',
      'fee debit: REFUND is not a posted OFX TRNTYPE',
      'fee: NFEE is not N + a SWIFT transaction type code',
    ]);
  });

  it('are the table docs/statements.md shows', () => {
    const documented = documentedTable();
    expect([...documented.keys()].sort()).toEqual(TABLE.map(([type]) => type).sort());
    for (const [type, codes] of TABLE) {
      expect(documented.get(type), type).toEqual([
        cell(btc(codes.camt.credit), btc(codes.camt.debit)),
        cell(codes.bai2.credit, codes.bai2.debit),
        codes.swift,
        cell(codes.ofx.credit, codes.ofx.debit),
      ]);
    }
  });
});
