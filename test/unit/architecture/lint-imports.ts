// Lints a made-up one-line file with the project's import rules only. The file exists
// nowhere, so no tsconfig includes it: type information is switched off for these runs
// and only the import rules run (the type-aware rules would refuse such a file). A file
// that does not parse fails the test instead of passing as "no import refused".
import { ESLint } from 'eslint';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [{ languageOptions: { parserOptions: { project: null, projectService: false } } }],
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax',
});

/** The messages of the import rules (static imports and dynamic `import()`) for `source` placed at `filePath`. */
export async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  const fatal = (result?.messages ?? []).filter((m) => m.fatal === true || m.ruleId === null);
  if (fatal.length > 0) throw new Error(`${filePath} was not linted: ${fatal.map((m) => m.message).join('; ')}`);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}
