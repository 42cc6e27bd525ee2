// `export ledger|payments|collections|transfers|counterparties|audit --out FILE [filters] [--bom]`: CSV from the
// offline cache (or the audit trail), written to a temporary file and renamed into place.
import { COLLECTION_STATUSES, COUNTERPARTY_STATUSES, LEDGER_DIRECTIONS, LEDGER_TRANSACTION_TYPES, PAYMENT_STATUSES, RAILS, TRANSFER_STATUSES } from '../../../shared/schemas/enums';
import type { CsvExportResult } from '../../export';
import { AUDIT_KINDS, REQUEST_OUTCOMES } from '../../audit';
import { defineCommand, type CommandContext } from '../command-spec';
import { UsageError } from '../cli-errors';
import { printJson } from '../cli-io';
import { dateRange, required } from '../option-values';

const OUT = { out: { type: 'string' }, bom: { type: 'boolean' }, force: { type: 'boolean' } } as const;
const OUT_HELP = {
  out: 'FILE: the CSV file to write (its folder must exist); - writes to standard output',
  bom: 'start with a UTF-8 byte order mark (for Excel)',
  force: 'replace FILE if it exists',
} as const;
const SEARCH_HELP = 'TEXT: in the reference, the counterparty\'s name or the id (as the screen searches)';
const RANGE_HELP = {
  account: 'ID: only this account',
  from: 'DATE: from that day 00:00 UTC (or an RFC 3339 date-time)',
  to: 'DATE: up to and including that day',
} as const;

/** The destination options every export takes (--out FILE|-, --force, --bom). */
export function common(ctx: CommandContext, values: { out?: string | undefined; bom?: boolean | undefined; force?: boolean | undefined }) {
  const outPath = required(values.out, 'out', 'FILE (the CSV file to write, or - for standard output)');
  const progress = { bom: values.bom === true, onProgress: (rows: number) => ctx.io.err(`${rows} rows written\n`), progressEvery: 100_000 };
  if (outPath !== '-') return { ...progress, outPath, overwrite: values.force === true };
  if (ctx.io.stdout === undefined) throw new UsageError('--out - needs standard output: give a FILE instead.');
  if (values.force === true) throw new UsageError('--force replaces a file: it does not apply to --out -.');
  return { ...progress, stream: ctx.io.stdout };
}

function report(ctx: CommandContext, result: CsvExportResult): void {
  if (result.outPath === '-') {
    // Standard output holds the CSV: the summary goes to stderr.
    if (result.stopped === undefined) ctx.io.err(`Wrote ${result.rowsWritten} rows to standard output\n`);
    return;
  }
  if (ctx.json) return printJson(ctx.io, result);
  ctx.io.out(`Wrote ${result.rowsWritten} rows to ${result.outPath}\n`);
}

export const exportLedgerCommand = defineCommand({
  words: ['export', 'ledger'],
  usage: ['--out FILE|- [--account ID]... [--from DATE] [--to DATE] [--type T]... [--direction D] [--search TEXT] [--bom] [--force]'],
  description: 'the ledger as CSV, from the cache (works offline)',
  section: 'read',
  options: {
    ...OUT, account: { type: 'string', multiple: true }, from: { type: 'string' }, to: { type: 'string' }, type: { type: 'string', multiple: true },
    direction: { type: 'string' }, search: { type: 'string' },
  } as const,
  optionHelp: {
    ...OUT_HELP, ...RANGE_HELP, type: 'T: only entries of this transaction type', direction: 'D: only debits or only credits',
    search: 'TEXT: in the description, reference or the reference of its payment, collection or transfer (as the ledger screen searches)',
  },
  choices: { type: LEDGER_TRANSACTION_TYPES, direction: LEDGER_DIRECTIONS },
  async run(ctx, values) {
    const options = { ...common(ctx, values), ...dateRange(values) };
    report(ctx, await ctx.host.services().exports.ledger({
      ...options,
      ...(values.account !== undefined ? { accounts: values.account } : {}),
      ...(values.type !== undefined ? { types: values.type } : {}),
      ...(values.direction !== undefined ? { direction: values.direction } : {}),
      ...(values.search !== undefined ? { search: values.search } : {}),
    }));
  },
});

export const exportPaymentsCommand = defineCommand({
  words: ['export', 'payments'],
  usage: ['--out FILE|- [--account ID]... [--from DATE] [--to DATE] [--status S]... [--rail R]... [--search TEXT] [--bom] [--force]'],
  description: 'payments as CSV, from the cache',
  section: 'read',
  options: {
    ...OUT, account: { type: 'string', multiple: true }, from: { type: 'string' }, to: { type: 'string' },
    status: { type: 'string', multiple: true }, rail: { type: 'string', multiple: true }, search: { type: 'string' },
  } as const,
  optionHelp: { ...OUT_HELP, ...RANGE_HELP, status: 'S: only payments with this status', rail: 'R: only payments on this rail', search: SEARCH_HELP },
  choices: { status: PAYMENT_STATUSES, rail: RAILS },
  async run(ctx, values) {
    const options = { ...common(ctx, values), ...dateRange(values) };
    report(ctx, await ctx.host.services().exports.payments({
      ...options,
      ...(values.account !== undefined ? { accountIds: values.account } : {}),
      ...(values.status !== undefined ? { statuses: values.status } : {}),
      ...(values.rail !== undefined ? { rails: values.rail } : {}),
      ...(values.search !== undefined ? { search: values.search } : {}),
    }));
  },
});

const ACTIVITY_OPTIONS = {
  ...OUT, account: { type: 'string', multiple: true }, from: { type: 'string' }, to: { type: 'string' },
  status: { type: 'string', multiple: true }, search: { type: 'string' },
} as const;

function activityQuery(values: { account?: string[] | undefined; search?: string | undefined }) {
  return {
    ...(values.account !== undefined ? { accountIds: values.account } : {}),
    ...(values.search !== undefined ? { search: values.search } : {}),
  };
}

export const exportCollectionsCommand = defineCommand({
  words: ['export', 'collections'],
  usage: ['--out FILE|- [--account ID]... [--from DATE] [--to DATE] [--status S]... [--search TEXT] [--bom] [--force]'],
  description: 'collections as CSV, from the cache',
  section: 'read',
  options: ACTIVITY_OPTIONS,
  optionHelp: { ...OUT_HELP, ...RANGE_HELP, account: 'ID: only collections into this account', status: 'S: only collections with this status', search: SEARCH_HELP },
  choices: { status: COLLECTION_STATUSES },
  async run(ctx, values) {
    const options = { ...common(ctx, values), ...dateRange(values), ...activityQuery(values) };
    report(ctx, await ctx.host.services().exports.collections({ ...options, ...(values.status !== undefined ? { statuses: values.status } : {}) }));
  },
});

export const exportTransfersCommand = defineCommand({
  words: ['export', 'transfers'],
  usage: ['--out FILE|- [--account ID]... [--from DATE] [--to DATE] [--status S]... [--search TEXT] [--bom] [--force]'],
  description: 'transfers between your accounts as CSV, from the cache',
  section: 'read',
  options: ACTIVITY_OPTIONS,
  optionHelp: {
    ...OUT_HELP, ...RANGE_HELP, account: 'ID: only transfers from or to this account', status: 'S: only transfers with this status',
    search: 'TEXT: in the reference or the id',
  },
  choices: { status: TRANSFER_STATUSES },
  async run(ctx, values) {
    const options = { ...common(ctx, values), ...dateRange(values), ...activityQuery(values) };
    report(ctx, await ctx.host.services().exports.transfers({ ...options, ...(values.status !== undefined ? { statuses: values.status } : {}) }));
  },
});

export const exportCounterpartiesCommand = defineCommand({
  words: ['export', 'counterparties'],
  usage: ['--out FILE|- [--status S]... [--bom] [--force]'],
  description: 'counterparties with their payment methods (one row each, numbers masked) as CSV, from the cache',
  section: 'read',
  options: { ...OUT, status: { type: 'string', multiple: true } } as const,
  optionHelp: { ...OUT_HELP, status: 'S: only counterparties with this status' },
  choices: { status: COUNTERPARTY_STATUSES },
  async run(ctx, values) {
    const options = common(ctx, values);
    report(ctx, await ctx.host.services().exports.counterparties({ ...options, ...(values.status !== undefined ? { statuses: values.status } : {}) }));
  },
});

export const exportAuditCommand = defineCommand({
  words: ['export', 'audit'],
  usage: ['--out FILE|- [--kind K]... [--outcome O]... [--search ID] [--bom] [--force]'],
  description: 'the audit trail as CSV (all of it, or the entries the filters select, as the Audit screen does)',
  section: 'read',
  options: { ...OUT, kind: { type: 'string', multiple: true }, outcome: { type: 'string', multiple: true }, search: { type: 'string' } } as const,
  optionHelp: {
    ...OUT_HELP, kind: `K: only entries of this kind (${AUDIT_KINDS.join(', ')})`, outcome: 'O: only requests that ended so',
    search: 'ID: only entries that carry this id (a payment, request, idempotency key or outbox entry)',
  },
  choices: { kind: AUDIT_KINDS, outcome: REQUEST_OUTCOMES },
  async run(ctx, values) {
    const { outPath = '-', ...options } = common(ctx, values) as ReturnType<typeof common> & { outPath?: string };
    const filter = {
      ...(values.kind !== undefined ? { kinds: values.kind } : {}),
      ...(values.outcome !== undefined ? { outcomes: values.outcome } : {}),
      ...(values.search !== undefined ? { search: values.search } : {}),
    };
    report(ctx, await ctx.host.services().money.audit.exportCsv(outPath, { ...options, filter }));
  },
});
