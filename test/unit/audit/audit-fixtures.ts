// Shared pieces of the audit unit tests: a journal in a temp directory, a stepping
// clock, and request events as the API client emits them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestAttemptEvent } from '../../../electron/api/request-pipeline';
import { createAuditTrail } from '../../../electron/audit';
import type { AuditTrail } from '../../../electron/audit';
import { openJournal } from '../../../electron/journal';
import type { Journal } from '../../../electron/journal';
import type { Clock } from '../../../electron/clock';

const made: string[] = [];
const opened: Journal[] = [];

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-unit-'));
  made.push(dir);
  return dir;
}

export function cleanUp(): void {
  for (const journal of opened.splice(0)) journal.close();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A clock that moves one second per reading (its sleep ends at once). */
export function steppingClock(startIso = '2026-03-02T09:00:00.000Z'): Clock {
  let ms = Date.parse(startIso);
  const read = (): number => {
    const now = ms;
    ms += 1000;
    return now;
  };
  return { now: () => new Date(read()), nowMs: read, sleep: async () => {} };
}

export function auditIn(dataDir = tempDir()): { journal: Journal; audit: AuditTrail; dataDir: string } {
  const journal = openJournal({ dataDir, environment: 'sandbox' });
  opened.push(journal);
  return { journal, audit: createAuditTrail({ journal, clock: steppingClock() }), dataDir };
}

export function requestEvent(overrides: Partial<RequestAttemptEvent> = {}): RequestAttemptEvent {
  return {
    environment: 'sandbox',
    method: 'POST',
    path: '/v1/payments/open',
    attempt: 1,
    status: 201,
    requestId: 'req_abc123',
    idempotencyKey: '2f1c7a52-5d7e-4c1e-9a53-0b1f2d3c4e5f',
    durationMs: 12,
    replayed: false,
    outcome: 'success',
    ...overrides,
  };
}

export function confirmation(overrides: Record<string, unknown> = {}) {
  return {
    environment: 'sandbox' as const,
    action: 'createAchPayment',
    summary: 'Pay 1,250.00 USD to Acme Supplies LLC (ACH, same day)',
    checks: [
      { code: 'same_day_ach_after_cutoff', severity: 'warning', message: 'Same-day ACH after the 2:45 PM ET cutoff settles next business day.' },
      { code: 'first_payment_to_counterparty', severity: 'warning', message: 'First payment to Acme Supplies LLC.' },
    ],
    acknowledged: ['same_day_ach_after_cutoff', 'first_payment_to_counterparty'],
    outboxEntryId: 'obx_0123',
    idempotencyKey: '2f1c7a52-5d7e-4c1e-9a53-0b1f2d3c4e5f',
    ...overrides,
  };
}
