// A reversal entry that names the entry it reverses (linkedTransactionId) but not the
// payment (no referenceId) says a completed payment was returned: the sync re-reads that
// payment by id. During a bulk load the cache has no index on id (ledger-indexes.ts), so
// the linked entry is looked up once the load has ended (ledger-sync.ts): the payment is
// re-read all the same, in a full sync (bulk) as in an incremental one.
import { describe, expect, it } from 'vitest';
import { errorBody, sendJson, type HostileRequest } from '../../support/hostile-server/hostile-server';
import { useHostileServer } from '../../support/hostile-server/hostile-suite';
import { ledgerEntries, ledgerEntry, serveLedger } from '../../support/hostile-server/ledger-book';
import { payment } from '../../support/hostile-server/payment-book';

const suite = useHostileServer();

// pmt_h1 (ACH, completed) paid by entry 3; its reversal (entry 9) names entry 3 only.
const PAYMENT = { ...payment(1), status: 'completed', achReturnCode: null };
const paid = { ...ledgerEntry(3), type: 'payment_out', direction: 'debit', referenceType: 'payment', referenceId: PAYMENT.id };
const reversal = { ...ledgerEntry(9), type: 'reversal', direction: 'credit', linkedTransactionId: paid.id };

function serve(entries: ReadonlyArray<{ id: string }>): void {
  suite.server.route((req: HostileRequest, res) => {
    if (req.path === '/transactions') serveLedger(req, res, entries);
    else if (req.path === '/payments') serveLedger(req, res, [PAYMENT]);
    else if (req.path === `/payments/${PAYMENT.id}`) sendJson(res, 200, { ...PAYMENT, status: 'returned', achReturnCode: 'R01' });
    else sendJson(res, 404, errorBody(404, 'resource_not_found', 'no such route'));
  });
}

const readsById = () => suite.server.count(`/payments/${PAYMENT.id}`);

describe('a reversal that names only the entry it reverses', () => {
  it('in a full sync (bulk load: no index on id meanwhile): the reversed payment is re-read by id once the load has ended', async () => {
    const entries = ledgerEntries(12).map((e) => (e.id === paid.id ? paid : e.id === reversal.id ? reversal : e));
    serve(entries);
    const h = suite.harness({ service: { pageSize: 4 } });
    const seenBulk: boolean[] = [];
    const report = await h.sync.run({
      resources: ['ledgerTransactions', 'payments'],
      onProgress: (p) => {
        if (p.resource === 'ledgerTransactions' && p.phase === 'page') seenBulk.push(h.cache.ledgerTransactions.isBulkLoading());
      },
    });
    expect(report.state).toBe('synced');
    expect(seenBulk).toContain(true);
    expect(h.cache.ledgerTransactions.isBulkLoading()).toBe(false);
    expect(readsById()).toBe(1);
    expect(h.cache.payments.get(PAYMENT.id)?.status).toBe('returned');
  });

  it('in an incremental sync (indexes present): the same', async () => {
    const before = ledgerEntries(8).map((e) => (e.id === paid.id ? paid : e));
    serve(before);
    const h = suite.harness({ service: { pageSize: 4 } });
    expect((await h.sync.run({ resources: ['ledgerTransactions', 'payments'] })).state).toBe('synced');
    expect(readsById()).toBe(0);
    serve([...before, reversal]);
    const report = await h.sync.run({ resources: ['ledgerTransactions', 'payments'] });
    expect(report.state).toBe('synced');
    expect(readsById()).toBe(1);
    expect(h.cache.payments.get(PAYMENT.id)?.status).toBe('returned');
  });
});
