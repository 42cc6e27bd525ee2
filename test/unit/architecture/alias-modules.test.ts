// No alias-only module: a file whose whole content re-exports one other module (often
// under other names, `export type { A as B } from './z'`) is one more name for the same
// thing. Importers use the target directly (as electron/api/operations/ uses
// ApiClientCore and the migrations use NumberedMigration).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readImportGraph, repoRoot } from './import-graph';

/** The single module a file only re-exports (directly or through imports it re-exports), if it is alias-only. */
function aliasTarget(fileName: string, source: string): string | undefined {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest);
  const modules = new Set<string>();
  for (const statement of file.statements) {
    if ((ts.isExportDeclaration(statement) || ts.isImportDeclaration(statement)) && statement.moduleSpecifier !== undefined && ts.isStringLiteral(statement.moduleSpecifier)) {
      modules.add(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement)) {
      // `export { a as b };` of something imported: still only aliases.
    } else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.every((d) => d.initializer !== undefined && ts.isIdentifier(d.initializer))) {
      // `export const b = a;`
    } else if (ts.isTypeAliasDeclaration(statement) && ts.isTypeReferenceNode(statement.type) && statement.type.typeArguments === undefined) {
      // `export type B = A;`
    } else {
      return undefined;
    }
  }
  return modules.size === 1 ? [...modules][0] : undefined;
}

describe('alias-only modules', () => {
  it('are recognised: a renamed re-export, an import re-exported as a const or a type', () => {
    expect(aliasTarget('a.ts', "// note\nexport type { NumberedMigration as Migration } from './z';")).toBe('./z');
    expect(aliasTarget('a.ts', "import { a } from './z';\nexport const b = a;\nexport type C = a;")).toBe('./z');
    expect(aliasTarget('a.ts', "export { a } from './z';\nexport { b } from './y';")).toBeUndefined();
    expect(aliasTarget('a.ts', "import { a } from './z';\nexport const b = a + 1;")).toBeUndefined();
    expect(aliasTarget('a.ts', "export interface A { x: string }")).toBeUndefined();
  });

  it('there is none in electron/, sandbox/, shared/ or renderer/', () => {
    const files = [...readImportGraph(['electron', 'sandbox', 'shared', 'renderer']).edges.keys()];
    expect(files.length).toBeGreaterThan(100);
    const aliases = files.filter((file) => aliasTarget(file, readFileSync(path.join(repoRoot, file), 'utf8')) !== undefined);
    expect(aliases).toEqual([]);
    // Reads and parses every source file: seconds on a loaded 2-core machine.
  }, 60_000);
});
