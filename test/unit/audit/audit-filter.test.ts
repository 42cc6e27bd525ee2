// The Audit screen's filters on the trail: kinds, request outcomes and an id, newest
// first a page at a time; the export takes the same filter and writes the same entries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { auditIn, cleanUp, confirmation, requestEvent, tempDir } from './audit-fixtures';
import type { AuditFilter } from '../../../electron/audit';

afterEach(cleanUp);

function seeded() {
  const { audit } = auditIn();
  for (let i = 0; i < 30; i += 1) {
    audit.appendRequest(requestEvent({ method: 'GET', path: `/v1/payments?limit=200&page=${i}`, outcome: i % 10 === 9 ? 'failed' : 'success', status: i % 10 === 9 ? 503 : 200, requestId: `req_sync_${i}` }));
  }
  audit.appendConfirmation(confirmation({ summary: 'Pay 5.00 USD to Acme', outboxEntryId: 'obx_77' }));
  audit.appendRequest(requestEvent({ method: 'POST', path: '/v1/payments/open', outcome: 'success', status: 201, requestId: 'req_pay_1' }));
  audit.appendResolution({
    environment: 'sandbox', outboxEntryId: 'obx_77', idempotencyKey: 'k1', operation: 'createOpenPayment', summary: 'Pay 5.00 USD', previousState: 'unknown', resolution: 'not_sent', note: 'checked',
  });
  return audit;
}

describe('the audit trail filtered', () => {
  it('newest first, page by page, with no entry twice or missed', () => {
    const audit = seeded();
    const seqs: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = audit.page({ limit: 7, ...(before !== undefined && { beforeSeq: before }) });
      seqs.push(...page.map((entry) => entry.seq));
      if (page.length < 7) break;
      before = page.at(-1)?.seq;
    }
    expect(seqs).toEqual(Array.from({ length: 33 }, (_, i) => 33 - i));
  });

  it.each<[string, AuditFilter, number[]]>([
    ['confirmations and decisions', { kinds: ['confirmation', 'resolution'] }, [33, 31]],
    ['failed requests', { outcomes: ['failed'] }, [30, 20, 10]],
    ['an outbox entry id, in any kind', { search: 'OBX_77' }, [33, 31]],
    ['a request id and a kind', { kinds: ['request'], search: 'req_pay_1' }, [32]],
  ])('%s', async (_name, filter, expected) => {
    const audit = seeded();
    expect(audit.page({ filter }).map((entry) => entry.seq)).toEqual(expected);
    const outPath = join(tempDir(), 'audit.csv');
    const result = await audit.exportCsv(outPath, { filter });
    const rows = parse(readFileSync(outPath), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => Number(row['seq']))).toEqual([...expected].reverse());
    expect(result.rowsWritten).toBe(expected.length);
  });

  it('refuses a kind or an outcome it does not know, naming what it takes', () => {
    const audit = seeded();
    expect(() => audit.page({ filter: { kinds: ['keys' as never] } })).toThrow(/kinds must be among request, confirmation, resolution/);
    expect(() => audit.page({ filter: { outcomes: ['ok' as never] } })).toThrow(/outcomes must be among success/);
  });
});
