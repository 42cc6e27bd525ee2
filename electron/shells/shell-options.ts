// The command-line options both ways of showing the window take (`npm run web` and
// `npm start`): where the data lives, the loopback port of the web shell, the
// environment to open. One parser, so both refuse the same mistakes with the same words;
// each shell prints its own usage line.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENVIRONMENTS, type Environment } from '../../shared/schemas/enums';

export interface ShellOptions {
  /** Absolute; undefined: the default data directory. */
  readonly dataDir: string | undefined;
  /** 0: any free port; undefined (no --port): the port this data directory's web shell had last time, else any. */
  readonly port: number | undefined;
  readonly environment: Environment;
  readonly help: boolean;
  /** `npm start` only: the web shell even where the desktop window could start. */
  readonly web: boolean;
}

export type ParsedShellOptions = { ok: true; options: ShellOptions } | { ok: false; message: string };

export function parseShellOptions(argv: readonly string[], accepts: { web: boolean }): ParsedShellOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { 'data-dir': { type: 'string' }, port: { type: 'string' }, env: { type: 'string' }, help: { type: 'boolean' }, ...(accepts.web && { web: { type: 'boolean' } }) },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'invalid options' };
  }
  const environment = values.env ?? 'sandbox';
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) return { ok: false, message: '--env must be sandbox or production' };
  const portText = values.port;
  if (portText !== undefined && (!/^[0-9]{1,5}$/.test(portText) || Number(portText) > 65535)) return { ok: false, message: '--port must be a port number (0: any free port)' };
  const dataDir = values['data-dir'];
  if (dataDir !== undefined && dataDir.trim() === '') return { ok: false, message: '--data-dir needs a folder' };
  return {
    ok: true,
    options: {
      dataDir: dataDir === undefined ? undefined : path.resolve(dataDir),
      port: portText === undefined ? undefined : Number(portText),
      environment: environment as Environment,
      help: values.help === true,
      web: (values as { web?: boolean }).web === true,
    },
  };
}
