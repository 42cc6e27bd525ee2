// Lint rules, including the one-way arrows of the architecture:
//   renderer -> shared, electron -> shared, sandbox -> shared.
// Nothing imports renderer/; renderer never imports electron/ or sandbox/;
// sandbox never imports electron/; shared imports none of them and no platform module;
// only electron/main.ts and electron/preload.ts import the `electron` module.
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process', 'stream', 'url', 'util', 'events', 'worker_threads', 'buffer'];

/** A restricted-import pattern group, so that every layer's message says which arrow it breaks. */
function forbid(groups, message) {
  return { group: groups, message };
}

const noRenderer = forbid(['**/renderer', '**/renderer/**'], 'Nothing imports renderer/: it is a leaf that talks only through renderer/lib/ipc-client.ts.');
const noSandbox = forbid(['**/sandbox', '**/sandbox/**'], 'Only sandbox/ may import sandbox/ (the arrows point to shared/).');
const noElectronModule = { name: 'electron', message: 'Only electron/main.ts and electron/preload.ts import the electron module, so everything else runs under plain Node.' };

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
        patterns: [
          forbid(['**/electron', '**/electron/**'], 'renderer/ never imports electron/: it talks only through renderer/lib/ipc-client.ts.'),
          forbid(['**/sandbox', '**/sandbox/**'], 'renderer/ never imports sandbox/.'),
          forbid(nodeBuiltins, 'renderer/ has no Node: it talks only through renderer/lib/ipc-client.ts.'),
        ],
      }],
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
    // electron/host/ may start the embedded sandbox (the app's default environment);
    // no other part of the main process knows the sandbox exists.
    files: ['electron/**/*.ts'],
    ignores: ['electron/main.ts', 'electron/preload.ts', 'electron/host/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectronModule], patterns: [noRenderer, noSandbox] }],
    },
  },
  {
    files: ['electron/host/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectronModule], patterns: [noRenderer] }],
    },
  },
  {
    files: ['electron/main.ts', 'electron/preload.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noRenderer, noSandbox] }],
    },
  },
);
