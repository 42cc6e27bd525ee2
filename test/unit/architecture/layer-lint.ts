// The lint configuration as the layer tests use it: the project's eslint.config.js, on
// one-line files that exist nowhere (lintText), so without the type-aware promise and
// switch rules, which need a file that a tsconfig includes (they are checked on real
// files by `npm run lint`).
import { ESLint } from 'eslint';

export function layerLinter(): ESLint {
  return new ESLint({
    cwd: process.cwd(),
    overrideConfig: {
      languageOptions: { parserOptions: { project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/switch-exhaustiveness-check': 'off',
      },
    },
  });
}
