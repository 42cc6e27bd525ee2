import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './test/support/closing-line-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // Files in jsdom (`@vitest-environment jsdom`) get what jsdom lacks for lack of layout.
          setupFiles: ['test/support/jsdom-layout.ts'],
          // A few unit tests start a child process that loads the host (about 3 s on the
          // 2-core machine, more under load): past vitest's default of 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Browser tests (test/e2e/README.md): Chromium against the web shell and the built
        // renderer. The global setup builds the renderer once per run. Files run one at a
        // time (each starts shells, servers and a browser on a 2-core machine); with
        // fileParallelism off, vitest runs them after the other projects' files.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
