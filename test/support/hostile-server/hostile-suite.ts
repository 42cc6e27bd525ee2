// The frame every hostile-server test file shares: one misbehaving server for the file,
// harnesses (client, cache, sync) against it that are closed after the test that made
// them, the server's request log reset between tests, temp data directories removed at
// the end, and optionally every uncaught exception or unhandled rejection noted (a file
// then asserts there were none: a hostile answer must never throw out of a listener).
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startHostileServer, type HostileServer } from './hostile-server';
import { createHostileHarness, removeTempDirs, type HostileHarness, type HostileHarnessOptions } from './sync-harness';

export interface HostileSuite {
  /** The file's server (started before its first test). */
  readonly server: HostileServer;
  /** A harness against the server, closed after the test that made it. */
  harness(options?: Omit<HostileHarnessOptions, 'baseUrl'>): HostileHarness;
  /** Uncaught exceptions and unhandled rejections seen while the file ran (with `watchUncaught`). */
  readonly uncaught: readonly unknown[];
}

export interface HostileSuiteOptions {
  /** Note every uncaught exception and unhandled rejection in `uncaught`. */
  readonly watchUncaught?: boolean;
  /** The file's own clean-up after each test, before the harnesses close and the log resets. */
  readonly afterEachTest?: () => void;
  /** The file's own clean-up after its last test. */
  readonly afterAllTests?: () => void;
}

/** Registers the file's hooks; call once at the top level of a test file. */
export function useHostileServer(options: HostileSuiteOptions = {}): HostileSuite {
  let started: HostileServer | undefined;
  const harnesses: HostileHarness[] = [];
  const uncaught: unknown[] = [];
  const note = (error: unknown): void => {
    uncaught.push(error);
  };

  beforeAll(async () => {
    if (options.watchUncaught === true) {
      process.on('uncaughtException', note);
      process.on('unhandledRejection', note);
    }
    started = await startHostileServer();
  });
  afterEach(() => {
    options.afterEachTest?.();
    for (const h of harnesses.splice(0)) h.close();
    started?.reset();
  });
  afterAll(async () => {
    await started?.close();
    removeTempDirs();
    options.afterAllTests?.();
    if (options.watchUncaught === true) {
      process.off('uncaughtException', note);
      process.off('unhandledRejection', note);
    }
  });

  return {
    get server(): HostileServer {
      if (started === undefined) throw new Error('The hostile server starts in beforeAll: use it inside a test or a hook.');
      return started;
    },
    harness(harnessOptions = {}) {
      const h = createHostileHarness({ baseUrl: this.server.baseUrl, ...harnessOptions });
      harnesses.push(h);
      return h;
    },
    uncaught,
  };
}
