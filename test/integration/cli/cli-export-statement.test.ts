// `treasury export statement` over the real host, keychain, SQLite cache and a demo
// sandbox: for every demo account, a month written in each format, read back by an
// independent reader (fast-xml-parser against the message definitions and libxml2 against
// the published camt.053.001.08 XSD, mt940js, the strict BAI2 reader, csv-parse) and
// compared with the cached ledger read here by plain SQL: opening balance, every entry in
// posting order, closing balance, to the minor unit.
// USDC is refused for the ISO formats with the formats that fit; the CSV presets carry it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parse as parseCsv } from 'csv-parse/sync';
import { Parser as Mt940Parser } from 'mt940js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { readBai2 } from '../../support/statement-readers/bai2-reader';
import { CAMT053_DEFINITION } from '../../support/statement-readers/camt053-definition';
import { camt053XsdProblems } from '../../support/statement-readers/camt053-xsd';
import { OFX_DEFINITION } from '../../support/statement-readers/ofx-definition';
import { ISO_BANK_TRANSACTION_CODES } from '../../support/statement-readers/published-code-lists';
import { checkNode, childrenOf, elements, nameOf, parseOrdered, textOf, type XmlNode } from '../../support/statement-readers/xml-structure';
import { CliHarness } from '../host/cli-harness';

const ADMIN_TOKEN = 'cli-statement-admin';
const EXPONENTS: Record<string, number> = { USD: 2, EUR: 2, GBP: 2, USDC: 6 };
let sandbox: RunningSandbox;
let workDir: string;
let cli: CliHarness;
let db: Database.Database;
let month: { from: string; to: string; startUs: number; endUs: number };

interface CachedEntry { id: string; created_us: number; type: string; direction: 'debit' | 'credit'; amount: string; balance: string }

/** "12.5" at 2 decimals -> 1250n, by hand. */
function minor(decimal: string, exponent: number): bigint {
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = decimal.replace(/^[-+]/, '').replace(',', '.').split('.');
  const value = BigInt(`${whole}${fraction.padEnd(exponent, '0')}`);
  return negative ? -value : value;
}

function expected(accountId: string, exponent: number) {
  const before = db.prepare('SELECT balance FROM ledger_transactions WHERE account_id = ? AND created_us < ? ORDER BY created_us DESC, rowid DESC LIMIT 1').get(accountId, month.startUs) as { balance: string } | undefined;
  const entries = db.prepare('SELECT id, created_us, type, direction, amount, balance FROM ledger_transactions WHERE account_id = ? AND created_us >= ? AND created_us < ? ORDER BY created_us, rowid').all(accountId, month.startUs, month.endUs) as CachedEntry[];
  const signed = entries.map((e) => (e.direction === 'credit' ? 1n : -1n) * minor(e.amount, exponent));
  const first = entries[0];
  const opening = before !== undefined ? minor(before.balance, exponent) : first !== undefined ? minor(first.balance, exponent) - (signed[0] as bigint) : 0n;
  const last = entries[entries.length - 1];
  return { entries, signed, opening, closing: last === undefined ? opening : minor(last.balance, exponent) };
}

const child = (node: XmlNode, ...names: string[]) => names.reduce((at, name) => childrenOf(at).find((c) => nameOf(c) === name) as XmlNode, node);
const all = (node: XmlNode, name: string) => childrenOf(node).filter((c) => nameOf(c) === name);

async function exportTo(accountId: string, format: string): Promise<{ code: number; text: string; out: string; err: string }> {
  const file = path.join(workDir, `${accountId}.${format}`);
  const run = await cli.run(['export', 'statement', '--account', accountId, '--from', month.from, '--to', month.to, '--format', format, '--out', file, '--force']);
  return { ...run, text: run.code === 0 ? readFileSync(file, 'utf8') : '' };
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo', timeScale: 0, adminToken: ADMIN_TOKEN });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-statement-'));
  cli = new CliHarness(path.join(workDir, 'data'));
  await cli.connectAndSync(sandbox.baseUrl, ADMIN_TOKEN);
  const folder = path.join(workDir, 'data', 'sandbox');
  // The cache of the sandbox's server (the embedded default's file may be there too, empty).
  const caches = readdirSync(folder).filter((name) => /^cache.*\.sqlite$/.test(name)).map((name) => new Database(path.join(folder, name), { readonly: true, fileMustExist: true }));
  const rows = (c: Database.Database) => (c.prepare('SELECT count(*) AS n FROM ledger_transactions').get() as { n: number }).n;
  caches.sort((a, b) => rows(b) - rows(a));
  db = caches.shift() as Database.Database;
  for (const other of caches) other.close();
  // The last whole month before the newest entry's.
  const newest = (db.prepare('SELECT max(created_us) AS us FROM ledger_transactions').get() as { us: number }).us;
  const last = new Date(newest / 1000);
  const start = Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - 1, 1);
  const end = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1);
  month = { from: new Date(start).toISOString().slice(0, 10), to: new Date(end - 86_400_000).toISOString().slice(0, 10), startUs: start * 1000, endUs: end * 1000 };
});
afterAll(async () => {
  db?.close();
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('export statement, every demo account', () => {
  it('the demo month has ties, fees and reversals to prove', () => {
    const rows = db.prepare('SELECT type, created_us FROM ledger_transactions WHERE created_us >= ? AND created_us < ?').all(month.startUs, month.endUs) as Array<{ type: string; created_us: number }>;
    expect(rows.some((r) => r.type === 'fee' || r.type === 'collection_fee')).toBe(true);
    expect(rows.some((r) => r.type === 'reversal' || r.type === 'collection_reversal')).toBe(true);
    expect(new Set(rows.map((r) => r.created_us)).size).toBeLessThan(rows.length);
  });

  it('writes each format, whose reader finds the cached opening, entries and closing to the minor unit', async () => {
    const accounts = db.prepare('SELECT id, currency FROM accounts ORDER BY id').all() as Array<{ id: string; currency: string }>;
    expect(accounts.length).toBeGreaterThanOrEqual(5);
    for (const { id, currency } of accounts) {
      const exponent = EXPONENTS[currency] as number;
      const truth = expected(id, exponent);
      const iso = /^[A-Z]{3}$/.test(currency);

      const camt = await exportTo(id, 'camt053');
      if (!iso) {
        expect(camt.code).toBe(2);
        expect(camt.err).toContain(`${id} is in ${currency}: export it as quickbooks-csv or xero-csv instead.`);
      } else {
        expect(camt.code, camt.err).toBe(0);
        expect(camt.out).toMatch(new RegExp(`entries, closing .*; as of the last sync, \\d{4}-`));
        expect(camt.err).not.toContain('Latin');
        const parsed = parseOrdered(camt.text);
        const document = elements(parsed.nodes)[0] as XmlNode;
        expect(checkNode(CAMT053_DEFINITION, document, 'Document', 'Document')).toEqual([]);
        expect(camt053XsdProblems(camt.text), id).toEqual([]);
        const stmt = child(document, 'BkToCstmrStmt', 'Stmt');
        const value = (node: XmlNode) => (textOf(child(node, 'CdtDbtInd')) === 'CRDT' ? 1n : -1n) * minor(textOf(child(node, 'Amt')), exponent);
        expect(all(stmt, 'Bal').map(value)).toEqual([truth.opening, truth.closing]);
        const entries = all(stmt, 'Ntry');
        expect(entries.map((n) => textOf(child(n, 'NtryRef')))).toEqual(truth.entries.map((e) => e.id));
        expect(entries.map(value)).toEqual(truth.signed);
        for (const n of entries) {
          const d = child(n, 'BkTxCd', 'Domn');
          expect(ISO_BANK_TRANSACTION_CODES).toContain(`${textOf(child(d, 'Cd'))}/${textOf(child(d, 'Fmly', 'Cd'))}/${textOf(child(d, 'Fmly', 'SubFmlyCd'))}`);
        }
      }

      const bai2 = await exportTo(id, 'bai2');
      expect(bai2.code).toBe(iso ? 0 : 2);
      if (iso) {
        // Said after the file is written, as the window says it before: BAI2 and MT940 write other scripts' letters as ?.
        expect(bai2.err).toContain('Note: BAI2 and MT940 carry only Latin letters: names and references in other scripts are written as ?');
        const file = readBai2(bai2.text);
        const days = file.groups.map((g) => g.accounts[0]!);
        expect(days[0]?.summaries.get('010')).toBe(truth.opening);
        expect(days[days.length - 1]?.summaries.get('015')).toBe(truth.closing);
        const details = days.flatMap((a) => a.details);
        expect(details.map((d) => d.bankReference)).toEqual(truth.entries.map((e) => e.id));
        expect(details.map((d) => (d.typeCode < 400 ? d.amount : -d.amount))).toEqual(truth.signed);
      }

      const mt940 = await exportTo(id, 'mt940');
      expect(mt940.code).toBe(iso ? 0 : 2);
      if (iso) {
        expect(mt940.err).toContain('Note: BAI2 and MT940 carry only Latin letters');
        const [statement] = new Mt940Parser().parse(mt940.text);
        expect(minor(statement!.openingBalance.toFixed(exponent), exponent)).toBe(truth.opening);
        expect(minor(statement!.closingBalance.toFixed(exponent), exponent)).toBe(truth.closing);
        expect(statement!.transactions.map((t) => minor(t.amount.toFixed(exponent), exponent))).toEqual(truth.signed);
      }

      const ofx = await exportTo(id, 'ofx');
      expect(ofx.code).toBe(iso ? 0 : 2);
      if (iso) {
        const root = elements(parseOrdered(ofx.text).nodes)[0] as XmlNode;
        expect(checkNode(OFX_DEFINITION, root, 'OFX', 'OFX')).toEqual([]);
        const rs = child(root, 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS');
        expect(textOf(child(rs, 'BANKACCTFROM', 'ACCTID'))).toBe(id.slice(-22));
        const transactions = all(child(rs, 'BANKTRANLIST'), 'STMTTRN');
        expect(transactions.map((t) => textOf(child(t, 'FITID')))).toEqual(truth.entries.map((e) => e.id));
        expect(transactions.map((t) => minor(textOf(child(t, 'TRNAMT')), exponent))).toEqual(truth.signed);
        expect(minor(textOf(child(rs, 'LEDGERBAL', 'BALAMT')), exponent)).toBe(truth.closing);
      }

      for (const [format, amountColumn] of [['quickbooks-csv', 'Amount'], ['xero-csv', 'Amount']] as const) {
        const csv = await exportTo(id, format);
        expect(csv.code, csv.err).toBe(0);
        const rows = parseCsv(csv.text, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
        expect(rows.map((r) => minor(r[amountColumn] as string, exponent))).toEqual(truth.signed);
      }
    }
  });

  it('--out - writes the statement to standard output and the summary to stderr', async () => {
    const account = (db.prepare("SELECT id FROM accounts WHERE currency = 'USD' ORDER BY id LIMIT 1").get() as { id: string }).id;
    const run = await cli.run(['export', 'statement', '--account', account, '--from', month.from, '--to', month.to, '--format', 'ofx', '--out', '-']);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/^<\?xml /);
    expect(run.err).toMatch(/Wrote the statement to standard output\. .* as of the last sync, /);
    const bad = await cli.run(['export', 'statement', '--account', account, '--from', month.from, '--to', month.to, '--format', 'pdf', '--out', '-']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/camt053/);
  });

  it('refuses a month not begun (exit 2, at --from); this month is written with an interim closing balance, said so', async () => {
    const account = (db.prepare("SELECT id FROM accounts WHERE currency = 'EUR' ORDER BY id LIMIT 1").get() as { id: string }).id;
    const now = new Date();
    const first = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const nextFrom = day(first(1));
    const next = await cli.run(['export', 'statement', '--account', account, '--from', nextFrom, '--to', day(new Date(first(2).getTime() - 86_400_000)), '--format', 'camt053', '--out', '-']);
    expect(next.code).toBe(2);
    expect(next.err).toMatch(new RegExp(`^treasury: --from: The first day, ${nextFrom}, has not begun in UTC \\(it is \\d{4}-\\d{2}-\\d{2} there\\): give a first day up to \\d{4}-\\d{2}-\\d{2}\\.\n$`));
    expect(next.out).toBe('');
    const file = path.join(workDir, 'this-month.xml');
    const run = await cli.run(['export', 'statement', '--account', account, '--from', day(first(0)), '--to', day(new Date(first(1).getTime() - 86_400_000)), '--format', 'camt053', '--out', file]);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/This period is not over: the closing balance is as of the last sync, \d{4}-/);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('<Cd>ITBD</Cd>');
    expect(text).not.toContain('<Cd>CLBD</Cd>');
    expect(camt053XsdProblems(text)).toEqual([]);
  });

  it("says a field's refusal once, naming its option", async () => {
    const account = (db.prepare("SELECT id FROM accounts WHERE currency = 'EUR' ORDER BY id LIMIT 1").get() as { id: string }).id;
    const usdc = (db.prepare("SELECT id FROM accounts WHERE currency = 'USDC' ORDER BY id LIMIT 1").get() as { id: string }).id;
    const run = (given: Record<string, string>) => {
      const options = { account, from: month.from, to: month.to, format: 'camt053', out: '-', ...given };
      return cli.run(['export', 'statement', ...Object.entries(options).flatMap(([name, value]) => [`--${name}`, value])]);
    };
    const cases: Array<[Record<string, string>, string]> = [
      [{ to: '2020-01-01' }, `--to: The last day, 2020-01-01, is before the first day, ${month.from}:`],
      [{ from: '2026-02-31' }, '--from: The first day, "2026-02-31", is not a day:'],
      [{ 'time-zone': 'Berlin' }, '--time-zone: "Berlin" is not a time zone:'],
      [{ account: 'acc_nope' }, '--account: No account "acc_nope" in the cache.'],
      [{ account: usdc }, '--format: '],
    ];
    for (const [given, start] of cases) {
      const { code, err } = await run(given);
      expect(code, err).toBe(2);
      expect(err.startsWith(`treasury: ${start}`), err).toBe(true);
      // Once: the message is not repeated in brackets after it.
      const message = err.slice('treasury: '.length + start.indexOf(':') + 2, -1);
      expect(err.split(message.slice(0, 30)).length - 1, err).toBe(1);
    }
  });

  it('works offline: the server gone, the statement still comes from the cache', async () => {
    await sandbox.close();
    const account = (db.prepare("SELECT id FROM accounts WHERE currency = 'EUR' ORDER BY id LIMIT 1").get() as { id: string }).id;
    const run = await exportTo(account, 'mt940');
    expect(run.code, run.err).toBe(0);
    expect(run.text).toMatch(/^:20:/);
    expect(run.out).toMatch(/as of the last sync, \d{4}-/);
  });
});
