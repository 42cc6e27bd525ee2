// The instructions this process prepared and not yet confirmed. `confirm` sends the
// registered copy, never a body handed back from outside (the renderer or the CLI), and
// takes it out before sending, so one preparation is sent at most once.
import type { Check, CheckContext } from '../pre-send-checks';
import type { PreparedWrite } from './write-flow-types';

export const DEFAULT_PREPARED_TTL_MS = 30 * 60 * 1000;
/** Oldest preparations are forgotten beyond this many (a person prepares a few at a time). */
export const MAX_PREPARED = 1000;

export interface RegisteredWrite {
  readonly prepared: PreparedWrite;
  readonly checks: (ctx: CheckContext) => Check[];
}

export interface PreparedRegistry {
  readonly ttlMs: number;
  register(prepared: PreparedWrite, checks: (ctx: CheckContext) => Check[]): void;
  find(id: string): RegisteredWrite | undefined;
  /** Removes it: it cannot be confirmed again. */
  take(id: string): RegisteredWrite | undefined;
  /** Puts back one taken whose confirmation failed before anything was sent. */
  restore(entry: RegisteredWrite): void;
}

export function createPreparedRegistry(ttlMs = DEFAULT_PREPARED_TTL_MS): PreparedRegistry {
  const entries = new Map<string, RegisteredWrite>();
  return {
    ttlMs,
    register(prepared, checks) {
      entries.set(prepared.id, { prepared, checks });
      while (entries.size > MAX_PREPARED) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    find: (id) => entries.get(id),
    take(id) {
      const entry = entries.get(id);
      entries.delete(id);
      return entry;
    },
    restore(entry) {
      entries.set(entry.prepared.id, entry);
    },
  };
}
