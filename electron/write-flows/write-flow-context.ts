// What every flow is built from: the environment, the cache, the clock and the lookups,
// and `issue`, which turns a draft into a prepared instruction: the body is checked and
// serialized exactly as the request pipeline will send it, the checks are run, and the
// instruction is registered so that `confirm` sends that very body.
import { randomUUID } from 'node:crypto';
import type { Environment } from '../../shared/schemas';
import { defaultTimeZone } from '../../shared/time-in-zone';
import { PaymentsApiError } from '../api/api-errors';
import { InvalidPathParameterError, prepareOperation, type OperationName } from '../api/operations';
import type { Check, CheckContext } from '../pre-send-checks';
import type { Lookups, WriteFlowCache } from './cache-lookups';
import { FieldProblems, friendlyMessage, inputFieldOf } from './field-problems';
import type { PreparedRegistry } from './prepared-registry';
import type { PrepareResult, PreparedWrite, WriteAction } from './write-flow-types';

export interface WriteDraft {
  action: WriteAction;
  operation: OperationName;
  pathParams?: Record<string, string>;
  body: unknown;
  summary: string;
  /** The checks of this write; run now and again at confirmation, with a fresh clock and cache. */
  checks: (ctx: CheckContext) => Check[];
}

export interface WriteFlowContext {
  readonly environment: Environment;
  readonly cache: WriteFlowCache;
  readonly now: () => Date;
  readonly lookups: Lookups;
  /** The person's IANA time zone: the checks' messages and the review write times in it. */
  readonly timeZone: string;
  /** What the checks read, with the clock read now. */
  checkContext(): CheckContext;
  /** Field errors, or the prepared instruction. */
  issue(draft: WriteDraft, problems?: FieldProblems): PrepareResult;
}

/** Field errors only (a caller that found none still refuses, naming the whole form). */
export function refuse(problems: FieldProblems): PrepareResult {
  if (!problems.has()) problems.add('body', 'This instruction could not be prepared: check every field.');
  return { ok: false, fieldErrors: [...problems.list] };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function createWriteFlowContext(options: {
  environment: Environment;
  cache: WriteFlowCache;
  now: () => Date;
  lookups: Lookups;
  registry: PreparedRegistry;
  originCountry?: string;
  /** Default: this process's zone (TZ, or the system's). */
  timeZone?: string;
}): WriteFlowContext {
  const { environment, cache, now, lookups, registry } = options;
  const timeZone = options.timeZone ?? defaultTimeZone();
  const checkContext = (): CheckContext => ({
    environment,
    cache,
    now: now(),
    timeZone,
    ...(options.originCountry !== undefined ? { originCountry: options.originCountry } : {}),
  });
  return {
    environment,
    cache,
    now,
    lookups,
    timeZone,
    checkContext,
    issue(draft, problems = new FieldProblems()) {
      let bodyText: string | undefined;
      try {
        bodyText = prepareOperation(draft.operation, { ...(draft.pathParams ? { pathParams: draft.pathParams } : {}), body: draft.body }).bodyText;
      } catch (error) {
        if (error instanceof InvalidPathParameterError) problems.add(error.parameter, error.message);
        else if (!(error instanceof PaymentsApiError)) throw error;
        else if (error.fields.length === 0) problems.add('body', error.message);
        // Every problem at once, but one message per field: the flow's own come first.
        const known = new Set(problems.list.map((e) => e.field));
        for (const f of error instanceof PaymentsApiError ? error.fields : []) {
          const field = inputFieldOf(f.field);
          if (!known.has(field)) problems.add(field, friendlyMessage(f.message));
        }
      }
      if (problems.has() || bodyText === undefined) return refuse(problems);
      const at = now();
      const prepared: PreparedWrite = deepFreeze({
        id: randomUUID(),
        environment,
        action: draft.action,
        operation: draft.operation,
        ...(draft.pathParams ? { pathParams: { ...draft.pathParams } } : {}),
        // Exactly the bytes the pipeline will send, read back.
        body: JSON.parse(bodyText) as unknown,
        // Stored without the window's left-to-right mark: main adds it when it shows the sentence (prepared-review.ts, journal-handlers.ts).
        summary: draft.summary,
        checks: draft.checks(checkContext()),
        timeZone,
        preparedAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + registry.ttlMs).toISOString(),
      });
      registry.register(prepared, draft.checks);
      return { ok: true, prepared };
    },
  };
}
