// The window's connection to the main process, set once at start (main.tsx) and read by
// every store. Tests of a store set their own client.
import type { TypedIpcClient } from './ipc-client';

let client: TypedIpcClient | null = null;

export function setIpcClient(next: TypedIpcClient): void {
  client = next;
}

export function ipc(): TypedIpcClient {
  if (client === null) throw new Error('The window is not connected to the main process yet.');
  return client;
}
