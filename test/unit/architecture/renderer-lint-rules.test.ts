// The renderer's React and promise rules fire (eslint.config.js, the renderer's block):
// each case lints code in the place of a real renderer file (the type-aware rules need a
// file its tsconfig includes) and expects the rule to refuse it; the correct form passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Under CI=true typescript-eslint infers a single run and builds its program from the files
// on disk, so the text given here would not be what the rules see: ask it not to infer.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [{ languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } }],
});
const PLACE = 'renderer/src/components/use-now.ts';

async function ruleIds(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: PLACE });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal === true || m.ruleId === null);
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('; '));
  return messages.map((m) => m.ruleId ?? '');
}

const header = "import { useEffect, useState } from 'react';\n";

describe("the renderer's lint", () => {
  const refused: Array<[string, string, string]> = [
    ['a floating promise', 'export function f(load: () => Promise<void>): void {\n  load();\n}\n', '@typescript-eslint/no-floating-promises'],
    ['a promise where a void callback is expected', 'export function f(load: () => Promise<void>): void {\n  [1].forEach(async () => load());\n  window.addEventListener("click", load);\n}\n', '@typescript-eslint/no-misused-promises'],
    [
      'a switch missing a case of a union',
      "export function f(state: 'a' | 'b' | 'c'): number {\n  switch (state) {\n    case 'a':\n      return 1;\n    case 'b':\n      return 2;\n  }\n  return 0;\n}\n",
      '@typescript-eslint/switch-exhaustiveness-check',
    ],
    ['a hook called conditionally', `${header}export function useF(on: boolean): number {\n  if (!on) return 0;\n  const [n] = useState(1);\n  return n;\n}\n`, 'react-hooks/rules-of-hooks'],
    ['an effect missing a dependency', `${header}export function useF(id: string): void {\n  useEffect(() => {\n    console.log(id);\n  }, []);\n}\n`, 'react-hooks/exhaustive-deps'],
    // The window's media queries are read in renderer/lib/media-query.ts only (useMediaQuery in a component).
    ['window.matchMedia outside renderer/lib', "export const short = (): boolean => window.matchMedia('(max-height: 560px)').matches;\n", 'no-restricted-properties'],
    ['matchMedia as a global outside renderer/lib', "export const short = (): boolean => matchMedia('(max-height: 560px)').matches;\n", 'no-restricted-globals'],
    // The window's own events are listened to in renderer/lib/window-return.ts only.
    ['window.addEventListener outside renderer/lib/window-return.ts', "export const f = (on: () => void): void => window.addEventListener('resize', on);\n", 'no-restricted-properties'],
    ['globalThis.addEventListener outside renderer/lib/window-return.ts', "export const f = (on: () => void): void => globalThis.addEventListener('resize', on);\n", 'no-restricted-properties'],
    ['addEventListener as a global outside renderer/lib/window-return.ts', "export const f = (on: () => void): void => addEventListener('resize', on);\n", 'no-restricted-globals'],
  ];
  it.each(refused)('refuses %s', async (_what, source, rule) => {
    expect(await ruleIds(source)).toContain(rule);
  }, 60_000);

  it('passes the same code written correctly', async () => {
    const source = `${header}export function useF(id: string, load: () => Promise<void>, state: 'a' | 'b'): number {
  const [n] = useState(1);
  useEffect(() => {
    void load();
    console.log(id);
  }, [id, load]);
  switch (state) {
    case 'a':
      return n;
    case 'b':
      return 2;
  }
}
`;
    expect(await ruleIds(source)).toEqual([]);
  }, 60_000);
});
