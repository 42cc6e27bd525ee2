// The host's REAL wiring (createAppHost → environment services → money movement over a
// real journal file): a confirmed payment and its outbox entry are committed in one
// journal transaction. When the audit append fails (a journal trigger aborts the insert
// of the confirmation: the real write path, nothing mocked), no outbox entry is left;
// once it can be written, both rows are there, naming each other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHost, type AppHost } from '../../../electron/host';
import { memorySecretStore } from '../../../electron/secrets';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ACCOUNTS, ACH, COUNTERPARTIES, daysAgo, METHODS, NOW } from '../write-flows/write-flow-fixtures';
import { fixedClock } from '../../support/manual-clock';

const made: string[] = [];
const hosts: AppHost[] = [];
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.close();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Production with no server set: no client, so nothing leaves the machine; preparing works from the cache. */
async function productionHost() {
  const dataDir = mkdtempSync(join(tmpdir(), 'confirm-together-'));
  made.push(dataDir);
  const host = createAppHost({ dataDir: { root: dataDir }, secretStoreFor: () => memorySecretStore(), clock: fixedClock(NOW) }, 'production');
  hosts.push(host);
  const services = host.services();
  services.cache.accounts.upsertMany(Object.values(ACCOUNTS).map((a) => ({ ...a })));
  services.cache.counterparties.upsertMany(Object.values(COUNTERPARTIES));
  services.cache.paymentMethods.upsertMany(Object.values(METHODS));
  services.cache.ledgerTransactions.upsertMany([
    { id: 'txn_usd', accountId: 'acc_usd', type: 'adjustment', direction: 'credit', amount: '10000.00', currency: 'USD', balance: '10000.00', createdAt: daysAgo(1) } as LedgerTransaction,
  ]);
  const flows = await services.money.writeFlows();
  const prepared = await flows.payments.prepareAch(ACH);
  if (!prepared.ok) throw new Error(`not prepared: ${JSON.stringify(prepared.fieldErrors)}`);
  const acknowledge = prepared.prepared.checks.filter((c) => c.severity === 'warning').map((c) => c.code);
  return { money: services.money, confirm: () => flows.confirm(prepared.prepared, { typedEnvironment: 'production', acknowledge }) };
}

const confirmations = (money: { audit: { list(o: { kinds: ['confirmation'] }): Array<{ data: Record<string, unknown> }> } }) =>
  money.audit.list({ kinds: ['confirmation'] }).map((e) => e.data);

describe('the host commits a confirmation and its outbox entry together', () => {
  it('leaves no outbox entry when the confirmation cannot be appended, and both once it can', async () => {
    const { money, confirm } = await productionHost();
    money.journal.db.exec(`CREATE TEMP TRIGGER refuse_confirmation BEFORE INSERT ON audit_log WHEN NEW.kind = 'confirmation'
      BEGIN SELECT RAISE(ABORT, 'injected: the audit trail cannot be written'); END`);

    await expect(confirm()).rejects.toThrow(/injected: the audit trail cannot be written/);
    expect(money.outbox.list()).toEqual([]);
    expect(confirmations(money)).toEqual([]);
    expect(money.audit.verify()).toMatchObject({ ok: true });

    money.journal.db.exec('DROP TRIGGER refuse_confirmation');
    const confirmed = await confirm();
    const entries = money.outbox.list();
    expect(entries).toHaveLength(1);
    expect(confirmed.outcome.entry?.id).toBe(entries[0]?.id);
    expect(confirmations(money)).toEqual([
      expect.objectContaining({ environment: 'production', action: 'pay_ach', outboxEntryId: entries[0]?.id, idempotencyKey: entries[0]?.idempotencyKey }),
    ]);
    expect(money.audit.verify()).toMatchObject({ ok: true });
  });
});
