// A real cache in a temp directory with a small, known data set; an in-memory outbox and
// audit log; a clock the test sets. Shared by the write-flow unit tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openCache, type Cache } from '../../../electron/cache';
import { createWriteFlows, type WriteFlows, type WriteFlowsOptions } from '../../../electron/write-flows';
import type { ConfirmationRecord, OutboxIntent, OutboxOutcome, OutboxPort } from '../../../electron/write-flows';
import type { Account, Counterparty, LedgerTransaction, Payment, PaymentMethod } from '../../../shared/schemas';
import type { Environment } from '../../../shared/schemas';
import { manualClock, type ManualClock } from '../../support/manual-clock';

const opened: Array<{ cache: Cache; dir: string }> = [];
afterEach(() => {
  for (const { cache, dir } of opened.splice(0)) {
    cache.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** 2026-03-10 15:00 UTC: 11:00 in New York (EDT), before the same-day ACH cutoff. */
export const NOW = new Date('2026-03-10T15:00:00.000Z');
export const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * 86_400_000).toISOString();
const OLD = '2025-01-01T00:00:00.000Z';

export const ACCOUNTS = {
  usd: { id: 'acc_usd', customerId: 'cus_org', name: 'Operating USD', currency: 'USD', status: 'active', createdAt: OLD },
  eur: { id: 'acc_eur', customerId: 'cus_org', name: 'Operating EUR', currency: 'EUR', status: 'active', createdAt: OLD },
  payroll: { id: 'acc_payroll', customerId: 'cus_org', name: 'Payroll USD', currency: 'USD', status: 'active', createdAt: OLD },
  frozen: { id: 'acc_frozen', customerId: 'cus_org', name: 'Frozen USD', currency: 'USD', status: 'frozen', createdAt: OLD },
  usdc: { id: 'acc_usdc', customerId: 'cus_org', name: 'USDC Treasury', currency: 'USDC', status: 'active', createdAt: OLD },
} satisfies Record<string, Account>;

const cp = (id: string, name: string, entityType: 'business' | 'individual', status: 'active' | 'archived' = 'active'): Counterparty =>
  ({ id, customerId: 'cus_org', entityType, name, status, createdAt: OLD, updatedAt: OLD });

export const COUNTERPARTIES = {
  acme: cp('cpt_acme', 'Acme Supplies LLC', 'business'),
  jane: cp('cpt_jane', 'Jane Cooper', 'individual'),
  old: cp('cpt_old', 'Old Vendor Inc', 'business', 'archived'),
  muller: cp('cpt_muller', 'Müller Maschinenbau GmbH', 'business'),
  mumbai: cp('cpt_mumbai', 'Mumbai Software Pvt Ltd', 'business'),
  wallet: cp('cpt_wallet', 'Base Liquidity Partners', 'business'),
  northwind: cp('cpt_northwind', 'Northwind Traders', 'business'),
};

const pm = (id: string, counterpartyId: string, fields: Partial<PaymentMethod>): PaymentMethod =>
  ({ id, counterpartyId, type: 'us_bank', status: 'active', currency: 'USD', createdAt: OLD, ...fields }) as PaymentMethod;

export const METHODS = {
  acmeBank: pm('pm_acmebank', 'cpt_acme', { label: 'Acme operating', accountNumberLast4: '6789', routingNumber: '021000021' }),
  acmePending: pm('pm_acmepending', 'cpt_acme', { status: 'pending', accountNumberLast4: '1111' }),
  janeBank: pm('pm_janebank', 'cpt_jane', { accountNumberLast4: '4321' }),
  oldBank: pm('pm_oldbank', 'cpt_old', { accountNumberLast4: '0000' }),
  mullerIban: pm('pm_mulleriban', 'cpt_muller', { type: 'international_bank', currency: 'EUR', iban: 'DE89370400440532013000', bic: 'COBADEFF' }),
  mumbaiInr: pm('pm_mumbaiinr', 'cpt_mumbai', { type: 'international_bank', currency: 'INR', bic: 'HDFCINBB', accountHolderName: 'Mumbai Software' }),
  baseWallet: pm('pm_basewallet', 'cpt_wallet', { type: 'crypto_wallet', currency: 'USDC', chain: 'base', walletAddress: '0x1111111111111111111111111111111111111111' }),
  northwindOpen: pm('pm_northwindopen', 'cpt_northwind', { type: 'open', currency: 'USD', openId: '@northwind.pay.usd' }),
  northwindEur: pm('pm_northwindeur', 'cpt_northwind', { type: 'open', currency: 'EUR', openId: '@northwind.pay.eur' }),
};

const tx = (id: string, accountId: string, currency: string, balance: string, createdAt = daysAgo(1)): LedgerTransaction =>
  ({ id, accountId, type: 'adjustment', direction: 'credit', amount: balance, currency, balance, createdAt }) as LedgerTransaction;

/** A payment as the server would answer (for the cache or an outbox result). */
export function paymentResource(overrides: Partial<Payment> & Record<string, unknown> = {}): Payment {
  return {
    id: 'pmt_new1',
    customerId: 'cus_org',
    status: 'created',
    rail: 'ach',
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    sourceAccountId: 'acc_usd',
    counterpartyId: 'cpt_acme',
    paymentMethodId: 'pm_acmebank',
    sendAmount: { currency: 'USD', exponent: 2, value: '123456', displayValue: '1234.56' },
    cancellationState: 'cancelable',
    ...overrides,
  } as Payment;
}

/** A cache with the data set above; balances: USD 10,000.00, EUR 5,000.00, USDC 5,000.000000. */
export function seededCache(): Cache {
  const dir = mkdtempSync(join(tmpdir(), 'write-flows-'));
  const cache = openCache({ dataDir: dir, environment: 'sandbox' });
  opened.push({ cache, dir });
  cache.accounts.upsertMany(Object.values(ACCOUNTS));
  cache.counterparties.upsertMany(Object.values(COUNTERPARTIES));
  cache.paymentMethods.upsertMany(Object.values(METHODS));
  cache.ledgerTransactions.upsertMany([
    tx('txn_usd', 'acc_usd', 'USD', '10000.00'),
    tx('txn_eur', 'acc_eur', 'EUR', '5000.00'),
    tx('txn_usdc', 'acc_usdc', 'USDC', '5000.000000'),
  ]);
  // Earlier payments to everyone but Jane, Müller and Mumbai, long enough ago not to look like duplicates.
  cache.payments.upsertMany(
    ['cpt_acme', 'cpt_wallet', 'cpt_northwind'].map((counterpartyId, i) =>
      paymentResource({ id: `pmt_old${i}`, counterpartyId, status: 'completed', createdAt: daysAgo(30), updatedAt: daysAgo(29) }),
    ),
  );
  return cache;
}

export interface MemoryOutbox extends OutboxPort {
  readonly intents: OutboxIntent[];
  /** What the next send answers (default: succeeded with `resource`). */
  answer: (intent: OutboxIntent) => Omit<OutboxOutcome, 'entry'>;
}

export interface MemoryAudit {
  records: ConfirmationRecord[];
  /** Set to make the next appends throw (as a journal that cannot write would). */
  failWith: Error | undefined;
  appendConfirmation(record: ConfirmationRecord): void;
}

export function memoryAudit(): MemoryAudit {
  const audit: MemoryAudit = {
    records: [],
    failWith: undefined,
    appendConfirmation: (record) => {
      if (audit.failWith !== undefined) throw audit.failWith;
      audit.records.push(record);
    },
  };
  return audit;
}

/** Like the real outbox: the intent is kept only when its confirmation was recorded (both or neither). */
export function memoryOutbox(audit: MemoryAudit): MemoryOutbox {
  const outbox: MemoryOutbox = {
    intents: [],
    answer: () => ({ state: 'succeeded', resource: paymentResource() }),
    enqueueWithConfirmation(intent, confirmation) {
      const n = outbox.intents.length + 1;
      const entry = { id: `obx_${n}`, idempotencyKey: `key-${n}`, state: 'pending' };
      audit.appendConfirmation({ ...confirmation, outboxEntryId: entry.id, idempotencyKey: entry.idempotencyKey });
      outbox.intents.push(intent);
      return entry;
    },
    async send(id) {
      const intent = outbox.intents[Number(id.slice('obx_'.length)) - 1];
      if (intent === undefined) throw new Error(`no entry ${id}`);
      return { entry: { id, idempotencyKey: `key-${id.slice('obx_'.length)}`, state: 'succeeded' }, ...outbox.answer(intent) };
    },
  };
  return outbox;
}

export interface Harness {
  flows: WriteFlows;
  cache: Cache;
  outbox: MemoryOutbox;
  audit: MemoryAudit;
  /** The flows' clock: `set` moves it. */
  clock: ManualClock;
}

export function harness(options: { environment?: Environment; at?: Date } & Omit<Partial<WriteFlowsOptions>, 'clock' | 'environment'> = {}): Harness {
  const { at, environment, ...rest } = options;
  const cache = seededCache();
  const audit = memoryAudit();
  const outbox = memoryOutbox(audit);
  const clock = manualClock(at ?? NOW);
  const flows = createWriteFlows({ environment: environment ?? 'sandbox', cache, outbox, audit, clock, ...rest });
  return { flows, cache, outbox, audit, clock };
}

/** The field errors of a refused preparation, as `field: message` lines. */
export function fieldErrors(result: { ok: boolean; fieldErrors?: readonly { field: string; message: string }[] }): Record<string, string> {
  if (result.ok) throw new Error('expected field errors, got a prepared instruction');
  return Object.fromEntries((result.fieldErrors ?? []).map((e) => [e.field, e.message]));
}

export function preparedOf<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> extends { prepared: infer P } ? P : never {
  if (!result.ok) throw new Error(`expected a prepared instruction, got ${JSON.stringify((result as { fieldErrors?: unknown }).fieldErrors)}`);
  return (result as unknown as { prepared: never }).prepared;
}

export const ACH = { sourceAccountId: 'acc_usd', paymentMethodId: 'pm_acmebank', amount: '1,234.56', currency: 'USD' };
