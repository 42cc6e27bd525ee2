// `npm start`'s watch over its child (child-supervision.ts) with real child processes: one
// killed by SIGKILL mid-run (as the web shell killed during a send) is said in one line with
// the signal and how to start again, and the launcher's exit code is non-zero; one that
// crashes says its exit code; a stop the person asked for (SIGTERM passed on) says nothing
// more and keeps the child's own code.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { childEnd, commandLine, superviseChild } from '../../../electron/desktop/child-supervision';

const WEB_SHELL = { what: 'the web shell', startAgain: 'npm start -- --web', mayEndByItself: false };

/** A real node child that runs `code`, supervised with captured lines, exit code and stop signals. */
function supervised(code: string, mayEndByItself = false) {
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const signals = new EventEmitter();
  const lines: string[] = [];
  const exited = new Promise<number>((resolve) => {
    superviseChild(child, { ...WEB_SHELL, mayEndByItself, say: (line) => lines.push(line), exit: resolve, signals: signals as unknown as Pick<NodeJS.Process, 'on'> });
  });
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { child, signals, lines, exited, ready };
}

const RUNS_UNTIL_STOPPED = `process.on('SIGTERM', () => { console.error('stopping'); process.exit(0); }); console.log('ready'); setInterval(() => undefined, 1000);`;

describe('npm start when its child ends', () => {
  it('says in one line that the web shell was killed, and exits non-zero', async () => {
    const run = supervised(RUNS_UNTIL_STOPPED);
    await run.ready;
    run.child.kill('SIGKILL');
    expect(await run.exited).toBe(137);
    expect(run.lines).toEqual(['npm start: the web shell stopped unexpectedly (killed by SIGKILL). Start it again with: npm start -- --web']);
  });

  it('names the exit code of a child that crashed', async () => {
    const run = supervised(`console.log('ready'); setTimeout(() => process.exit(3), 50);`);
    expect(await run.exited).toBe(3);
    expect(run.lines).toEqual(['npm start: the web shell stopped unexpectedly (exit code 3). Start it again with: npm start -- --web']);
  });

  it('says nothing more when the person stopped it, and keeps its code', async () => {
    const run = supervised(RUNS_UNTIL_STOPPED);
    await run.ready;
    run.signals.emit('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.lines).toEqual([]);
  });

  it('lets the desktop window end by itself quietly, but not a web shell', () => {
    expect(childEnd({ ...WEB_SHELL, what: 'the desktop window', mayEndByItself: true }, { code: 0, signal: null, stopAsked: false })).toEqual({ exitCode: 0 });
    expect(childEnd(WEB_SHELL, { code: 0, signal: null, stopAsked: false })).toEqual({ exitCode: 1, line: 'npm start: the web shell stopped unexpectedly (exit code 0). Start it again with: npm start -- --web' });
  });

  it('writes the command to start again as it can be typed', () => {
    expect(commandLine(['npm', 'start', '--', '--web', '--data-dir', "/tmp/it's here"])).toBe(`npm start -- --web --data-dir '/tmp/it'\\''s here'`);
  });
});
