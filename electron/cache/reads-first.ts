// Reads a person waits for come first on the thread that answers the window. That thread
// (the data process's, or the web shell's) also runs a sync: it parses and checks each
// page the server sends and writes it to the cache, and a window's read that arrives
// meanwhile waits for the page in progress. So the sync asks before each request and
// before each page write (pull-pages.ts) whether a window read is under way or ended
// less than QUIET_MS ago, and if so waits, at most MAX_WAIT_MS a time: a person
// scrolling without a break slows the sync down, never stops it
// (docs/benchmarks.md, the window during a first sync).
//
// The one IPC dispatcher marks the reads (create-ipc-dispatcher.ts: every `ledger.*` call),
// for the data process and the web shell alike.
// One per process, as the thread it guards.

/** After a read, the next one of the same scroll or filter change usually follows within this. */
export const QUIET_MS = 15;
/** The longest one wait for quiet lasts: the sync then goes on with one page. */
export const MAX_WAIT_MS = 40;

export interface ReadsFirst {
  /** A read begins; call the returned function when it has answered. */
  begin(): () => void;
  /** Resolves when no read is under way and none ended in the last `quietMs`, or after `maxWaitMs` at most. */
  yieldToReads(): Promise<void>;
  /** Reads under way (tests). */
  readonly underWay: number;
}

export interface ReadsFirstTuning {
  quietMs?: number;
  maxWaitMs?: number;
  now?: () => number;
}

export function createReadsFirst(tuning: ReadsFirstTuning = {}): ReadsFirst {
  const quietMs = tuning.quietMs ?? QUIET_MS;
  const maxWaitMs = tuning.maxWaitMs ?? MAX_WAIT_MS;
  const now = tuning.now ?? (() => performance.now());
  let underWay = 0;
  let lastEnded = -Infinity;
  /** Waits for the reads under way to end. */
  let waiters: (() => void)[] = [];

  const quietIn = (): number => (underWay > 0 ? Infinity : Math.max(0, lastEnded + quietMs - now()));

  return {
    begin() {
      underWay += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        underWay -= 1;
        lastEnded = now();
        if (underWay === 0) {
          const wake = waiters;
          waiters = [];
          for (const resolve of wake) resolve();
        }
      };
    },
    async yieldToReads() {
      if (quietIn() === 0) return;
      const deadline = now() + maxWaitMs;
      for (;;) {
        const left = deadline - now();
        const wait = Math.min(quietIn(), left);
        if (wait <= 0) return;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, wait);
          function done(): void {
            clearTimeout(timer);
            waiters = waiters.filter((w) => w !== done);
            resolve();
          }
          if (underWay > 0) waiters.push(done);
        });
      }
    },
    get underWay() {
      return underWay;
    },
  };
}

/** This process's: the host marks the window's reads, the sync yields to them. */
export const readsFirst: ReadsFirst = createReadsFirst();
