// The renderer's one way to the main process (DESIGN: renderer/lib/ipc-client.ts). Typed
// from the contract in shared/ipc: `ipc.call('ledger.window', {...})` takes that method's
// input and resolves to its envelope; `ipc.subscribe` gets push events already checked
// against their schema. Stores call this, never `window` (DESIGN convention 8).
import { ipcEventSchema, type IpcEvent, type IpcInput, type IpcMethod, type IpcOutput, type IpcResult, type PlainError } from '../../shared/ipc';
import { electronTransport, type IpcTransport, type PreloadBridge } from './ipc-transport';
import { takeSessionToken, webShellTransport } from './web-shell-transport';

export interface TypedIpcClient {
  readonly transport: IpcTransport['kind'];
  call<M extends IpcMethod>(method: M, input: IpcInput<M>): Promise<IpcResult<M>>;
  subscribe(listener: (event: IpcEvent) => void): () => void;
}

/** A refused call, thrown by `unwrap` for code that prefers exceptions (stores catch it into state). */
export class IpcCallError extends Error {
  readonly error: PlainError;
  constructor(error: PlainError) {
    super(error.message);
    this.name = 'IpcCallError';
    this.error = error;
  }
}

export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: PlainError }): T {
  if (!result.ok) throw new IpcCallError(result.error);
  return result.value;
}

/** The plain error of anything a store caught (an IpcCallError's, or an unexpected failure said plainly). */
export function plainErrorOf(error: unknown): PlainError {
  if (error instanceof IpcCallError) return error.error;
  return { kind: 'internal', code: 'renderer_error', message: error instanceof Error ? error.message : 'Something went wrong in the window.', retryable: false };
}

export function createTypedClient(transport: IpcTransport): TypedIpcClient {
  const listeners = new Set<(event: IpcEvent) => void>();
  let unsubscribeTransport: (() => void) | null = null;
  const deliver = (raw: unknown) => {
    const checked = ipcEventSchema.safeParse(raw);
    if (!checked.success) return;
    for (const listener of [...listeners]) listener(checked.data);
  };
  return {
    transport: transport.kind,
    call: async (method, input) => (await transport.call(method, input)) as IpcResult<typeof method>,
    subscribe(listener) {
      listeners.add(listener);
      unsubscribeTransport ??= transport.subscribe(deliver);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unsubscribeTransport !== null) {
          unsubscribeTransport();
          unsubscribeTransport = null;
        }
      };
    },
  };
}

export type ConnectResult = { kind: 'connected'; client: TypedIpcClient } | { kind: 'no-session' };

/** Electron's preload bridge when present; otherwise the web shell, which needs the session token from the printed URL. */
export function connectToMain(): ConnectResult {
  const bridge = (globalThis as { treasury?: PreloadBridge }).treasury;
  if (bridge !== undefined && typeof bridge.call === 'function') return { kind: 'connected', client: createTypedClient(electronTransport(bridge)) };
  const token = takeSessionToken(window.location, window.sessionStorage, window.history);
  if (token === null) return { kind: 'no-session' };
  return { kind: 'connected', client: createTypedClient(webShellTransport(token)) };
}

export type { IpcEvent, IpcInput, IpcMethod, IpcOutput, IpcResult, PlainError };
