// The floor of a camt.053 statement's time: what its steps cost alone, on the cache the
// statement benchmark fills (statement-camt053.ts with BENCH_KEEP_DIR), so the benchmark's
// CPU-seconds can be split into reading, building text and writing, and the target judged
// against what no change to the writer can go below. Each step runs BENCH_RUNS times
// (default 3), the steps alternating so the load weighs on each alike; prints each step's
// CPU-seconds (this process: SQLite and V8 on this thread, libuv's write threads) and the median.
//   - SQLite alone: the index range of the period (count), the entries' query with its
//     joins and variable texts computed and counted inside SQLite (no row reaches JavaScript);
//   - the entries' query as the statement reads it (statement-reads.ts, a day at a time),
//     and the same without the origin joins;
//   - the per-slice sums of the parallel proof (statement-day-sums.ts);
//   - the file: the statement's size written from Buffers and from strings, with its fsync,
//     and UTF-8 encoding that many characters.
//   BENCH_KEEP_DIR=/tmp/x npm run bench:statement   (fill), then   BENCH_KEEP_DIR=/tmp/x tsx test/bench/statement-floor.ts
//   BENCH_STEPS="rows to" (only the steps whose names hold one of these, comma-separated)
import { existsSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { statementReads } from '../../electron/cache/repositories/statement-reads';
import { camt053Entry } from '../../electron/statements/camt053-entry';
import { entrySpliceSql } from '../../electron/statements/statement-entry-splice';
import type { StatementSummary } from '../../electron/statements/statement-model';

const dir = process.env['BENCH_KEEP_DIR'];
const cachePath = dir === undefined ? '' : join(dir, 'sandbox', 'cache.sqlite');
if (dir === undefined || !existsSync(cachePath)) throw new Error('BENCH_KEEP_DIR must name a cache filled by the statement benchmark (statement-camt053.ts)');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
/** BENCH_STEPS="rows to,BLOB": only the steps whose names hold one of these. */
const ONLY = process.env['BENCH_STEPS']?.split(',');
const ACCOUNT = 'acc_bench_statement';
const DAY_US = 86_400_000_000;
const START_US = Date.UTC(2026, 0, 1) * 1000;
const DAYS = 31;
/** The 1M-entry statement's size (bytes; one-byte text). */
const FILE_BYTES = 650_855_697;
const CHUNK = 64 * 1024;

const db = new Database(cachePath, { readonly: true, fileMustExist: true });
const reads = statementReads(db);
const query = entrySpliceSql(camt053Entry({ account: { currency: 'USD', exponent: 2 } } as StatementSummary));
const dayArgs = (day: number) => ({ account: ACCOUNT, from: BigInt(START_US + day * DAY_US), to: BigInt(START_US + (day + 1) * DAY_US) });

/** The entries' query of statement-reads.ts, its text as better-sqlite3 is given it. */
function entryTextsSql(): string {
  let captured = '';
  const recorder = { prepare: (sql: string) => ((captured = sql), { raw: () => ({ safeIntegers: () => ({ iterate: () => [][Symbol.iterator]() }) }), pluck: () => ({ iterate: () => [][Symbol.iterator]() }) }) };
  statementReads(recorder as unknown as Database.Database).entryTexts(query, ACCOUNT, 0, 1).next();
  return captured;
}
const entriesSql = entryTextsSql();
/** The variable texts computed and counted inside SQLite (count(*) would let SQLite skip computing them). */
const countedInSqlite = db.prepare(`SELECT count(texts) FROM (${entriesSql.replace(`SELECT ${query.vars} FROM`, `SELECT ${query.vars} AS texts FROM`)})`).pluck();
/** The same rows with the variable texts as one BLOB of UTF-8 (a Buffer per row). */
const asBlob = db.prepare(entriesSql.replace(`SELECT ${query.vars} FROM`, `SELECT CAST(${query.vars} AS BLOB) FROM`)).raw().safeIntegers(true);
const indexRange = db.prepare('SELECT count(*) FROM (SELECT rowid FROM ledger_transactions WHERE account_id = @account AND created_us >= @from AND created_us < @to ORDER BY created_us, rowid)').pluck();
const withoutJoins = db
  .prepare(entriesSql.replace(/CASE WHEN p\.id[\s\S]*?END AS origin_reference/, 'NULL AS origin_reference').replace('COALESCE(cp.name, other.name) AS', 'NULL AS').replace(/LEFT JOIN[\s\S]*?WHERE l\.account_id/, 'WHERE l.account_id'))
  .raw()
  .safeIntegers(true);

async function writeFile(chunk: Buffer | string): Promise<void> {
  const path = join(dir as string, 'floor-write.tmp');
  const handle = await open(path, 'w');
  try {
    for (let written = 0; written < FILE_BYTES; written += CHUNK) await handle.write(chunk as Buffer);
    await handle.sync();
  } finally {
    await handle.close();
    rmSync(path, { force: true });
  }
}

const text = '<Ntry><NtryRef>txn_0000001</NtryRef><Amt Ccy="USD">123.45</Amt>'.repeat(Math.ceil(CHUNK / 64)).slice(0, CHUNK);
const steps: Record<string, () => unknown> = {
  'sqlite: index range of the period (count)': () => Array.from({ length: DAYS }, (_, day) => indexRange.get(dayArgs(day))),
  'sqlite: entries query, its texts counted inside SQLite': () => Array.from({ length: DAYS }, (_, day) => countedInSqlite.get(dayArgs(day))),
  'entries query, rows to JavaScript (the statement\'s read)': () => {
    for (let day = 0; day < DAYS; day += 1) for (const _row of reads.entryTexts(query, ACCOUNT, START_US + day * DAY_US, START_US + (day + 1) * DAY_US));
  },
  'entries query, texts as a BLOB, rows to JavaScript': () => {
    for (let day = 0; day < DAYS; day += 1) for (const _row of asBlob.iterate(dayArgs(day)));
  },
  'entries query without the origin joins, rows to JavaScript': () => {
    for (let day = 0; day < DAYS; day += 1) for (const _row of withoutJoins.iterate(dayArgs(day)));
  },
  'slice sums (24 a day)': () => {
    for (let slice = 0; slice < DAYS * 24; slice += 1) reads.daySums(ACCOUNT, 'USD', 2, START_US + (slice * DAY_US) / 24, START_US + ((slice + 1) * DAY_US) / 24);
  },
  'file: the statement\'s bytes from Buffers, fsync': () => writeFile(Buffer.from(text)),
  'file: the statement\'s bytes from strings, fsync': () => writeFile(text),
  'UTF-8 encoding of the statement\'s characters': () => {
    for (let done = 0; done < FILE_BYTES; done += CHUNK) Buffer.from(text);
  },
};

const cpu = new Map<string, number[]>();
console.log(`load_average_start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (let run = 0; run < RUNS; run += 1) {
  for (const [name, step] of Object.entries(steps).filter(([name]) => ONLY === undefined || ONLY.some((part) => name.includes(part)))) {
    const before = process.cpuUsage();
    await step();
    const used = process.cpuUsage(before);
    cpu.set(name, [...(cpu.get(name) ?? []), (used.user + used.system) / 1e6]);
  }
}
for (const [name, seconds] of cpu) {
  const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)] as number;
  console.log(`${name}: median ${median.toFixed(2)} CPU-s (${seconds.map((s) => s.toFixed(2)).join(', ')})`);
}
console.log(`load_average_end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
db.close();
