// Lint rules, including the one-way arrows of the architecture:
//   renderer -> shared, electron -> shared, sandbox -> shared.
// Nothing imports renderer/; renderer never imports electron/ or sandbox/;
// sandbox never imports electron/; shared imports none of them and no platform module;
// only electron/main.ts and electron/preload.ts import the `electron` module.
//
// Inside electron/, the folders are layers (in the spirit of VS Code's layer rules): a
// folder may import shared/ and the folders of the layers BELOW it, never a folder of its
// own layer or of a layer above. Bottom to top (ELECTRON_LAYERS below):
//   -  clock                                         the injected Clock of every service (a layer of its own, under sqlite and api)
//   0  sqlite, api, workers                          SQLite plumbing; the signed HTTP client; the worker threads' bundles and start-up code
//   1  cache, journal, secrets                       the files and the keychain
//   2  export, sync, status-tracking, pre-send-checks   read the cache and the API
//   3  audit, write-flows, statements                the audit trail; validate, check, prepare; bank statements (written by export's file machinery)
//   4  outbox                                        journaled sends
//   5  host                                          composition root (also starts sandbox/)
//   6  ipc                                           the window's one dispatcher over the host
//   7  shells, data-process                          what both window shells share: the CSP, the renderer's files, their command-line options; the desktop's data services in their own process
//   8  cli, web-shell, desktop                       the `treasury` command; the dispatcher served to a browser on loopback; the Electron window's transport and app:// pages
// Imports, `import type` and `export ... from` are checked by no-restricted-imports, a
// dynamic `import()` by no-restricted-syntax. No exception is allowed today. A new folder gets a layer here (test/unit/architecture/
// checks every folder has one); an import that needs a new arrow moves a folder up.
//
// Inside renderer/ the same holds (RENDERER_LAYERS below), bottom to top:
//   0  lib (renderer/lib/)         the IPC client and its connection, formatting, the screen list
//   1  queries, stores             server data in TanStack Query; UI state in zustand (peers: neither imports the other)
//   2  components                  shared pieces of screens
//   3  screens                     one folder per screen (a screen may use another screen's module)
//   4  app                         the frame: navigation, palette, keys, the query client
// renderer/src/main.tsx, the entry, sits above them all.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process', 'stream', 'url', 'util', 'events', 'worker_threads', 'buffer'];

/** A restricted-import pattern group, so that every layer's message says which arrow it breaks. */
function forbid(groups, message) {
  return { group: groups, message };
}

const noRenderer = forbid(['**/renderer', '**/renderer/**'], 'Nothing imports renderer/: it is a leaf that talks only through renderer/lib/ipc-client.ts.');
const noSandbox = forbid(['**/sandbox', '**/sandbox/**'], 'Only sandbox/ may import sandbox/ (the arrows point to shared/).');
const noElectronModule = { name: 'electron', message: 'Only electron/main.ts and electron/preload.ts import the electron module, so everything else runs under plain Node.' };

/** The layers of electron/, bottom first; a folder imports only folders of lower layers. */
export const ELECTRON_LAYERS = [
  ['clock'],
  ['sqlite', 'api', 'workers'],
  ['cache', 'journal', 'secrets'],
  ['export', 'sync', 'status-tracking', 'pre-send-checks'],
  ['audit', 'write-flows', 'statements'],
  ['outbox'],
  ['host'],
  ['ipc'],
  ['shells', 'data-process'],
  ['cli', 'web-shell', 'desktop'],
];

const layerOf = (folder) => ELECTRON_LAYERS.findIndex((layer) => layer.includes(folder));

/**
 * The restricted-import patterns of one folder of electron/: one per folder it may not
 * import (its own layer's other folders, every layer above). A relative import reaches
 * electron/<folder> by climbing out of the importing folder (`../`, `../../`, ...).
 */
function layerPatterns(folder) {
  const rank = layerOf(folder);
  const order = ELECTRON_LAYERS.map((layer) => layer.join(', ')).join(' < ');
  return ELECTRON_LAYERS.flatMap((layer, index) => (index < rank ? [] : layer))
    .filter((other) => other !== folder)
    .map((other) => ({
      regex: `^(\\.\\.\\/)+(electron\\/)?${other}(\\/|$)`,
      message: `electron/${folder}/ may not import electron/${other}/: a folder of electron/ imports only the layers below its own (bottom to top: ${order}).`,
    }));
}

/** The same for dynamic `import()`, which no-restricted-imports does not see (esquery: no `/` in a regex). */
function layerDynamicImports(folder) {
  return layerPatterns(folder).map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('\\/', '\\x2f')}/]`,
    message: message.replace('may not import', 'may not import()'),
  }));
}

/** The layers of renderer/ (lib is renderer/lib/, the others folders of renderer/src/), bottom first. */
export const RENDERER_LAYERS = [
  ['lib'],
  ['queries', 'stores'],
  ['components'],
  ['screens'],
  ['app'],
];

const rendererLayerOf = (folder) => RENDERER_LAYERS.findIndex((layer) => layer.includes(folder));

/**
 * The restricted-import patterns of one layer folder of renderer/: one per folder it may
 * not import (a peer of its layer, every layer above). From renderer/src/<folder>/ a
 * relative import reaches renderer/src/<other> by climbing (`../`, `../../`, ...); from
 * renderer/lib/ anything of renderer/src/ is above.
 */
function rendererLayerPatterns(folder) {
  const rank = rendererLayerOf(folder);
  const order = RENDERER_LAYERS.map((layer) => layer.join(', ')).join(' < ');
  const message = (other) => `renderer/${folder === 'lib' ? 'lib' : `src/${folder}`}/ may not import renderer/src/${other}: a layer of renderer/ imports only the layers below its own (bottom to top: ${order}).`;
  if (folder === 'lib') return [{ regex: '^(\\.\\.\\/)+src(\\/|$)', message: message('') }];
  return RENDERER_LAYERS.flatMap((layer, index) => (index < rank ? [] : layer))
    .filter((other) => other !== folder)
    .map((other) => ({ regex: `^(\\.\\.\\/)+(src\\/)?${other}(\\/|$)`, message: message(`${other}/`) }))
    .concat([{ regex: '^(\\.\\.\\/)+main(\\.tsx?)?$', message: message('main.tsx') }]);
}

function rendererDynamicImports(folder) {
  return rendererLayerPatterns(folder).map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('\\/', '\\x2f')}/]`,
    message: message.replace('may not import', 'may not import()'),
  }));
}

const MEDIA_QUERIES = 'Read media queries through renderer/lib/media-query.ts (useMediaQuery in a component).';
const WINDOW_EVENTS = "Follow the window's own events through renderer/lib/window-return.ts (watchWindowReturn, watchWindowKeys), the one module that listens to them.";
const rendererArrows = forbid(['**/electron', '**/electron/**'], 'renderer/ never imports electron/: it talks only through renderer/lib/ipc-client.ts.');
const rendererNoSandbox = forbid(['**/sandbox', '**/sandbox/**'], 'renderer/ never imports sandbox/.');
const rendererNoNode = forbid(nodeBuiltins, 'renderer/ has no Node: it talks only through renderer/lib/ipc-client.ts.');

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', 'coverage/**', 'test/fixtures/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectronModule],
        patterns: [
          noRenderer, noSandbox,
          forbid(['**/electron', '**/electron/**'], 'shared/ is pure: it imports nothing from electron/.'),
          forbid(nodeBuiltins, 'shared/ is pure TypeScript with no platform module (it runs in the renderer too).'),
        ],
      }],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectronModule],
        patterns: [rendererArrows, rendererNoSandbox, rendererNoNode],
      }],
    },
  },
  // One block per layer folder of renderer/ (each replaces the block above for its files).
  ...RENDERER_LAYERS.flat().map((folder) => ({
    files: folder === 'lib' ? ['renderer/lib/**/*.ts', 'renderer/lib/**/*.tsx'] : [`renderer/src/${folder}/**/*.ts`, `renderer/src/${folder}/**/*.tsx`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectronModule],
        patterns: [rendererArrows, rendererNoSandbox, rendererNoNode, ...rendererLayerPatterns(folder)],
      }],
      'no-restricted-syntax': ['error', ...rendererDynamicImports(folder)],
    },
  })),
  // The renderer's React and promise rules: hooks called in order with complete
  // dependencies, and (from the renderer's own tsconfig's types) no promise left
  // unhandled or handed where a void callback is expected, every union's case handled.
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { parserOptions: { project: './tsconfig.renderer.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  // The window's media queries are read in one place, renderer/lib/media-query.ts, and its own
  // events (its return, window-wide keys) are listened to in one place, renderer/lib/window-return.ts
  // (DESIGN.md: nothing calls `window` directly); both are outside renderer/src/, the only files allowed.
  {
    files: ['renderer/src/**/*.ts', 'renderer/src/**/*.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'matchMedia', message: MEDIA_QUERIES }, { name: 'addEventListener', message: WINDOW_EVENTS }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'matchMedia', message: MEDIA_QUERIES },
        { object: 'globalThis', property: 'matchMedia', message: MEDIA_QUERIES },
        { object: 'window', property: 'addEventListener', message: WINDOW_EVENTS },
        { object: 'globalThis', property: 'addEventListener', message: WINDOW_EVENTS },
        { object: 'self', property: 'addEventListener', message: WINDOW_EVENTS },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectronModule],
        patterns: [noRenderer, forbid(['**/electron', '**/electron/**'], 'sandbox/ never imports electron/: it is an independent implementation of the API.')],
      }],
    },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/main.ts', 'electron/preload.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectronModule], patterns: [noRenderer, noSandbox] }],
    },
  },
  // One block per folder of electron/ (each replaces the block above for its files):
  // electron/host/ may start the embedded sandbox (the app's default environment);
  // no other part of the main process knows the sandbox exists.
  ...ELECTRON_LAYERS.flat().map((folder) => ({
    files: [`electron/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectronModule],
        patterns: [noRenderer, ...(folder === 'host' ? [] : [noSandbox]), ...layerPatterns(folder)],
      }],
      'no-restricted-syntax': ['error', ...layerDynamicImports(folder)],
    },
  })),
  {
    files: ['electron/main.ts', 'electron/preload.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noRenderer, noSandbox] }],
    },
  },
  // Promise and switch mistakes, found with the types (typescript-eslint's type-aware
  // rules), in the main process, the sandbox, shared/ and the tests, each file read with
  // its target's tsconfig (the renderer has a block of its own). A promise nobody waits
  // for is awaited, caught, or marked `void` with a comment that says why.
  {
    files: ['electron/**/*.ts', 'sandbox/**/*.ts', 'shared/**/*.ts', 'test/**/*.ts', 'test/**/*.tsx'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.shared.json', './tsconfig.electron.json', './tsconfig.sandbox.json', './tsconfig.test.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
);
