// camt.053 entries spliced from the variable texts SQLite gives (statement-entry-splice.ts,
// statement-entry-texts.ts) are, byte for byte, what the format's writer writes from the
// model (statement-entries.ts):
// generated ledgers with ties, fees, reversals, every known type and an unknown one, XML
// special characters, emoji, right-to-left marks, spaces to trim, control characters (the
// texts' separator U+001F among them),
// long ids and texts, missing optional texts, several booking days, payments, collections and transfers (with a
// reference that is text, a number or absent), and amounts in other forms than the
// canonical one ("12.5", "0012.50"). Entries SQLite cannot write exactly go through the
// writer, so both kinds are in every run; the rows read a day at once and one at a time alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '../../../shared/schemas';
import { camt053Format } from '../../../electron/statements/camt053-format';
import { entryTextChunks, entryTextPlan } from '../../../electron/statements/statement-entry-texts';
import { statementEntries, wholePeriod } from '../../../electron/statements/statement-entries';
import { entryChunks } from '../../../electron/statements/statement-format';
import { statementPeriod } from '../../../electron/statements/statement-period';
import { proveStatement, statementAccount } from '../../../electron/statements/statement-proof';
import { collection, counterparty, ledgerTx, payment, tempCache, transfer } from '../cache/cache-fixtures';

/** Texts SQLite writes as they are, and texts the writer must escape, replace, trim or cut. */
const PLAIN_TEXTS = ['Invoice 1', 'Müller GmbH', 'semi; colon', '', 'x'.repeat(140)] as const;
const HARD_TEXTS = ['  padded  ', 'A & B', '<tag>', '"quoted"', "it's", 'emoji 🚀', '\u200Fשלום', 'tab\there', 'line\nbreak', 'ctrl\u0001char', 'unit\u001Fseparator', 'x'.repeat(600), 'nbsp\u00a0'] as const;
const text: fc.Arbitrary<string> = fc.oneof({ arbitrary: fc.constantFrom<string>(...PLAIN_TEXTS), weight: 6 }, { arbitrary: fc.constantFrom<string>(...HARD_TEXTS), weight: 1 });
const TYPES = ['payment_out', 'payment_in', 'fee', 'collection_in', 'collection_fee', 'collection_reversal', 'reversal', 'transfer_out', 'transfer_in', 'conversion_debit', 'adjustment', 'cashback_credit'] as const;

const entryArb = fc.record({
  type: fc.constantFrom(...TYPES),
  credit: fc.boolean(),
  cents: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  amountForm: fc.constantFrom('canonical', 'canonical', 'canonical', 'canonical', 'short', 'padded'),
  tie: fc.boolean(),
  longId: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
  description: fc.option(text),
  origin: fc.constantFrom('none', 'payment', 'collection', 'transfer', 'missing'),
  // A number in the payment's JSON, or none.
  reference: fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: fc.constantFrom<number | null>(12345, 1.5, null), weight: 1 }),
  party: text.filter((value) => value !== ''),
  linked: fc.boolean(),
});

/** 1250n as "12.50", or "12.5" (a trailing zero dropped) or "0012.50". */
function decimal(cents: bigint, form: string): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  let text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  if (form === 'short' && text.endsWith('0')) text = text.slice(0, -1);
  if (form === 'padded') text = `00${text}`;
  return negative ? `-${text}` : text;
}

/** Entries seven hours apart (ties aside): a ledger spans several booking days, each written by the same splicer. */
const ENTRY_SPACING_MS = 7 * 3600 * 1000;

type Generated = typeof entryArb extends fc.Arbitrary<infer T> ? T : never;

function fill(entries: readonly Generated[]) {
  const cache = tempCache();
  const account = (id: string, name: string) => ({ id, customerId: 'cus_1', name, currency: 'USD', status: 'active', createdAt: '2026-01-01T00:00:00.000Z' });
  cache.accounts.upsertMany([account('acc_a', 'Operating'), account('acc_b', 'Reserve <B>')] as never);
  // The cache keeps no negative balance; every other ledger starts just below 2^53 minor
  // units, so its running balance crosses into the figures checked as BigInts.
  let balance = entries.length % 2 === 0 ? 10n ** 14n : 2n ** 53n - 10n ** 12n;
  let second = 0;
  const ledger: LedgerTransaction[] = entries.map((e, i) => {
    if (!e.tie || i === 0) second += 1;
    balance += e.credit ? e.cents : -e.cents;
    const id = e.longId ? `txn_${'long'.repeat(10)}_${i}` : `txn_${i}`;
    const originId = `${e.origin}_${i}`;
    if (e.origin === 'payment') {
      cache.counterparties.upsertMany([counterparty(i, { name: e.party })]);
      cache.payments.upsertMany([payment(i, { id: originId, counterpartyId: `cpt_${String(i).padStart(6, '0')}`, ...(e.reference !== null && { reference: e.reference as string }) })]);
    }
    if (e.origin === 'collection') {
      cache.counterparties.upsertMany([counterparty(i, { name: e.party })]);
      cache.collections.upsertMany([collection(i, { id: originId, counterpartyId: `cpt_${String(i).padStart(6, '0')}`, ...(e.reference !== null && { reference: e.reference }) } as never)]);
    }
    if (e.origin === 'transfer') cache.transfers.upsertMany([transfer(i, { id: originId, ...(e.reference !== null && { reference: e.reference }) } as never)]);
    return ledgerTx(i, {
      id, accountId: 'acc_a', type: e.type as LedgerTransaction['type'], direction: e.credit ? 'credit' : 'debit',
      amount: decimal(e.cents, e.amountForm), balance: decimal(balance, e.amountForm === 'padded' ? 'padded' : 'canonical'),
      createdAt: new Date(Date.UTC(2026, 1, 1) + second * ENTRY_SPACING_MS).toISOString(),
      ...(e.description !== null && { description: e.description }),
      ...(e.origin !== 'none' && { referenceType: e.origin === 'missing' ? 'payment' : e.origin, referenceId: originId }),
      ...(e.linked && i > 0 && { linkedTransactionId: `txn_${i - 1}` }),
    } as Partial<LedgerTransaction>);
  });
  cache.ledgerTransactions.upsertMany(ledger);
  cache.putSyncState({ resource: 'ledgerTransactions', scope: '', completed: true, lastSyncedAt: '2026-02-02T00:00:00.000Z' });
  return cache;
}

/** Both ways over one snapshot: the template's SQL where its check holds, and the writer from the model for all. */
function bothWays(entries: readonly Generated[]) {
  const cache = fill(entries);
  const snapshot = cache.openReadSnapshot();
  try {
    const reads = snapshot.statement;
    const summary = proveStatement(reads, statementAccount(reads, 'acc_a'), statementPeriod('2026-02-01', '2026-02-10'), null, new Date('2026-03-01T00:00:00.000Z'));
    const plan = entryTextPlan(camt053Format.entryTemplate as NonNullable<typeof camt053Format.entryTemplate>, summary);
    const text = (chunks: Iterable<{ text: string | Uint8Array }>) => [...chunks].map((chunk) => (typeof chunk.text === 'string' ? chunk.text : Buffer.from(chunk.text).toString('utf8'))).join('');
    const bySql = text(entryTextChunks(reads, summary, wholePeriod(summary), plan, camt053Format.writer(summary)));
    // A span over the listed size reads its rows one at a time (entryTexts) instead of a day at once (entryTextList).
    const rowByRow = text(entryTextChunks(reads, summary, wholePeriod(summary), plan, camt053Format.writer(summary), undefined, 0));
    const listed = reads.entryTextList(plan.query, 'acc_a', summary.period.startUs, summary.period.endUs);
    expect(listed).toEqual([...reads.entryTexts(plan.query, 'acc_a', summary.period.startUs, summary.period.endUs)]);
    expect(listed).toHaveLength(summary.entryCount);
    expect(rowByRow).toBe(bySql);
    const byWriter = text(entryChunks(statementEntries(reads, summary), camt053Format.writer(summary)));
    let plain = 0;
    for (const vars of reads.entryTexts(plan.query, 'acc_a', summary.period.startUs, summary.period.endUs)) if (plan.check.test(vars)) plain += 1;
    return { bySql, byWriter, plain, count: summary.entryCount };
  } finally {
    snapshot.close();
    cache.close();
  }
}

describe('camt.053 entries built by SQLite from the template', () => {
  it('are the writer\'s bytes for generated ledgers', () => {
    let plainSeen = 0;
    let writerSeen = 0;
    fc.assert(
      fc.property(fc.array(entryArb, { minLength: 1, maxLength: 25 }), (entries) => {
        const { bySql, byWriter, plain, count } = bothWays(entries);
        expect(bySql).toBe(byWriter);
        plainSeen += plain;
        writerSeen += count - plain;
      }),
      { numRuns: 40, seed: 20261127 },
    );
    // Both ways were taken, many times.
    expect(plainSeen).toBeGreaterThan(50);
    expect(writerSeen).toBeGreaterThan(50);
  }, 120_000);

  it('writes a plain entry from SQLite and one with text to escape from the writer, the same as the writer alone', () => {
    const plainEntry: Generated = { type: 'payment_out', credit: false, cents: 1250n, amountForm: 'canonical', tie: false, longId: false, description: 'Invoice 1', origin: 'payment', reference: 'INV-1', party: 'Müller GmbH', linked: false };
    const { bySql, byWriter, plain } = bothWays([plainEntry, { ...plainEntry, description: 'A & B' }]);
    expect(plain).toBe(1);
    expect(bySql).toBe(byWriter);
    expect(bySql).toContain('<AddtlNtryInf>A &amp; B</AddtlNtryInf>');
    expect(bySql).toContain('<RltdPties><Cdtr><Pty><Nm>Müller GmbH</Nm></Pty></Cdtr></RltdPties><RmtInf><Ustrd>INV-1</Ustrd></RmtInf>');
  });

  it('writes each entry on its own booking day when the same kind of entry comes back on later days', () => {
    const plainEntry: Generated = { type: 'payment_out', credit: false, cents: 1250n, amountForm: 'canonical', tie: false, longId: false, description: 'Invoice 1', origin: 'payment', reference: 'INV-1', party: 'Müller GmbH', linked: false };
    const { bySql, byWriter, plain } = bothWays(Array.from({ length: 8 }, () => plainEntry));
    expect(plain).toBe(8);
    expect(bySql).toBe(byWriter);
    expect(new Set(bySql.match(/<BookgDt><Dt>[0-9-]+<\/Dt>/g))).toEqual(new Set(['2026-02-01', '2026-02-02', '2026-02-03'].map((day) => `<BookgDt><Dt>${day}</Dt>`)));
  });

  it('refuses a span whose entries do not chain from its opening, in numbers and past 2^53', () => {
    const plainEntry: Generated = { type: 'payment_out', credit: false, cents: 1250n, amountForm: 'canonical', tie: false, longId: false, description: 'Invoice 1', origin: 'none', reference: 'INV-1', party: 'Acme', linked: false };
    // One entry: its balance is below 2^53; two: it starts just below 2^53 (fill) and runs past it.
    for (const entries of [[plainEntry], [{ ...plainEntry, credit: true, cents: 2n * 10n ** 12n }, plainEntry]]) {
      const cache = fill(entries);
      const snapshot = cache.openReadSnapshot();
      try {
        const reads = snapshot.statement;
        const summary = proveStatement(reads, statementAccount(reads, 'acc_a'), statementPeriod('2026-02-01', '2026-02-10'), null, new Date('2026-03-01T00:00:00.000Z'));
        const plan = entryTextPlan(camt053Format.entryTemplate as NonNullable<typeof camt053Format.entryTemplate>, summary);
        const span = wholePeriod(summary);
        expect(() => [...entryTextChunks(reads, summary, span, plan, camt053Format.writer(summary))]).not.toThrow();
        expect(() => [...entryTextChunks(reads, summary, { ...span, opening: span.opening + 1n }, plan, camt053Format.writer(summary))]).toThrow(/changed while the statement was written/);
      } finally {
        snapshot.close();
        cache.close();
      }
    }
  });
});
