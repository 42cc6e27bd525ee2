// The command line: global options, the command words, and each command's options.
// Parsed with node:util parseArgs, strictly: an unknown or misplaced option is a usage
// error that names it.
import { parseArgs } from 'node:util';
import { ENVIRONMENTS, type Environment } from '../../shared/schemas/enums';
import { UsageError } from './cli-errors';

type OptionSpec = { type: 'string' | 'boolean'; multiple?: boolean };

const GLOBAL: Record<string, OptionSpec> = {
  'data-dir': { type: 'string' },
  env: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
};

/** Options each command accepts, besides the global ones. */
export const COMMAND_OPTIONS: Record<string, Record<string, OptionSpec>> = {
  'env show': {},
  'env set-url': {},
  'keys generate': { replace: { type: 'boolean' } },
  'keys import': { replace: { type: 'boolean' } },
  'keys public': {},
  'keys set-api-key': { role: { type: 'string' } },
  'keys delete': { yes: { type: 'boolean' } },
  'sandbox register': { role: { type: 'string' }, 'admin-token': { type: 'string' } },
  sync: { full: { type: 'boolean' } },
  balances: {},
  ledger: { account: { type: 'string', multiple: true }, from: { type: 'string' }, to: { type: 'string' }, type: { type: 'string', multiple: true }, search: { type: 'string' }, limit: { type: 'string' } },
  'export ledger': { out: { type: 'string' }, account: { type: 'string', multiple: true }, from: { type: 'string' }, to: { type: 'string' }, type: { type: 'string', multiple: true }, bom: { type: 'boolean' } },
  'export payments': { out: { type: 'string' }, account: { type: 'string', multiple: true }, from: { type: 'string' }, to: { type: 'string' }, status: { type: 'string', multiple: true }, rail: { type: 'string', multiple: true }, bom: { type: 'boolean' } },
  pay: { from: { type: 'string' }, method: { type: 'string' }, counterparty: { type: 'string' }, amount: { type: 'string' }, currency: { type: 'string' }, reference: { type: 'string' }, 'same-day': { type: 'boolean' }, 'sec-code': { type: 'string' }, 'charge-bearer': { type: 'string' }, purpose: { type: 'string' }, quote: { type: 'string' }, network: { type: 'string' }, 'travel-originator': { type: 'string' }, 'travel-beneficiary': { type: 'string' }, yes: { type: 'boolean' }, acknowledge: { type: 'string', multiple: true }, 'environment-name': { type: 'string' } },
  transfer: { from: { type: 'string' }, to: { type: 'string' }, amount: { type: 'string' }, currency: { type: 'string' }, reference: { type: 'string' }, yes: { type: 'boolean' }, acknowledge: { type: 'string', multiple: true }, 'environment-name': { type: 'string' } },
  collect: { to: { type: 'string' }, method: { type: 'string' }, counterparty: { type: 'string' }, amount: { type: 'string' }, currency: { type: 'string' }, reference: { type: 'string' }, yes: { type: 'boolean' }, acknowledge: { type: 'string', multiple: true }, 'environment-name': { type: 'string' } },
  'counterparty create': { name: { type: 'string' }, type: { type: 'string' }, email: { type: 'string' }, yes: { type: 'boolean' }, acknowledge: { type: 'string', multiple: true }, 'environment-name': { type: 'string' } },
  'counterparty archive': { yes: { type: 'boolean' }, acknowledge: { type: 'string', multiple: true }, 'environment-name': { type: 'string' } },
  'payment-method add': { type: { type: 'string' }, currency: { type: 'string' }, label: { type: 'string' }, holder: { type: 'string' }, 'bank-name': { type: 'string' }, routing: { type: 'string' }, 'account-number': { type: 'string' }, 'account-type': { type: 'string' }, iban: { type: 'string' }, bic: { type: 'string' }, chain: { type: 'string' }, wallet: { type: 'string' }, 'open-id': { type: 'string' }, yes: { type: 'boolean' }, acknowledge: { type: 'string', multiple: true }, 'environment-name': { type: 'string' } },
  outbox: { state: { type: 'string', multiple: true } },
  'outbox resume': {},
  audit: { verify: { type: 'boolean' }, limit: { type: 'string' } },
  'export audit': { out: { type: 'string' }, bom: { type: 'boolean' } },
  'export counterparties': { out: { type: 'string' }, status: { type: 'string', multiple: true }, bom: { type: 'boolean' } },
};

export const USAGE = `Usage: treasury [--data-dir DIR] [--env sandbox|production] [--json] <command>

Commands:
  env show                              the two environments: server, keys, cache
  env set-url ENV URL                   set an environment's base URL (ending in /v1; 'embedded' for the local sandbox)
  keys generate [--replace]             create a signing key pair in the OS keychain; prints the public key
  keys import FILE|- [--replace]        import an Ed25519 private key (PEM PKCS#8, Base64 or hex seed)
  keys public                           print the public key (Base64 and PEM), to register with the provider
  keys set-api-key [--role read|write]  store the API key read from standard input
  keys delete --yes                     remove this environment's keys from the keychain
  sandbox register [--role read|write] [--admin-token T]
                                        register the public key with a local sandbox and store its API key
  sync [--full]                         bring the offline cache up to date (progress on stderr)
  balances                              balance of every account, as of the last sync
  ledger [--account ID]... [--from DATE] [--to DATE] [--type T]... [--search TEXT] [--limit N]
                                        ledger entries from the cache, newest first
  export ledger|payments|counterparties|audit --out FILE [filters] [--bom]
                                        CSV from the cache or the audit trail (works offline)

Moving money (each shows the instruction and its checks; nothing is sent without --yes;
warnings must be acknowledged with --acknowledge CODE; production needs --environment-name production):
  pay ach|fedwire|swift|crypto|open --from ACC --method PM --amount TEXT --currency CUR
      [--counterparty CPT] [--reference R] [--same-day] [--sec-code CCD|PPD|WEB]
      [--charge-bearer OUR|SHA|BEN] [--purpose P] [--quote QTE] [--network N]
      [--travel-originator NAME --travel-beneficiary NAME]
  transfer --from ACC --to ACC --amount TEXT --currency CUR [--reference R]
  collect --to ACC --method PM --amount TEXT --currency CUR [--counterparty CPT] [--reference R]
  counterparty create --name NAME --type business|individual [--email E]
  counterparty archive CPT
  payment-method add CPT --type us_bank|international_bank|crypto_wallet|open --currency CUR
      [--label L] [--holder NAME] [--routing N] [--account-number N|-] [--account-type checking|savings]
      [--iban I] [--bic B] [--chain C] [--wallet ADDRESS] [--open-id HANDLE]
  outbox [--state S]...                 every instruction journaled, and how it stands
  outbox resume                         send again what is unfinished (same key, same bytes)
  audit [--limit N] [--verify]          the hash-chained audit trail; --verify checks it for tampering

Dates: --from DATE starts at that day's 00:00 UTC; --to DATE includes that whole day.
Exit codes: 0 ok, 1 failed or refused, 2 usage or input to fix, 3 not configured, 4 keychain unavailable,
5 offline (for a payment: queued, to be sent again with the same key).
`;

export interface ParsedCommandLine {
  command: string;
  positionals: string[];
  options: Record<string, string | boolean | string[] | undefined>;
  dataDir: string | undefined;
  environment: Environment;
  json: boolean;
  help: boolean;
}

export function parseCommandLine(argv: readonly string[]): ParsedCommandLine {
  const allOptions: Record<string, OptionSpec> = { ...GLOBAL };
  for (const spec of Object.values(COMMAND_OPTIONS)) Object.assign(allOptions, spec);
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: allOptions, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const values = parsed.values as Record<string, string | boolean | string[] | undefined>;
  const words = parsed.positionals;
  const help = values['help'] === true;
  const twoWords = `${words[0] ?? ''} ${words[1] ?? ''}`;
  const command = COMMAND_OPTIONS[twoWords] !== undefined ? twoWords : (words[0] ?? '');
  if (COMMAND_OPTIONS[command] === undefined) {
    if (help || words.length === 0) return { command: 'help', positionals: [], options: {}, dataDir: undefined, environment: 'sandbox', json: false, help: true };
    throw new UsageError(`Unknown command "${words.join(' ')}".\n\n${USAGE}`);
  }
  const allowed = { ...GLOBAL, ...COMMAND_OPTIONS[command] };
  for (const name of Object.keys(values)) {
    if (!(name in allowed)) throw new UsageError(`--${name} does not apply to "${command}".`);
  }
  const env = values['env'] ?? 'sandbox';
  if (typeof env !== 'string' || !(ENVIRONMENTS as readonly string[]).includes(env)) throw new UsageError(`--env must be sandbox or production, not "${String(env)}".`);
  const dataDir = values['data-dir'];
  return {
    command,
    positionals: words.slice(command.split(' ').length),
    options: values,
    dataDir: typeof dataDir === 'string' ? dataDir : undefined,
    environment: env as Environment,
    json: values['json'] === true,
    help,
  };
}

/** Exactly `count` positionals, named in the message when wrong. */
export function expectPositionals(positionals: string[], names: string[]): string[] {
  if (positionals.length !== names.length) {
    throw new UsageError(`Expected ${names.length === 0 ? 'no argument' : names.join(' ')}, got ${positionals.length === 0 ? 'none' : positionals.join(' ')}.`);
  }
  return positionals;
}

export function stringOption(options: ParsedCommandLine['options'], name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}

export function listOption(options: ParsedCommandLine['options'], name: string): string[] | undefined {
  const value = options[name];
  return Array.isArray(value) ? value : undefined;
}

/** --from DATE: that day from 00:00 UTC (a date-time is kept as given). */
export function fromOption(options: ParsedCommandLine['options']): string | undefined {
  return checkedTime(stringOption(options, 'from'), 'from');
}

/** --to DATE includes the whole day: the exclusive bound is the next day's 00:00 UTC. */
export function toOption(options: ParsedCommandLine['options']): string | undefined {
  const value = checkedTime(stringOption(options, 'to'), 'to');
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const next = new Date(`${value}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function checkedTime(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime()) || (/^\d{4}-\d{2}-\d{2}$/.test(value) && date.toISOString().slice(0, 10) !== value)) {
    throw new UsageError(`--${name} must be a date YYYY-MM-DD or an RFC 3339 date-time, not "${value}".`);
  }
  return value;
}
