// The one-way arrows of DESIGN.md are enforced by the lint configuration: each case
// lints a one-line file placed in a layer and expects the import to be refused (or allowed).
import { describe, expect, it } from 'vitest';
import { importErrors } from './lint-imports';

describe('layer arrows', () => {
  const refused: Array<[string, string, RegExp]> = [
    ['shared/example.ts', "import { x } from '../electron/api/signing';", /shared\/ is pure/],
    ['shared/example.ts', "import { x } from '../sandbox/start-sandbox';", /Only sandbox\//],
    ['shared/example.ts', "import { x } from '../renderer/src/main';", /Nothing imports renderer/],
    ['shared/example.ts', "import fs from 'node:fs';", /no platform module/],
    ['renderer/src/example.ts', "import { x } from '../../electron/api/signing';", /renderer\/ never imports electron/],
    ['renderer/src/example.ts', "import { x } from '../../sandbox/start-sandbox';", /renderer\/ never imports sandbox/],
    ['renderer/src/example.ts', "import { ipcRenderer } from 'electron';", /Only electron\/main.ts/],
    ['renderer/src/example.ts', "import fs from 'fs';", /renderer\/ has no Node/],
    ['sandbox/example.ts', "import { x } from '../electron/api/signing';", /sandbox\/ never imports electron/],
    ['sandbox/example.ts', "import { x } from '../renderer/src/main';", /Nothing imports renderer/],
    ['electron/api/example.ts', "import { app } from 'electron';", /Only electron\/main.ts/],
    ['electron/api/example.ts', "import { x } from '../../sandbox/start-sandbox';", /Only sandbox\//],
    ['electron/api/example.ts', "import { x } from '../../renderer/src/main';", /Nothing imports renderer/],
  ];
  it.each(refused)('%s: %s is refused', async (file, source, message) => {
    const errors = await importErrors(file, source);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((e) => message.test(e))).toBe(true);
  });

  const allowed: Array<[string, string]> = [
    ['renderer/src/example.ts', "import { x } from '../../shared/ids';"],
    ['electron/api/example.ts', "import { x } from '../../shared/ids';"],
    ['sandbox/example.ts', "import { x } from '../shared/ids';"],
    ['electron/main.ts', "import { app } from 'electron';"],
    ['electron/preload.ts', "import { contextBridge } from 'electron';"],
    ['electron/host/example.ts', "import { x } from '../../sandbox/start-sandbox';"],
    ['electron/api/example.ts', "import crypto from 'node:crypto';"],
  ];
  it.each(allowed)('%s: %s is allowed', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
