// BAI2 (Cash Management Balance Reporting Specifications, version 2): a file (01/99) with
// one group (02/98) per day of the period, each holding the account (03/49): opening
// ledger (010) and closing ledger (015) of that day, one transaction detail (16) per
// entry with its type code (entry-type-codes.ts), the amount in minor units (implied
// decimals of the currency), the entry id as bank reference, the payment's reference as
// customer reference and the text, continued on 88 records past 80 characters. Trailers
// carry the exact control totals (algebraic sums of the amounts) and record counts.
import { codesOf } from './entry-type-codes';
import type { StatementEntry, StatementSummary } from './statement-model';
import type { StatementFormat } from './statement-format';
import { iso4217Refusal } from './statement-format';
import { compactStamp, fittedId } from './statement-ids';
import { BAI2_TEXT, transliterate } from './statement-text';

const RECORD_LENGTH = 80;
const SENDER = 'TREASURY';
/** Characters of the reference fields: the text set without the "," that separates fields. */
const REFERENCE = /^[\x20-\x2B\x2D\x2E\x30-\x7E]$/;

const yymmdd = (date: string) => date.slice(2, 10).replaceAll('-', '');
const fieldSafe = (value: string | null, max: number) => (value === null ? '' : transliterate(value, REFERENCE).slice(0, max).trim());
/** An id in a reference field: whole, or fitted (statement-ids.ts) when longer than the field. */
const idField = (id: string, max: number) => fittedId(id, max, transliterate(id, REFERENCE).replaceAll(' ', ''));

/** The record, split into 80-character physical records: its text field continues on 88 records. */
function withContinuations(fixed: string, text: string): string[] {
  if (text === '') return [`${fixed},/`];
  const lines: string[] = [];
  let rest = text;
  let line = `${fixed},`;
  while (rest.length > 0) {
    const room = RECORD_LENGTH - line.length;
    lines.push(line + rest.slice(0, room));
    rest = rest.slice(room);
    line = '88,';
  }
  return lines;
}

class Bai2Writer {
  private fileTotal = 0n;
  private fileRecords = 0;
  private groups = 0;
  private groupTotal = 0n;
  private groupRecords = 0;
  private accountTotal = 0n;
  private accountRecords = 0;
  private day = -1;

  constructor(private readonly summary: StatementSummary) {}

  private lines(lines: readonly string[]): string {
    this.fileRecords += lines.length;
    this.groupRecords += lines.length;
    this.accountRecords += lines.length;
    return `${lines.join('\n')}\n`;
  }

  begin(): string {
    const { account, createdAt } = this.summary;
    const stamp = compactStamp(createdAt);
    this.fileRecords = 1;
    const receiver = idField(account.id, 40);
    return `01,${SENDER},${receiver},${yymmdd(createdAt.slice(0, 10))},${stamp.slice(9, 13)},${stamp.slice(2, 8)}${stamp.slice(9, 13)},${RECORD_LENGTH},,2/\n`;
  }

  /** Closes the open day and opens every day up to `index` (days without entries get their 010/015 and trailers too). */
  private advanceTo(index: number): string {
    let text = '';
    while (this.day < index) {
      if (this.day >= 0) text += this.closeDay();
      this.day += 1;
      text += this.openDay();
    }
    return text;
  }

  private openDay(): string {
    const { account, days } = this.summary;
    const day = days[this.day];
    if (day === undefined) return '';
    this.groups += 1;
    this.groupTotal = 0n;
    this.groupRecords = 0;
    this.accountTotal = day.opening + day.closing;
    this.accountRecords = 0;
    const receiver = idField(account.id, 40);
    const text = this.lines([
      `02,${receiver},${SENDER},1,${yymmdd(day.date)},2400,${account.currency},2/`,
      `03,${receiver},${account.currency},010,${day.opening},,,015,${day.closing},,/`,
    ]);
    this.accountRecords = 1; // the 03: the 02 belongs to the group, not the account
    return text;
  }

  private closeDay(): string {
    this.accountRecords += 1; // the 49 itself
    const accountTrailer = `49,${this.accountTotal},${this.accountRecords}/`;
    this.groupTotal += this.accountTotal;
    this.groupRecords += 2; // 49 and 98
    this.fileRecords += 2;
    this.fileTotal += this.groupTotal;
    return `${accountTrailer}\n98,${this.groupTotal},1,${this.groupRecords}/\n`;
  }

  entry(entry: StatementEntry): string {
    const opened = this.advanceTo(entry.dayIndex);
    const codes = codesOf(entry.type).bai2;
    this.accountTotal += entry.amount;
    const text = transliterate([entry.counterpartyName, entry.description].filter((part) => part !== null && part !== '').join(' - '), BAI2_TEXT);
    const fixed = `16,${codes[entry.direction]},${entry.amount},Z,${idField(entry.id, 30)},${fieldSafe(entry.reference, 30)}`;
    return opened + this.lines(withContinuations(fixed, text));
  }

  end(): string {
    const text = this.advanceTo(this.summary.days.length - 1) + this.closeDay();
    this.fileRecords += 1;
    return `${text}99,${this.fileTotal},${this.groups},${this.fileRecords}/\n`;
  }
}

export const bai2Format: StatementFormat = {
  id: 'bai2',
  name: 'BAI2',
  extension: 'bai',
  refusal: (summary) => iso4217Refusal(summary, 'BAI2'),
  writer: (summary) => new Bai2Writer(summary),
};
