// A strict reader of BAI2 files (Cash Management Balance Reporting Specifications,
// version 2), written for the tests from the specification, not from the writer: records
// 01/02/03/16/88/49/98/99 in their nesting, 88 continuations joined to the record they
// continue, every field checked, and the trailers' control totals and record counts
// recomputed and compared. Any deviation throws a Bai2Error saying where.

export class Bai2Error extends Error {}

export interface Bai2Detail {
  readonly typeCode: number;
  /** Unsigned minor units. */
  readonly amount: bigint;
  readonly fundsType: string;
  readonly bankReference: string;
  readonly customerReference: string;
  readonly text: string;
}

export interface Bai2Account {
  readonly accountNumber: string;
  readonly currency: string;
  /** Summary type code (010, 015, ...) -> signed minor units. */
  readonly summaries: ReadonlyMap<string, bigint>;
  readonly details: readonly Bai2Detail[];
}

export interface Bai2Group {
  readonly receiver: string;
  readonly originator: string;
  readonly status: string;
  readonly asOfDate: string;
  readonly currency: string;
  readonly accounts: readonly Bai2Account[];
}

export interface Bai2File {
  readonly sender: string;
  readonly receiver: string;
  readonly groups: readonly Bai2Group[];
}

interface LogicalRecord {
  readonly code: string;
  /** The record's text with its continuations, without the record code. */
  readonly body: string;
  /** Physical lines it took (the record and its 88s). */
  readonly lines: number;
  readonly lineNumber: number;
}

const SIGNED = /^[+-]?\d+$/;
const UNSIGNED = /^\d+$/;
const DATE = /^\d{6}$/;

function fail(record: LogicalRecord | undefined, message: string): never {
  throw new Bai2Error(record === undefined ? message : `line ${record.lineNumber} (${record.code}): ${message}`);
}

function logicalRecords(text: string): LogicalRecord[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const records: Array<{ code: string; body: string; lines: number; lineNumber: number }> = [];
  lines.forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.length > 80) throw new Bai2Error(`line ${index + 1}: ${line.length} characters, more than the physical record length 80`);
    const code = line.slice(0, 2);
    if (line[2] !== ',') throw new Bai2Error(`line ${index + 1}: no comma after the record code`);
    if (code === '88') {
      const previous = records[records.length - 1];
      if (previous === undefined) throw new Bai2Error(`line ${index + 1}: a continuation with nothing to continue`);
      previous.body += line.slice(3);
      previous.lines += 1;
      return;
    }
    records.push({ code, body: line.slice(3), lines: 1, lineNumber: index + 1 });
  });
  return records;
}

/** Fields of a record that ends with "/": split by commas, the slash removed. */
function fields(record: LogicalRecord): string[] {
  if (!record.body.endsWith('/')) fail(record, 'the record does not end with "/"');
  return record.body.slice(0, -1).split(',');
}

function amountField(record: LogicalRecord, value: string | undefined, signed: boolean): bigint {
  if (value === undefined || !(signed ? SIGNED : UNSIGNED).test(value)) fail(record, `${JSON.stringify(value)} is not ${signed ? 'a signed' : 'an unsigned'} amount`);
  return BigInt(value);
}

function detail(record: LogicalRecord): Bai2Detail {
  // 16,type,amount,funds type,bank ref,customer ref,text: the text runs to the end of the record.
  const parts = record.body.split(',');
  if (parts.length < 6) fail(record, 'a transaction detail needs type, amount, funds type, two references and a text');
  const [type, amount, fundsType, bankReference, customerReference] = parts as [string, string, string, string, string];
  const text = parts.slice(5).join(',');
  const typeCode = Number(type);
  if (!/^\d{3}$/.test(type) || typeCode < 100 || typeCode > 699) fail(record, `type code ${type} is not a detail type code (100-699)`);
  if (!['Z', '0', '1', '2', 'V', 'S', 'D'].includes(fundsType)) fail(record, `funds type ${fundsType} is not one of the specification's`);
  if (fundsType !== 'Z') fail(record, 'this reader handles funds type Z only');
  return { typeCode, amount: amountField(record, amount, false), fundsType, bankReference, customerReference, text: text === '/' ? '' : text };
}

function summaries(record: LogicalRecord, parts: readonly string[]): Map<string, bigint> {
  const found = new Map<string, bigint>();
  for (let i = 2; i < parts.length; i += 4) {
    const [code, amount, count, funds] = parts.slice(i, i + 4);
    if (code === undefined || !/^\d{3}$/.test(code) || Number(code) >= 100) fail(record, `${JSON.stringify(code)} is not a status or summary type code`);
    if ((count ?? '') !== '' && !UNSIGNED.test(count ?? '')) fail(record, `item count ${count} is not a number`);
    if ((funds ?? '') !== '') fail(record, 'this reader handles summaries without a funds type only');
    found.set(code, amountField(record, amount, true));
  }
  return found;
}

/** Reads a whole BAI2 file, checking its structure, control totals and record counts. */
export function readBai2(text: string): Bai2File {
  const records = logicalRecords(text);
  let at = 0;
  const next = () => records[at];
  const take = (code: string): LogicalRecord => {
    const record = records[at];
    if (record === undefined) fail(undefined, `the file ends where a ${code} record should be`);
    if (record.code !== code) fail(record, `expected a ${code} record`);
    at += 1;
    return record;
  };
  const header = fields(take('01'));
  if (header.length !== 8 || header[7] !== '2') fail(records[0], 'a file header has 8 fields after its code, the last the version 2');
  if (!DATE.test(header[2] ?? '')) fail(records[0], 'bad creation date');
  let fileTotal = 0n;
  let fileLines = records[0]?.lines ?? 0;
  const groups: Bai2Group[] = [];
  while (next()?.code === '02') {
    const groupRecord = take('02');
    const g = fields(groupRecord);
    if (!DATE.test(g[3] ?? '')) fail(groupRecord, 'bad as-of date');
    if (!/^[A-Z]{3}$/.test(g[5] ?? '')) fail(groupRecord, `currency ${g[5]} is not three capital letters`);
    let groupTotal = 0n;
    let groupLines = groupRecord.lines;
    const accounts: Bai2Account[] = [];
    while (next()?.code === '03') {
      const accountRecord = take('03');
      const a = fields(accountRecord);
      const sums = summaries(accountRecord, a);
      let accountTotal = [...sums.values()].reduce((x, y) => x + y, 0n);
      let accountLines = accountRecord.lines;
      const details: Bai2Detail[] = [];
      while (next()?.code === '16') {
        const record = take('16');
        const d = detail(record);
        details.push(d);
        accountTotal += d.amount;
        accountLines += record.lines;
      }
      const trailerRecord = take('49');
      const trailer = fields(trailerRecord);
      accountLines += trailerRecord.lines;
      if (amountField(trailerRecord, trailer[0], true) !== accountTotal) fail(trailerRecord, `account control total ${trailer[0]} is not the sum of the account's amounts, ${accountTotal}`);
      if (Number(trailer[1]) !== accountLines) fail(trailerRecord, `the account has ${accountLines} records, the trailer says ${trailer[1]}`);
      accounts.push({ accountNumber: a[0] ?? '', currency: a[1] ?? '', summaries: sums, details });
      groupTotal += accountTotal;
      groupLines += accountLines;
    }
    const trailerRecord = take('98');
    const trailer = fields(trailerRecord);
    groupLines += trailerRecord.lines;
    if (amountField(trailerRecord, trailer[0], true) !== groupTotal) fail(trailerRecord, `group control total ${trailer[0]} is not ${groupTotal}`);
    if (Number(trailer[1]) !== accounts.length) fail(trailerRecord, `the group has ${accounts.length} accounts, the trailer says ${trailer[1]}`);
    if (Number(trailer[2]) !== groupLines) fail(trailerRecord, `the group has ${groupLines} records, the trailer says ${trailer[2]}`);
    groups.push({ receiver: g[0] ?? '', originator: g[1] ?? '', status: g[2] ?? '', asOfDate: g[3] ?? '', currency: g[5] ?? '', accounts });
    fileTotal += groupTotal;
    fileLines += groupLines;
  }
  const trailerRecord = take('99');
  const trailer = fields(trailerRecord);
  fileLines += trailerRecord.lines;
  if (amountField(trailerRecord, trailer[0], true) !== fileTotal) fail(trailerRecord, `file control total ${trailer[0]} is not ${fileTotal}`);
  if (Number(trailer[1]) !== groups.length) fail(trailerRecord, `the file has ${groups.length} groups, the trailer says ${trailer[1]}`);
  if (Number(trailer[2]) !== fileLines) fail(trailerRecord, `the file has ${fileLines} records, the trailer says ${trailer[2]}`);
  if (at !== records.length) fail(records[at], 'records after the file trailer');
  return { sender: header[0] ?? '', receiver: header[1] ?? '', groups };
}
