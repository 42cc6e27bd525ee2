// The one dispatcher every transport serves (Electron's ipcMain.handle, the web shell's
// POST /rpc/<method>, tests): validate the method and the input against the contract ->
// call the host's services through the method's handler -> check the answer against the
// method's output schema (unknown keys stripped) -> an envelope. It never throws and
// never rejects: anything thrown becomes the envelope's plain error.
//
// Every `ledger.*` call is marked as a window's read while it runs (reads-first.ts): a
// sync on this thread waits (bounded) before its next request or page write, whichever
// transport the call came through (the data process's channel, the web shell's HTTP).
import { readsFirst } from '../cache';
import { IpcContract, ipcEventSchema, isIpcMethod, type Envelope, type IpcEvent, type IpcEventListener, type IpcMethod } from '../../shared/ipc';
import type { AppHost } from '../host';
import { createDispatchContext, type DispatcherOptions, type LiveSyncOptions } from './dispatch-context';
import type { Handler, HandlerTable } from './handler-types';
import { activityHandlers } from './handlers/activity-handlers';
import { balanceHandlers } from './handlers/balance-handlers';
import { directoryHandlers } from './handlers/directory-handlers';
import { environmentHandlers } from './handlers/environment-handlers';
import { exportHandlers } from './handlers/export-handlers';
import { journalHandlers } from './handlers/journal-handlers';
import { ledgerHandlers } from './handlers/ledger-handlers';
import { moneyMovementHandlers } from './handlers/money-movement-handlers';
import { outboxDecisionHandlers } from './handlers/outbox-decision-handlers';
import { accountFundingHandlers } from './handlers/account-funding-handlers';
import { onboardingHandlers } from './handlers/onboarding-handlers';
import { statementHandlers } from './handlers/statement-handlers';
import { syncHandlers } from './handlers/sync-handlers';
import { InvalidOutputError, IpcInputError, envelopeErrorOf } from './ipc-errors';

export interface IpcDispatcher {
  /** Always resolves to an envelope. */
  call(method: string, input: unknown): Promise<Envelope<unknown>>;
  /** Push events (sync and export progress, online/offline, status changes); returns the unsubscribe. */
  subscribe(listener: IpcEventListener): () => void;
}

const HANDLERS: HandlerTable<IpcMethod> = {
  ...environmentHandlers,
  ...syncHandlers,
  ...balanceHandlers,
  ...ledgerHandlers,
  ...activityHandlers,
  ...directoryHandlers,
  ...exportHandlers,
  ...statementHandlers,
  ...journalHandlers,
  ...moneyMovementHandlers,
  ...outboxDecisionHandlers,
  ...accountFundingHandlers,
  ...onboardingHandlers,
};

/** Each issue as a field to fix: its path in the input ("accountIds.0") and zod's message (which never quotes the value). */
function issueFields(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  return issues.slice(0, 20).map((issue) => ({
    field: issue.path.length === 0 ? '(input)' : issue.path.map((part) => String(part).slice(0, 60)).join('.'),
    message: issue.message.slice(0, 300),
  }));
}

/** The online interval from `TREASURY_SYNC_EVERY_MS` when it is a whole number of at least 1,000 ms. */
function liveSyncFromEnvironment(): LiveSyncOptions {
  const every = Number(process.env['TREASURY_SYNC_EVERY_MS']);
  return Number.isSafeInteger(every) && every >= 1000 ? { onlineEveryMs: every } : {};
}

export function createIpcDispatcher(host: AppHost, options: DispatcherOptions = {}): IpcDispatcher {
  const listeners = new Set<IpcEventListener>();
  const emit = (event: IpcEvent) => {
    const checked = ipcEventSchema.safeParse(event);
    if (!checked.success) return;
    for (const listener of [...listeners]) {
      try {
        listener(checked.data);
      } catch {
        // A listener's failure is its own: the other listeners and the call go on.
      }
    }
  };
  const context = createDispatchContext(host, emit, { ...options, liveSync: options.liveSync ?? liveSyncFromEnvironment() });

  const dispatch = async (method: string, input: unknown): Promise<Envelope<unknown>> => {
    if (!isIpcMethod(method)) {
      throw new IpcInputError('There is no such IPC method.', [{ field: 'method', message: 'is not a method of the IPC contract' }]);
    }
    const schemas = IpcContract[method];
    const parsed = schemas.input.safeParse(input === undefined ? {} : input);
    if (!parsed.success) throw new IpcInputError(`The input of ${method} is not valid: fix the fields named.`, issueFields(parsed.error.issues));
    const handler = HANDLERS[method] as Handler<IpcMethod>;
    const value: unknown = await handler(parsed.data as never, context);
    const output = schemas.output.safeParse(value);
    if (!output.success) throw new InvalidOutputError(method);
    return { ok: true, value: output.data };
  };

  return {
    async call(method, input) {
      const read = method.startsWith('ledger.') ? readsFirst.begin() : undefined;
      try {
        return await dispatch(method, input);
      } catch (error) {
        const plain = envelopeErrorOf(error);
        if (plain.kind === 'offline') context.connection.set(false);
        return { ok: false, error: plain };
      } finally {
        read?.();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
