// Builds the data of each entry kind from its input, field by field (never by spreading
// the input, so a field added to an event later cannot carry something unforeseen into
// the trail), and checks it. Text from outside the app is bounded by truncation, never
// refused (audit-text.ts); secrets are redacted when the entry is appended.
import { ENVIRONMENTS } from '../../shared/schemas/enums';
import type { Environment } from '../../shared/schemas/enums';
import type { RequestAttemptEvent } from '../api/request-pipeline';
import { AuditError } from './audit-errors';
import { truncated } from './audit-text';
import { KEY_CHANGE_ACTIONS } from '../secrets';
import type { AuditCheck, ConfirmationAuditData, ConfirmationInput, KeyChangeAuditData, KeyChangeInput, RequestAuditData, ResolutionAuditData, ResolutionInput } from './audit-types';

const MAX_TEXT = 2000;

/** How many characters of a public key's Base64 the trail keeps: enough to tell keys apart, never a whole key. */
export const FINGERPRINT_LENGTH = 12;

function text(value: unknown, field: string, { optional = false, max = MAX_TEXT } = {}): string | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    throw new AuditError('invalid_entry', `${field} must be text of 1 to ${max} characters`);
  }
  return value;
}

function requiredText(value: unknown, field: string, max = MAX_TEXT): string {
  return text(value, field, { max }) as string;
}

/** Text from outside the app (a server's answer, cached data): cut to `max` with a marker; empty is absent. */
function outsideText(value: unknown, field: string, max: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new AuditError('invalid_entry', `${field} must be text`);
  return truncated(value, max);
}

function count(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new AuditError('invalid_entry', `${field} must be a number, 0 or more`);
  return value;
}

export function checkEnvironment(value: unknown, journalEnvironment: Environment): Environment {
  if (!(ENVIRONMENTS as readonly unknown[]).includes(value)) throw new AuditError('invalid_entry', `environment must be one of ${ENVIRONMENTS.join(', ')}`);
  if (value !== journalEnvironment) {
    throw new AuditError('environment_mismatch', `this is the ${journalEnvironment} audit trail; an entry of the ${String(value)} environment does not belong in it`);
  }
  return value as Environment;
}

export function requestData(event: RequestAttemptEvent, environment: Environment): RequestAuditData {
  const data: RequestAuditData = {
    environment: checkEnvironment(event.environment, environment),
    method: requiredText(event.method, 'method', 10) as RequestAuditData['method'],
    path: outsideText(event.path, 'path', MAX_TEXT) ?? requiredText(event.path, 'path'),
    attempt: count(event.attempt, 'attempt'),
    status: count(event.status, 'status'),
    durationMs: count(event.durationMs, 'durationMs'),
    replayed: event.replayed === true,
    outcome: requiredText(event.outcome, 'outcome', 40) as RequestAuditData['outcome'],
  };
  const requestId = outsideText(event.requestId, 'requestId', 200);
  const idempotencyKey = outsideText(event.idempotencyKey, 'idempotencyKey', 200);
  const errorKind = outsideText(event.errorKind, 'errorKind', 100);
  const errorCode = outsideText(event.errorCode, 'errorCode', 200);
  if (requestId !== undefined) data.requestId = requestId;
  if (idempotencyKey !== undefined) data.idempotencyKey = idempotencyKey;
  if (errorKind !== undefined) data.errorKind = errorKind;
  if (errorCode !== undefined) data.errorCode = errorCode;
  if (event.delayMs !== undefined) data.delayMs = count(event.delayMs, 'delayMs');
  return data;
}

function checkOf(check: AuditCheck, index: number): AuditCheck {
  if (typeof check !== 'object' || check === null) throw new AuditError('invalid_entry', `checks.${index} must be an object`);
  return {
    code: requiredText(check.code, `checks.${index}.code`, 200),
    severity: requiredText(check.severity, `checks.${index}.severity`, 40),
    // A check's message can quote cached data (a counterparty's name as the server gave it).
    message: outsideText(check.message, `checks.${index}.message`, MAX_TEXT) ?? requiredText(check.message, `checks.${index}.message`),
  };
}

export function confirmationData(input: ConfirmationInput, environment: Environment): ConfirmationAuditData {
  if (!Array.isArray(input.checks)) throw new AuditError('invalid_entry', 'checks must be a list');
  if (!Array.isArray(input.acknowledged)) throw new AuditError('invalid_entry', 'acknowledged must be a list');
  const data: ConfirmationAuditData = {
    environment: checkEnvironment(input.environment, environment),
    action: requiredText(input.action, 'action', 200),
    summary: requiredText(input.summary, 'summary'),
    checks: input.checks.map(checkOf),
    acknowledged: input.acknowledged.map((code, i) => requiredText(code, `acknowledged.${i}`, 200)),
  };
  const entryId = text(input.outboxEntryId, 'outboxEntryId', { optional: true, max: 200 });
  const key = text(input.idempotencyKey, 'idempotencyKey', { optional: true, max: 200 });
  if (entryId !== undefined) data.outboxEntryId = entryId;
  if (key !== undefined) data.idempotencyKey = key;
  return data;
}

export function resolutionData(input: ResolutionInput, environment: Environment): ResolutionAuditData {
  if (input.resolution !== 'sent' && input.resolution !== 'not_sent') throw new AuditError('invalid_entry', "resolution must be 'sent' or 'not_sent'");
  return {
    environment: checkEnvironment(input.environment, environment),
    outboxEntryId: requiredText(input.outboxEntryId, 'outboxEntryId', 200),
    idempotencyKey: requiredText(input.idempotencyKey, 'idempotencyKey', 200),
    operation: requiredText(input.operation, 'operation', 200),
    summary: requiredText(input.summary, 'summary'),
    previousState: requiredText(input.previousState, 'previousState', 40),
    resolution: input.resolution,
    note: requiredText(input.note, 'note'),
    ...(input.resourceId === undefined ? {} : { resourceId: requiredText(input.resourceId, 'resourceId', 200) }),
  };
}

export function keyChangeData(input: KeyChangeInput, environment: Environment): KeyChangeAuditData {
  if (!(KEY_CHANGE_ACTIONS as readonly unknown[]).includes(input.action)) throw new AuditError('invalid_entry', `action must be one of ${KEY_CHANGE_ACTIONS.join(', ')}`);
  const data: KeyChangeAuditData = { environment: checkEnvironment(input.environment, environment), action: input.action };
  const fingerprint = text(input.publicKeyFingerprint, 'publicKeyFingerprint', { optional: true, max: 200 });
  // Only the first characters, whatever the caller gave: a fingerprint, never a key.
  if (fingerprint !== undefined) data.publicKeyFingerprint = fingerprint.slice(0, FINGERPRINT_LENGTH);
  return data;
}
