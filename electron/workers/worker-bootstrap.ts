// The code a worker thread starts with (`new Worker(code, { eval: true })`): it loads the
// worker's bundle, or, from a checkout (tests, the web shell, `npm start`), its TypeScript
// source through tsx, as the rest of the code is run there.
import { fileURLToPath } from 'node:url';

export interface WorkerCode {
  /** URL of the worker's .ts source; a function, as a CommonJS bundle has no import.meta.url to resolve it by. */
  readonly source: () => string;
  /** File name of its bundle (beside the `treasury` command's bundle, or passed by the Electron main process). */
  readonly bundle: string;
}

/**
 * The bundle when none is given: from the TypeScript source none (tsx compiles it); from an
 * ES module bundle (the `treasury` command's, build/cli-bundle.mjs) the worker bundled beside
 * it. The Electron main process (a CommonJS bundle) passes its own.
 */
function defaultScript(worker: WorkerCode): string | undefined {
  const here = import.meta.url;
  return here.endsWith('.ts') ? undefined : fileURLToPath(new URL(`./${worker.bundle}`, here));
}

/** `script`: the bundle to load (undefined: see defaultScript); `onFailure`: code run in the worker when its script cannot be loaded, before the error ends it. */
export function workerBootstrap(worker: WorkerCode, script: string | undefined, onFailure = ''): string {
  const bundle = script ?? defaultScript(worker);
  if (bundle !== undefined) return `try { require(${JSON.stringify(bundle)}); } catch (error) { ${onFailure} throw error; }`;
  const tsx = import.meta.resolve('tsx/esm/api');
  return (
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker.source())}); })` +
    `.catch((error) => { ${onFailure} throw error; });`
  );
}
