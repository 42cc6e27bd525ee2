// The IPC contract (DESIGN convention 1): every call the window can make, method name ->
// {input, output} runtime schemas. Main (electron/ipc), the preload, the web shell and the
// renderer all derive their types from this one map.
import type { z } from 'zod';
import { activityMethods } from './activity-methods';
import { balanceMethods } from './balance-methods';
import { directoryMethods } from './directory-methods';
import type { Envelope } from './envelope';
import type { IpcEvent } from './push-events';
import { environmentMethods } from './environment-methods';
import { exportMethods } from './export-methods';
import { journalMethods } from './journal-methods';
import { ledgerMethods } from './ledger-methods';
import { moneyMovementMethods } from './money-movement-methods';
import { outboxDecisionMethods } from './outbox-decision-methods';
import { accountFundingMethods } from './account-funding-methods';
import { onboardingMethods } from './onboarding-methods';
import { statementMethods } from './statement-methods';
import { syncMethods } from './sync-methods';

export interface MethodSchemas {
  readonly input: z.ZodType;
  readonly output: z.ZodType;
}

export const IpcContract = {
  ...environmentMethods,
  ...syncMethods,
  ...balanceMethods,
  ...ledgerMethods,
  ...activityMethods,
  ...directoryMethods,
  ...exportMethods,
  ...statementMethods,
  ...journalMethods,
  ...moneyMovementMethods,
  ...outboxDecisionMethods,
  ...accountFundingMethods,
  ...onboardingMethods,
} as const satisfies Record<string, MethodSchemas>;

export type IpcContract = typeof IpcContract;
export type IpcMethod = keyof IpcContract;
/** What a caller passes (before defaults). */
export type IpcInput<M extends IpcMethod> = z.input<IpcContract[M]['input']>;
/** What a handler receives (after parsing). */
export type IpcParsedInput<M extends IpcMethod> = z.output<IpcContract[M]['input']>;
export type IpcOutput<M extends IpcMethod> = z.output<IpcContract[M]['output']>;
export type IpcResult<M extends IpcMethod> = Envelope<IpcOutput<M>>;

export const IPC_METHODS = Object.keys(IpcContract) as IpcMethod[];

export function isIpcMethod(name: unknown): name is IpcMethod {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(IpcContract, name);
}

/** The surface the preload (and the web shell's browser preload) exposes as `window.treasury`. */
export interface IpcClient {
  call<M extends IpcMethod>(method: M, input: IpcInput<M>): Promise<IpcResult<M>>;
  subscribe(listener: (event: IpcEvent) => void): () => void;
}
