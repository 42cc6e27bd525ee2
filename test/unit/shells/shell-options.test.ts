// The options of `npm run web` and `npm start`: one parser, each mistake refused with
// what to fix; `--web` only where npm start takes it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseShellOptions } from '../../../electron/shells/shell-options';

describe('parseShellOptions', () => {
  it('reads every option, with the defaults when none is given', () => {
    expect(parseShellOptions([], { web: false })).toEqual({ ok: true, options: { dataDir: undefined, port: undefined, environment: 'sandbox', help: false, web: false } });
    expect(parseShellOptions(['--data-dir', 'here', '--port', '8123', '--env', 'production', '--web'], { web: true })).toEqual({
      ok: true,
      options: { dataDir: path.resolve('here'), port: 8123, environment: 'production', help: false, web: true },
    });
  });

  it('refuses each mistake with what to fix', () => {
    const message = (argv: string[], web = false) => {
      const parsed = parseShellOptions(argv, { web });
      return parsed.ok ? null : parsed.message;
    };
    expect(message(['--port', 'abc'])).toBe('--port must be a port number (0: any free port)');
    expect(message(['--port', '70000'])).toBe('--port must be a port number (0: any free port)');
    expect(message(['--env', 'staging'])).toBe('--env must be sandbox or production');
    expect(message(['--data-dir', ' '])).toBe('--data-dir needs a folder');
    expect(message(['--bogus'])).toMatch(/Unknown option '--bogus'/);
    expect(message(['stray'])).toMatch(/positional/);
    // The web shell itself has no --web: only npm start chooses between the two.
    expect(message(['--web'])).toMatch(/Unknown option '--web'/);
    expect(message(['--web'], true)).toBeNull();
  });
});
