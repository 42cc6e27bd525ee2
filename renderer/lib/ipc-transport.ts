// How the renderer reaches the main process. Two transports carry the same dispatcher
// (shared/ipc): the Electron preload's `window.treasury` ({call, subscribe}) and the web
// shell's HTTP endpoints on loopback (web-shell-transport.ts). Both answer envelopes and
// never throw for a refused call; a transport that cannot reach main at all answers an
// envelope too, so every screen handles one shape.
import type { Envelope } from '../../shared/ipc';

export interface IpcTransport {
  /** Which shell the window runs in (shown in Settings, used by nothing else). */
  readonly kind: 'electron' | 'web-shell';
  /** Resolves to the envelope main answered, or one made here when main was unreachable. */
  call(method: string, input: unknown): Promise<Envelope<unknown>>;
  /** Raw push events, checked by the client; returns the unsubscribe. */
  subscribe(listener: (event: unknown) => void): () => void;
  /** Whether the push stream is up (false when it ended, true when it is open again); returns the unsubscribe. */
  watchLink?(listener: (up: boolean) => void): () => void;
}

/** What the Electron preload exposes (electron/preload.ts), seen from the renderer. */
export interface PreloadBridge {
  call(method: string, input: unknown): Promise<unknown>;
  subscribe(listener: (event: unknown) => void): () => void;
}

export function electronTransport(bridge: PreloadBridge): IpcTransport {
  return {
    kind: 'electron',
    async call(method, input) {
      try {
        return (await bridge.call(method, input)) as Envelope<unknown>;
      } catch {
        return unreachable('The app\u2019s main process did not answer. Quit and reopen Treasury.');
      }
    },
    subscribe: (listener) => bridge.subscribe(listener),
  };
}

/** The envelope of a call that never reached main. */
export function unreachable(message: string): Envelope<unknown> {
  return { ok: false, error: { kind: 'internal', code: 'main_unreachable', message, retryable: true } };
}
