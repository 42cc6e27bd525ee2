// The options every command takes, wherever they appear on the command line.
import { ENVIRONMENTS } from '../../shared/schemas/enums';

export const GLOBAL_OPTIONS = {
  'data-dir': { type: 'string' },
  env: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

export const GLOBAL_CHOICES: Readonly<Record<string, readonly string[]>> = { env: ENVIRONMENTS };

export const GLOBAL_HELP: Readonly<Record<keyof typeof GLOBAL_OPTIONS, string>> = {
  'data-dir': 'DIR: the data directory (default: the app\'s, or TREASURY_DATA_DIR)',
  env: 'sandbox|production: the environment (default sandbox)',
  json: 'machine-readable output',
  help: 'this help',
};

export function isGlobalOption(name: string): name is keyof typeof GLOBAL_OPTIONS {
  return Object.hasOwn(GLOBAL_OPTIONS, name);
}
