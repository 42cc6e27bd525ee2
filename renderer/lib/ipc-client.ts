// The renderer's one way to the main process (DESIGN: renderer/lib/ipc-client.ts). Typed
// from the contract in shared/ipc: `ipc.call('ledger.window', {...})` takes that method's
// input and resolves to its envelope; `ipc.subscribe` gets push events already checked
// against their schema. Stores call this, never `window` (DESIGN convention 8).
import type { Envelope, IpcEvent, IpcInput, IpcMethod, IpcOutput, IpcResult, PlainError } from '../../shared/ipc';
import { electronTransport, type IpcTransport, type PreloadBridge } from './ipc-transport';
import { SESSION_REFUSED_CODE, reloadOnNewSessionToken, takeSessionToken, webShellTransport } from './web-shell-transport';

export interface TypedIpcClient {
  readonly transport: IpcTransport['kind'];
  call<M extends IpcMethod>(method: M, input: IpcInput<M>): Promise<IpcResult<M>>;
  subscribe(listener: (event: IpcEvent) => void): () => void;
  /**
   * Resolves once no call has been waiting for `quietMs` (the window's reads answered),
   * or after `maxMs` whatever the calls: work that can wait (the sync on start) goes
   * after what the person is looking at.
   */
  whenIdle(quietMs: number, maxMs: number): Promise<void>;
  /**
   * Whether main answers: false when a call could not reach it or the push stream ended,
   * true again when a call is answered or the stream is open again. Returns the unsubscribe.
   */
  onReachability?(listener: (reachable: boolean) => void): () => void;
  /**
   * Called when the web shell refused this page's session (it was restarted and printed a
   * new address): a call answered 401, or the push stream ended and a call says why.
   */
  onSessionRefused?(listener: () => void): () => void;
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

export function unwrap<T>(result: Envelope<T>): T {
  if (!result.ok) throw new IpcCallError(result.error);
  return result.value;
}

/** The plain error of anything a store caught (an IpcCallError's, or an unexpected failure said plainly). */
export function plainErrorOf(error: unknown): PlainError {
  if (error instanceof IpcCallError) return error.error;
  return { kind: 'internal', code: 'renderer_error', message: error instanceof Error ? error.message : 'Something went wrong in the window.', retryable: false };
}

let eventSchema: Promise<typeof import('../../shared/ipc/push-events').ipcEventSchema> | null = null;
function loadEventSchema() {
  eventSchema ??= import('../../shared/ipc/push-events').then(
    (module) => module.ipcEventSchema,
    (error: unknown) => {
      eventSchema = null; // asked again with the next event
      throw error;
    },
  );
  return eventSchema;
}

export function createTypedClient(transport: IpcTransport): TypedIpcClient {
  const listeners = new Set<(event: IpcEvent) => void>();
  let unsubscribeTransport: (() => void) | null = null;
  // Events are checked against their schema before any listener sees them. The schemas
  // (zod and the contract) load with the first event, not with the window's first
  // screen; events keep their order while they wait.
  let checking: Promise<unknown> = Promise.resolve();
  const deliver = (raw: unknown) => {
    checking = checking
      .then(() => loadEventSchema())
      .then((schema) => {
        const checked = schema.safeParse(raw);
        if (!checked.success) return;
        for (const listener of [...listeners]) listener(checked.data);
      })
      .catch(() => undefined);
  };
  const reachability = new Set<(reachable: boolean) => void>();
  const reach = (reachable: boolean) => reachability.forEach((listener) => listener(reachable));
  const sessionListeners = new Set<() => void>();
  const noteAnswer = (result: Envelope<unknown>) => {
    if (!result.ok && result.error.code === SESSION_REFUSED_CODE) sessionListeners.forEach((listener) => listener());
  };
  // A push stream that ended may be a session the web shell no longer knows: one read says which.
  const linkChanged = (up: boolean) => {
    reach(up);
    if (!up && sessionListeners.size > 0) void transport.call('sync.state', {}).then(noteAnswer, () => undefined);
  };
  let inFlight = 0;
  let lastSettledAt = 0;
  const idleWaiters = new Set<() => void>();
  const settled = () => {
    inFlight -= 1;
    lastSettledAt = Date.now();
    if (inFlight === 0) for (const wake of [...idleWaiters]) wake();
  };
  return {
    transport: transport.kind,
    call: async (method, input) => {
      inFlight += 1;
      try {
        const result = (await transport.call(method, input)) as IpcResult<typeof method>;
        reach(result.ok || result.error.code !== 'main_unreachable');
        noteAnswer(result);
        return result;
      } finally {
        settled();
      }
    },
    whenIdle(quietMs, maxMs) {
      return new Promise<void>((resolve) => {
        const deadline = Date.now() + maxMs;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const done = () => {
          clearTimeout(timer);
          idleWaiters.delete(check);
          resolve();
        };
        function check(): void {
          clearTimeout(timer);
          const now = Date.now();
          if (now >= deadline) return done();
          if (inFlight === 0 && now - lastSettledAt >= quietMs) return done();
          // Look again when the quiet time would be over, or at the deadline.
          timer = setTimeout(check, Math.min(deadline - now, inFlight === 0 ? quietMs - (now - lastSettledAt) : deadline - now));
        }
        idleWaiters.add(check);
        check();
      });
    },
    onReachability(listener) {
      reachability.add(listener);
      const unwatch = transport.watchLink?.(linkChanged);
      return () => {
        reachability.delete(listener);
        unwatch?.();
      };
    },
    onSessionRefused(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
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
  reloadOnNewSessionToken(window);
  if (token === null) return { kind: 'no-session' };
  return { kind: 'connected', client: createTypedClient(webShellTransport(token)) };
}

export type { Envelope, IpcEvent, IpcInput, IpcMethod, IpcOutput, IpcResult, PlainError };
