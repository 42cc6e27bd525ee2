// The audit trail as CSV: one row per entry, oldest first, every kind's fields, the chain
// columns, formula-like text neutralised, an optional BOM.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS } from '../../../electron/audit';
import { auditIn, cleanUp, confirmation, requestEvent, tempDir } from './audit-fixtures';

afterEach(cleanUp);

describe('exportCsv', () => {
  it('writes every entry with its fields and hashes', async () => {
    const { audit } = auditIn();
    const first = audit.appendRequest(requestEvent({ outcome: 'retrying', status: 503, errorKind: 'server', errorCode: 'service_unavailable' }));
    audit.appendConfirmation(confirmation({ summary: '=HYPERLINK("http://evil")' }));
    const last = audit.appendResolution({
      environment: 'sandbox', outboxEntryId: 'obx_1', idempotencyKey: 'k1', operation: 'createOpenPayment', summary: 'Pay 5.00 USD', previousState: 'unknown', resolution: 'not_sent', note: 'No debit, checked "twice"',
    });
    const outPath = join(tempDir(), 'audit.csv');
    const result = await audit.exportCsv(outPath, { bom: true });
    expect(result.rowsWritten).toBe(3);
    const text = readFileSync(outPath, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(AUDIT_CSV_COLUMNS.map((c) => c.header));
    expect(rows[0]).toMatchObject({
      seq: '1', 'at (UTC)': '2026-03-02T09:00:00.000Z', kind: 'request', environment: 'sandbox', method: 'POST', path: '/v1/payments/open', status: '503',
      outcome: 'retrying', attempt: '1', durationMs: '12', requestId: 'req_abc123', idempotencyKey: '2f1c7a52-5d7e-4c1e-9a53-0b1f2d3c4e5f',
      replayed: 'false', errorKind: 'server', errorCode: 'service_unavailable', prevHash: '0'.repeat(64), hash: first.hash,
    });
    expect(rows[1]).toMatchObject({
      kind: 'confirmation', action: 'createAchPayment', summary: '\'=HYPERLINK("http://evil")', outboxEntryId: 'obx_0123',
      checks: 'same_day_ach_after_cutoff (warning): Same-day ACH after the 2:45 PM ET cutoff settles next business day.; first_payment_to_counterparty (warning): First payment to Acme Supplies LLC.',
      acknowledged: 'same_day_ach_after_cutoff; first_payment_to_counterparty', method: '',
    });
    expect(rows[2]).toMatchObject({ kind: 'resolution', resolution: 'not_sent', previousState: 'unknown', note: 'No debit, checked "twice"', hash: last.hash });
  });

  it("carries our sentences without the marks we add for the window, and a person's own text as typed", async () => {
    const { audit } = auditIn();
    const name = 'חברת הדרום';
    // A summary stored before the left-to-right mark moved to the window's side, and one stored after.
    audit.appendConfirmation(confirmation({ summary: `\u200E\u2068${name}\u2069: US bank account ending 8901 added`, checks: [{ code: 'first_payment_to_counterparty', severity: 'warning', message: `First payment to \u2068${name}\u2069.` }] }));
    audit.appendResolution({
      environment: 'sandbox', outboxEntryId: 'obx_1', idempotencyKey: 'k1', operation: 'createOpenPayment', summary: `Pay 5.00 USD to \u2068${name}\u2069`, previousState: 'unknown', resolution: 'not_sent', note: `\u200Fלא נשלח`,
    });
    const outPath = join(tempDir(), 'marks.csv');
    await audit.exportCsv(outPath);
    const rows = parse(readFileSync(outPath, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ summary: `${name}: US bank account ending 8901 added`, checks: `first_payment_to_counterparty (warning): First payment to ${name}.` });
    expect(rows[1]).toMatchObject({ summary: `Pay 5.00 USD to ${name}`, note: `\u200Fלא נשלח` });
    for (const row of rows) expect(`${row.summary}${row.checks}`).not.toMatch(/[\u200E\u2066-\u2069]/u);
  });

  it('writes the header alone for an empty trail, without a BOM by default', async () => {
    const { audit } = auditIn();
    const outPath = join(tempDir(), 'empty.csv');
    await audit.exportCsv(outPath);
    const text = readFileSync(outPath, 'utf8');
    expect(text).toBe(`${AUDIT_CSV_COLUMNS.map((c) => c.header).join(',')}\r\n`);
  });

  it('pages through long trails', async () => {
    const { audit, journal } = auditIn();
    // One journal transaction for the whole trail: 2,300 separate fsync'd commits would test the disk, not paging.
    journal.transaction(() => {
      for (let i = 1; i <= 2300; i += 1) audit.appendRequest(requestEvent({ attempt: i }));
    });
    const outPath = join(tempDir(), 'long.csv');
    expect((await audit.exportCsv(outPath)).rowsWritten).toBe(2300);
    const rows = parse(readFileSync(outPath, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => Number(r.attempt))).toEqual(Array.from({ length: 2300 }, (_, i) => i + 1));
  });
});
