// Confirmation: nothing is sent until a person confirms a prepared instruction. The
// checks run again (the clock and the cache may have moved since it was prepared);
// a block refuses, a warning must be acknowledged by its code, and in production the
// person must type the environment's name. Then the instruction and its confirmation go
// to the outbox together (enqueueWithConfirmation: one journal transaction, both or
// neither), and the outbox sends it exactly once. A PATCH, which the outbox does not
// carry, is recorded in the audit trail and sent directly.
import { isDeepStrictEqual } from 'node:util';
import type { UpdateCounterpartyBody } from '../../shared/requests';
import { PaymentsApiError } from '../api/api-errors';
import { OPERATIONS, type PaymentsApi } from '../api/operations';
import type { Check } from '../pre-send-checks';
import { ConfirmationRefusedError } from './confirmation-refused-error';
import type { PreparedRegistry, RegisteredWrite } from './prepared-registry';
import { keepWrittenRecord, readWrittenResource } from './store-written-resource';
import type { WriteFlowContext } from './write-flow-context';
import type {
  ConfirmationLog, ConfirmationRecord, ConfirmOptions, ConfirmedWrite, OutboxIntent, OutboxOperation, OutboxPort, PreparedWrite,
  StatusFollower, WriteOutcome,
} from './write-flow-types';

export interface ConfirmDependencies {
  readonly ctx: WriteFlowContext;
  readonly registry: PreparedRegistry;
  readonly outbox: OutboxPort;
  readonly audit: ConfirmationLog;
  /** Sends what the outbox does not carry (PATCH). */
  readonly api?: Partial<Pick<PaymentsApi, 'updateCounterparty'>>;
  readonly tracker?: StatusFollower;
}

const UNKNOWN_PREPARED = "This review is no longer known here (it was confirmed already, or the app's background process restarted).";
const UNKNOWN_PREPARED_REMEDY = {
  cli: 'Check `outbox` before preparing it again: a confirmed payment may have been sent.',
  window: 'Check the Outbox before preparing it again: a confirmed payment may have been sent.',
} as const;

const list = (checks: readonly Check[]) => checks.map((c) => c.message).join(' ');

function registeredFor(deps: ConfirmDependencies, prepared: Pick<PreparedWrite, 'id'> & Partial<PreparedWrite>): RegisteredWrite {
  const entry = typeof prepared.id === 'string' ? deps.registry.find(prepared.id) : undefined;
  if (entry === undefined) {
    // Never prepared and prepared by a process that stopped (maybe after sending) look the
    // same from here: the remedy sends the person to the outbox before any new preparation.
    throw new ConfirmationRefusedError('unknown_prepared', UNKNOWN_PREPARED, [], UNKNOWN_PREPARED_REMEDY);
  }
  const mine = entry.prepared;
  // Whatever came back from outside must be what was prepared: the registered copy is the one sent.
  for (const key of ['environment', 'operation', 'pathParams', 'body', 'summary'] as const) {
    if (key in prepared && !isDeepStrictEqual(prepared[key], mine[key])) {
      throw new ConfirmationRefusedError('prepared_changed', `This instruction's ${key} changed after it was prepared: prepare it again.`);
    }
  }
  if (deps.ctx.now().getTime() > Date.parse(mine.expiresAt)) {
    deps.registry.take(mine.id);
    throw new ConfirmationRefusedError('expired', `This instruction was prepared at ${mine.preparedAt} and has expired: prepare it again to review it with current data.`);
  }
  return entry;
}

/** The refusal rules, on the checks as they stand now. Returns the acknowledged warning codes. */
export function confirmationRules(environment: string, checks: readonly Check[], options: ConfirmOptions): string[] {
  const blocks = checks.filter((c) => c.severity === 'block');
  if (blocks.length > 0) throw new ConfirmationRefusedError('blocked', `Not sent: ${list(blocks)}`, blocks);
  if (environment === 'production' && options.typedEnvironment !== 'production') {
    const production = checks.filter((c) => c.code === 'production_environment');
    throw new ConfirmationRefusedError('environment_not_named', 'Not sent: this is the production environment; type "production" to confirm.', production);
  }
  const acknowledged = new Set(options.acknowledge ?? []);
  // Naming the environment is how the production warning is acknowledged.
  const missing = checks.filter((c) => c.severity === 'warning' && c.code !== 'production_environment' && !acknowledged.has(c.code));
  if (missing.length > 0) {
    throw new ConfirmationRefusedError('warning_not_acknowledged', `Not sent: acknowledge ${missing.map((c) => c.code).join(', ')} first. ${list(missing)}`, missing);
  }
  return checks.filter((c) => c.severity === 'warning').map((c) => c.code);
}

function outboxIntent(prepared: PreparedWrite): OutboxIntent {
  return {
    operation: prepared.operation as OutboxOperation,
    ...(prepared.pathParams !== undefined ? { pathParams: { ...prepared.pathParams } } : {}),
    body: prepared.body,
    summary: prepared.summary,
    preparedId: prepared.id,
  };
}

function confirmationRecord(prepared: PreparedWrite, checks: readonly Check[], acknowledged: string[]): ConfirmationRecord {
  return {
    environment: prepared.environment,
    action: prepared.action,
    summary: prepared.summary,
    checks: checks.map((c) => ({ code: c.code, severity: c.severity, message: c.message })),
    acknowledged,
  };
}

/** A PATCH (editing or archiving a counterparty) is not journaled: it sets values, so sending it again is harmless. */
async function sendDirect(deps: ConfirmDependencies, prepared: PreparedWrite, signal: AbortSignal | undefined): Promise<WriteOutcome> {
  const update = deps.api?.updateCounterparty;
  const counterpartyId = prepared.pathParams?.['counterpartyId'];
  if (prepared.operation !== 'updateCounterparty' || update === undefined || counterpartyId === undefined) {
    throw new Error(`${prepared.operation} is not sent directly`);
  }
  try {
    const result = await update(counterpartyId, prepared.body as UpdateCounterpartyBody, signal !== undefined ? { signal } : {});
    return { state: 'succeeded', resource: result.data };
  } catch (error) {
    if (error instanceof PaymentsApiError) return { state: 'failed', error: error.toPlainError() };
    throw error;
  }
}

/** A step before anything is journaled: when it fails, the instruction can be confirmed again. */
async function beforeJournaling<T>(deps: ConfirmDependencies, entry: RegisteredWrite, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    deps.registry.restore(entry);
    throw error;
  }
}

/** Records the confirmation (with the outbox entry, for a POST), then sends. */
async function recordAndSend(deps: ConfirmDependencies, entry: RegisteredWrite, checks: readonly Check[], acknowledged: string[], signal: AbortSignal | undefined): Promise<WriteOutcome> {
  const prepared = entry.prepared;
  const { outbox, audit } = deps;
  if (OPERATIONS[prepared.operation].method !== 'POST') {
    await beforeJournaling(deps, entry, () => {
      if (deps.api?.updateCounterparty === undefined) throw new ConfirmationRefusedError('not_sendable', 'Not sent: changing a counterparty goes straight to the server, and this app has no connection to it here.');
      return audit.appendConfirmation(confirmationRecord(prepared, checks, acknowledged));
    });
    return sendDirect(deps, prepared, signal);
  }
  const journaled = await beforeJournaling(deps, entry, () => outbox.enqueueWithConfirmation(outboxIntent(prepared), confirmationRecord(prepared, checks, acknowledged)));
  // Journaled: from here on it is the outbox's to send (now, on retry, or after a restart), never ours again.
  return outbox.send(journaled.id, signal !== undefined ? { signal } : {});
}

export async function confirmWrite(
  deps: ConfirmDependencies,
  prepared: Pick<PreparedWrite, 'id'> & Partial<PreparedWrite>,
  options: ConfirmOptions = {},
): Promise<ConfirmedWrite> {
  const entry = registeredFor(deps, prepared);
  const mine = entry.prepared;
  const checks = entry.checks({ ...deps.ctx.checkContext(), timeZone: mine.timeZone });
  const acknowledged = confirmationRules(deps.ctx.environment, checks, options);
  // Taken before the first await: a second confirmation of the same instruction is refused.
  deps.registry.take(mine.id);
  const outcome = await recordAndSend(deps, entry, checks, acknowledged, options.signal);
  const resource = outcome.state !== 'succeeded' ? undefined
    // The outbox's send keeps what it sent (OutboxPort): the record is read here, not stored twice.
    : outcome.entry !== undefined ? readWrittenResource(mine.operation, outcome.resource)
    // Sent directly (a PATCH has no outbox entry): kept here.
    : keepWrittenRecord(deps.ctx.cache, deps.tracker, mine.operation, outcome.resource);
  return { prepared: mine, checks, outcome, ...(resource !== undefined ? { resource } : {}) };
}
