// A main process for the query tests: every call waits until the test answers it (in
// any order), and events go to every subscriber.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { IpcEvent, TypedIpcClient } from '../../../../renderer/lib/ipc-client';
import { setIpcClient } from '../../../../renderer/lib/main-connection';

export interface PendingCall {
  readonly method: string;
  readonly input: Record<string, unknown>;
  answer(envelope: unknown): void;
}

export interface FakeMain {
  readonly calls: PendingCall[];
  emit(event: IpcEvent): void;
}

export function connectFakeMain(): FakeMain {
  const listeners = new Set<(event: IpcEvent) => void>();
  const calls: PendingCall[] = [];
  const client = {
    transport: 'web-shell',
    call: (method: string, input: Record<string, unknown>) => new Promise((resolve) => calls.push({ method, input, answer: resolve })),
    subscribe: (listener: (event: IpcEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenIdle: () => Promise.resolve(),
  } as unknown as TypedIpcClient;
  setIpcClient(client);
  return { calls, emit: (event) => listeners.forEach((listener) => listener(event)) };
}

export const refusal = { ok: false, error: { kind: 'offline', code: 'offline', message: 'The cache is not reachable.', retryable: true, requestId: 'req_1' } } as const;

/** The next call of `method` the window made (waited for), taken off the fake's list so the one after can be awaited. */
export async function nextCall(main: FakeMain, method: string): Promise<PendingCall> {
  let found: PendingCall | undefined;
  await waitFor(() => {
    found = main.calls.find((call) => call.method === method);
    expect(found, `a call of ${method}`).toBeDefined();
  });
  main.calls.splice(main.calls.indexOf(found as PendingCall), 1);
  return found as PendingCall;
}
