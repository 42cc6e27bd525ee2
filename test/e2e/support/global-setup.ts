// Global setup of the `e2e` vitest project (runs once per run, in vitest's own process,
// only when e2e files are selected):
//   1. builds the renderer fresh (`vite build` -> dist/renderer), so no test ever runs
//      against a stale build; a failed build fails the run with the build's output;
//   2. checks that Chromium is there (a clear message instead of a launch error per file);
//   3. makes this run's scratch folder (the 1M-row ledger fixture is built there, once,
//      by the first test that asks for it) and hands its path to the test files
//      (`inject('e2eRunDir')`); removes it at the end of the run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './chromium-path';
import { REPO_ROOT } from './web-shell-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's scratch folder (removed at the end of the run). */
    e2eRunDir: string;
  }
}

function buildRenderer(): void {
  const started = performance.now();
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
  if (result.status !== 0) {
    const how = result.error !== undefined ? ` (${result.error.message})` : result.signal !== null ? ` (signal ${result.signal})` : ` (exit code ${String(result.status)})`;
    throw new Error(`e2e global setup: the renderer build failed${how}. \`vite build\` said:\n${result.stdout}\n${result.stderr}`);
  }
  process.stderr.write(`[e2e] renderer built into dist/renderer in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

function checkChromium(): void {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(`e2e global setup: no Chromium at ${CHROMIUM_PATH}. Install Debian's (\`apt-get install -y chromium\`) or set TREASURY_E2E_CHROMIUM to a Chromium executable.`);
  }
}

export default function setup(project: TestProject): () => void {
  checkChromium();
  buildRenderer();
  const runDir = mkdtempSync(path.join(tmpdir(), 'treasury-e2e-run-'));
  project.provide('e2eRunDir', runDir);
  return () => rmSync(runDir, { recursive: true, force: true });
}
