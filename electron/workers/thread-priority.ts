// A worker thread that does a sync's long writes gives way to the thread that answers the
// window when both want a CPU: on Linux it lowers its own scheduling priority (nice
// BACKGROUND_NICENESS). There, setpriority on a thread's id changes that thread only, and
// /proc/thread-self names the calling thread ("PID/task/TID"). Elsewhere (macOS, Windows:
// os.setPriority takes a process id there, and would lower the whole app) it does nothing.
// Lowering needs no privilege; a refusal (a sandbox without the call) is not an error.
import { readlinkSync } from 'node:fs';
import os from 'node:os';

/** The niceness of a background writer: below the answering thread (0), above nothing else. */
export const BACKGROUND_NICENESS = 10;

/** The thread id in the target of /proc/thread-self ("PID/task/TID"), or undefined when it is not of that form. */
export function threadIdOfProcLink(link: string): number | undefined {
  const match = /^(\d+)\/task\/(\d+)$/.exec(link.trim());
  if (match === null) return undefined;
  const tid = Number(match[2]);
  return Number.isSafeInteger(tid) && tid > 0 ? tid : undefined;
}

export type PriorityOutcome = 'lowered' | 'not-linux' | 'refused';

export interface PriorityCalls {
  readonly platform: NodeJS.Platform;
  readonly threadSelf: () => string;
  readonly setPriority: (tid: number, niceness: number) => void;
}

const SYSTEM: PriorityCalls = {
  platform: process.platform,
  threadSelf: () => readlinkSync('/proc/thread-self'),
  setPriority: (tid, niceness) => os.setPriority(tid, niceness),
};

/** Lowers the calling thread's priority to `niceness` where the OS allows one thread alone; says what happened. */
export function lowerThisThreadPriority(niceness = BACKGROUND_NICENESS, calls: PriorityCalls = SYSTEM): PriorityOutcome {
  if (calls.platform !== 'linux') return 'not-linux';
  try {
    const tid = threadIdOfProcLink(calls.threadSelf());
    if (tid === undefined) return 'refused';
    calls.setPriority(tid, niceness);
    return 'lowered';
  } catch {
    return 'refused';
  }
}
