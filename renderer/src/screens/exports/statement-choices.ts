// The Statement section's choices: the formats in words (with what reads them and what
// they cannot carry), the
// periods a person picks (this month, last month, a range) as days in the chosen time
// zone, and the time zones the runtime knows.
import type { StatementFormatId } from '../../../../shared/ipc';
import { keepsOnlyLatin, LATIN_ONLY_NOTE } from '../../../../shared/statement-letters';

export const STATEMENT_FORMAT_LABELS: Record<StatementFormatId, string> = {
  camt053: 'camt.053 (ISO 20022 XML)',
  bai2: 'BAI2',
  mt940: 'MT940 (SWIFT)',
  ofx: 'OFX 2.2',
  'quickbooks-csv': 'QuickBooks Online CSV',
  'xero-csv': 'Xero CSV',
};

export const STATEMENT_FORMAT_READERS: Record<StatementFormatId, string> = {
  camt053: 'European ERPs and accounting systems (SAP, DATEV, Exact, Odoo)',
  bai2: 'US treasury and ERP systems (Oracle, NetSuite, SAP)',
  mt940: 'older European ERPs and accounting systems',
  ofx: 'QuickBooks, Xero, Zoho Books, Quicken',
  'quickbooks-csv': 'QuickBooks Online bank upload',
  'xero-csv': 'Xero statement import',
};


/** The format field's hint: what reads the format, and what it cannot carry. */
export function statementFormatHint(format: StatementFormatId): string {
  return `Read by ${STATEMENT_FORMAT_READERS[format]}.${keepsOnlyLatin(format) ? ` ${LATIN_ONLY_NOTE}` : ''}`;
}

export type PeriodChoice = 'this-month' | 'last-month' | 'range';

/** Today as YYYY-MM-DD in `timeZone` (the computer's clock); UTC when the zone is unknown. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function lastDayOf(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The first and last day of the choice; a range keeps what was typed. */
export function periodDays(choice: PeriodChoice, today: string, range: { from: string; to: string }): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (choice === 'this-month') return { from: `${today.slice(0, 7)}-01`, to: today };
  if (choice === 'last-month') {
    const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    const first = `${previous.year}-${String(previous.month).padStart(2, '0')}-01`;
    return { from: first, to: lastDayOf(previous.year, previous.month) };
  }
  return range;
}

/** IANA zones the runtime knows (for the time zone field's suggestions), UTC first. */
export function knownTimeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}
