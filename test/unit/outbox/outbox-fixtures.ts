// Shared pieces of the outbox unit tests: temp journals, a hand-driven clock, a scripted
// API client core (each request answered by the next step of a script, every request
// recorded with the journal state seen at the moment it left), and valid bodies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { ApiClientCore, ApiRequest, ApiResponse } from '../../../electron/api/request-pipeline';
import { PaymentsApiError } from '../../../electron/api/api-errors';
import type { ApiErrorKind } from '../../../electron/api/api-errors';
import { openJournal } from '../../../electron/journal';
import type { Journal } from '../../../electron/journal';
import { createOutbox } from '../../../electron/outbox';
import type { Outbox, OutboxIntent, OutboxOptions } from '../../../electron/outbox';
import type { Environment } from '../../../shared/schemas/enums';

const made: string[] = [];
const opened: Journal[] = [];
const peeks: Database.Database[] = [];

export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-unit-'));
  made.push(dir);
  return dir;
}

export function cleanUp(): void {
  for (const journal of opened.splice(0)) journal.close();
  for (const peek of peeks.splice(0)) peek.close();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function journalIn(dataDir: string, environment: Environment = 'sandbox'): Journal {
  const journal = openJournal({ dataDir, environment });
  opened.push(journal);
  return journal;
}

// The hand-driven clock: the shared manual clock, starting 2026-03-02T09:00:00.000Z.
export { manualClock, type ManualClock } from '../../support/manual-clock';

export interface RecordedRequest {
  request: ApiRequest;
  /** The entry's state in the journal, read through a second connection, when the request left. */
  stateWhenSent?: string;
}

export type Step = (request: ApiRequest) => ApiResponse | PaymentsApiError | Error | Promise<ApiResponse | PaymentsApiError | Error>;

export interface ScriptedCore extends ApiClientCore {
  requests: RecordedRequest[];
  /** Steps still to play. */
  steps: Step[];
}

/** A core whose every request plays the next step (the last step repeats). */
export function scriptedCore(steps: Step[], options: { environment?: Environment; journalPath?: string } = {}): ScriptedCore {
  const requests: RecordedRequest[] = [];
  const peek = options.journalPath === undefined ? undefined : new Database(options.journalPath, { readonly: true, fileMustExist: true });
  if (peek !== undefined) peeks.push(peek);
  const core: ScriptedCore = {
    environment: options.environment ?? 'sandbox',
    baseUrl: 'http://127.0.0.1:1/v1',
    serverClockOffsetMs: () => 0,
    holdSigningKey: () => ({ release: () => undefined }),
    requests,
    steps: [...steps],
    async request(request) {
      const recorded: RecordedRequest = { request };
      if (peek !== undefined) {
        const row = peek.prepare('SELECT state FROM outbox WHERE idempotency_key = ?').get(request.idempotencyKey) as { state: string } | undefined;
        if (row !== undefined) recorded.stateWhenSent = row.state;
      }
      requests.push(recorded);
      const step = core.steps.length > 1 ? core.steps.shift() : core.steps[0];
      if (step === undefined) throw new Error('the script has no step left');
      const answer = await step(request);
      if (answer instanceof Error) throw answer;
      // As the pipeline: the answer's check runs inside the request, and what it throws is the request's.
      request.checkBody?.(answer);
      return answer;
    },
  };
  return core;
}

let paymentCounter = 0;

/** A Payment body that passes the shared schema. */
export function paymentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  paymentCounter += 1;
  return {
    id: `pmt_unit${paymentCounter}`,
    customerId: 'cus_unit1',
    status: 'completed',
    rail: 'open',
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export const created = (body: unknown = paymentBody(), extra: Partial<ApiResponse> = {}): Step => (request) => ({
  status: 201, body, requestId: 'req_unit201', replayed: false, attempts: 1, ...(request.idempotencyKey !== undefined && { idempotencyKey: request.idempotencyKey }), ...extra,
});

export function apiError(kind: ApiErrorKind, code: string, status: number, extra: { retryAfterMs?: number; fields?: { field: string; message: string }[] } = {}): PaymentsApiError {
  return new PaymentsApiError(kind, { type: `${kind}_error`, code, message: `unit ${code}`, status, requestId: status === 0 ? undefined : 'req_unit_err', retryable: ['network', 'timeout', 'server', 'rate_limit', 'idempotency_in_flight'].includes(kind), ...extra });
}

export const fails = (error: PaymentsApiError | Error): Step => () => error;

export function openPaymentIntent(value = '1250', summary = 'Pay 12.50 USD to Northwind Traders (open)'): OutboxIntent {
  return {
    operation: 'createOpenPayment',
    body: { sourceAccountId: 'acc_unit1', paymentMethodId: 'pm_unit1', amount: { currency: 'USD', value }, reference: 'Invoice 42' },
    summary,
  };
}

export function outboxFor(journal: Journal, core: ApiClientCore | (() => Promise<ApiClientCore>), options: Partial<OutboxOptions> = {}): Outbox {
  return createOutbox({ journal, core: typeof core === 'function' ? core : () => core, ...options });
}
