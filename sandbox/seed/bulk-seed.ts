// Bulk, deterministic data for demos and benchmarks (POST /_sandbox/seed): new
// accounts, counterparties with a payment method each, and ledger history spread over
// the past year on the new accounts. Ledger rows are generated in batches and written
// with one prepared statement inside one transaction; running balances are exact and
// never negative.
import { currencyExponent } from '../../shared/money';
import type { LedgerTransactionType } from '../../shared/schemas';
import { createCounterparty, createPaymentMethod } from '../bank/counterparties';
import { openAccount } from '../bank/open-account';
import { createIsoTimeWriter, ledgerItemJson } from '../store/ledger-page-json';
import type { LedgerItemValues } from '../store/ledger-page-json';
import { alphanumericFrom } from '../store/new-id';
import { findResource } from '../store/resources';
import type { Store } from '../store/store';
import { SeededRandom } from '../simulation/seeded-random';
import { platformCustomerId } from './platform';
import { COMPANY_WORDS, COMPANY_SUFFIXES } from './names';

export interface BulkSeedRequest {
  accounts: number;
  counterparties: number;
  ledgerTransactions: number;
  seed: number;
  now: number;
}

export interface BulkSeedSummary {
  accountIds: string[];
  counterpartyIds: string[];
  ledgerTransactions: number;
  durationMs: number;
}

const BULK_CURRENCIES = ['USD', 'EUR', 'GBP', 'USDC'] as const;
const CREDIT_TYPES: readonly LedgerTransactionType[] = ['payment_in', 'payment_in', 'collection_in'];
const DEBIT_TYPES: readonly LedgerTransactionType[] = ['payment_out', 'payment_out', 'payment_out', 'fee'];
const HISTORY_MS = 365 * 86400 * 1000;
const BATCH_ROWS = 10_000;

interface AccountState {
  id: string;
  currency: string;
  exponent: number;
  scale: bigint;
  balance: bigint;
}

const SORTED_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `width` characters of base62 in ASCII order, so that ids of one bulk run sort in insertion order. */
function sortableBase62(value: number, width: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < width; i += 1) {
    out = SORTED_ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

export function bulkSeed(store: Store, request: BulkSeedRequest): BulkSeedSummary {
  const started = performance.now();
  const random = new SeededRandom(request.seed ^ 0x5eed);
  const next = () => random.nextUint32();
  const customerId = platformCustomerId(store);
  const accountCount = request.ledgerTransactions > 0 ? Math.max(1, request.accounts) : request.accounts;
  const start = request.now - HISTORY_MS;

  return store.withSeededIds(next, () =>
    store.transaction(() => {
      const accounts: AccountState[] = [];
      for (let i = 0; i < accountCount; i += 1) {
        const currency = BULK_CURRENCIES[i % BULK_CURRENCIES.length] ?? 'USD';
        const exponent = currencyExponent(currency);
        const opening = 1_000_000n * 10n ** BigInt(exponent);
        const account = openAccount(store, { name: `Bulk ${currency} ${i + 1}`, currency, customerId, at: start, openingBalanceMinor: opening });
        accounts.push({ id: account.id, currency, exponent, scale: 10n ** BigInt(exponent), balance: opening });
      }
      const counterpartyIds: string[] = [];
      for (let i = 0; i < request.counterparties; i += 1) {
        const name = `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)}`;
        const counterparty = createCounterparty(store, customerId, { entityType: 'business', name }, start + i);
        const stored = findResource(store, 'counterparty', counterparty.id);
        if (stored) {
          createPaymentMethod(
            store,
            { ...stored, body: counterparty },
            { type: 'us_bank', currency: 'USD', accountHolderName: name, routingNumber: '021000021', accountNumber: String(100000000 + i) },
            start + i,
          );
        }
        counterpartyIds.push(counterparty.id);
      }
      insertLedgerHistory(store, accounts, request.ledgerTransactions, start, request.now, random);
      return {
        accountIds: accounts.map((a) => a.id),
        counterpartyIds,
        ledgerTransactions: request.ledgerTransactions,
        durationMs: Math.round(performance.now() - started),
      };
    }),
  );
}

function insertLedgerHistory(store: Store, accounts: AccountState[], count: number, start: number, end: number, random: SeededRandom): void {
  if (count === 0 || accounts.length === 0) return;
  const insert = store.stmt(
    `INSERT INTO ledger (id, account_id, created_at, type, direction, amount_minor, balance_minor, currency, exponent, description, item_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const iso = createIsoTimeWriter();
  const span = Math.max(1, end - 1000 - (start + 1000));
  const next = () => random.nextUint32();
  // Ids of one run share a random prefix and then count up, so the unique index on id
  // grows at its end instead of at random places (a random tail keeps them opaque).
  const runPrefix = alphanumericFrom(next, 6);
  for (let done = 0; done < count; done += BATCH_ROWS) {
    const rows = Math.min(BATCH_ROWS, count - done);
    for (let k = 0; k < rows; k += 1) {
      const i = done + k;
      const account = accounts[i % accounts.length] as AccountState;
      const at = start + 1000 + Math.floor((i / count) * span);
      const amount = random.bigint(account.scale, 5000n * account.scale);
      const debit = account.balance >= amount && random.next() < 0.55;
      account.balance += debit ? -amount : amount;
      const type = debit ? random.pick(DEBIT_TYPES) : random.pick(CREDIT_TYPES);
      const values: LedgerItemValues = [
        `txn_${runPrefix}${sortableBase62(i, 7)}${alphanumericFrom(next, 6)}`,
        account.id,
        type,
        debit ? 'debit' : 'credit',
        amount.toString(),
        account.currency,
        account.balance.toString(),
        at,
        null, null, null, null,
        `Bulk ${type.replace('_', ' ')}`,
        null,
        account.exponent,
      ];
      insert.run(values[0], values[1], values[7], values[2], values[3], values[4], values[6], values[5], values[14], values[12], ledgerItemJson(values, iso));
    }
  }
  const update = store.stmt('UPDATE balances SET balance_minor = ? WHERE account_id = ?');
  for (const account of accounts) update.run(account.balance.toString(), account.id);
}
