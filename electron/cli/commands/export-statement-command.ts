// `export statement --account ACC --from DAY --to DAY --format F [--time-zone TZ] --out FILE|-`:
// a bank statement of one account and period from the offline cache, proved to add up
// before it is written, in camt.053, BAI2, MT940, OFX or the QuickBooks Online / Xero CSV.
import { keepsOnlyLatin, LATIN_ONLY_NOTE } from '../../../shared/statement-letters';
import { minorToDecimal, STATEMENT_FORMAT_IDS, type StatementExportResult, type StatementFormatId } from '../../statements';
import { printJson } from '../cli-io';
import { defineCommand, type CommandContext } from '../command-spec';
import { required } from '../option-values';
import { common } from './export-commands';

function summaryLine(result: StatementExportResult): string {
  const { summary } = result;
  const { currency, exponent } = summary.account;
  const money = (value: bigint) => `${minorToDecimal(value, exponent)} ${currency}`;
  const asOf = summary.asOf === null ? 'the last sync' : `the last sync, ${summary.asOf}`;
  const line = `${summary.account.id} ${summary.period.from}..${summary.period.to} (${summary.period.timeZone}): opening ${money(summary.opening)}, `
    + `${summary.entryCount} entries, closing ${money(summary.closing)}; as of ${asOf}.`;
  return summary.interim ? `${line} This period is not over: the closing balance is as of ${asOf}.` : line;
}

function report(ctx: CommandContext, result: StatementExportResult): void {
  if (result.outPath === '-') {
    if (result.stopped === undefined) ctx.io.err(`Wrote the statement to standard output. ${summaryLine(result)}\n`);
    return;
  }
  const { summary } = result;
  if (ctx.json) {
    return printJson(ctx.io, {
      outPath: result.outPath, rowsWritten: result.rowsWritten, bytesWritten: result.bytesWritten,
      accountId: summary.account.id, currency: summary.account.currency, from: summary.period.from, to: summary.period.to, timeZone: summary.period.timeZone,
      opening: minorToDecimal(summary.opening, summary.account.exponent), closing: minorToDecimal(summary.closing, summary.account.exponent),
      entries: summary.entryCount, asOf: summary.asOf, interim: summary.interim,
    });
  }
  ctx.io.out(`Wrote ${result.outPath}. ${summaryLine(result)}\n`);
}

export const exportStatementCommand = defineCommand({
  words: ['export', 'statement'],
  usage: ['--account ID --from DAY --to DAY --format F [--time-zone TZ] --out FILE|- [--force]'],
  description: 'a bank statement of one account and period (camt.053, BAI2, MT940, OFX, QuickBooks or Xero CSV), from the cache',
  section: 'read',
  options: {
    out: { type: 'string' }, force: { type: 'boolean' }, account: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' },
    format: { type: 'string' }, 'time-zone': { type: 'string' },
  } as const,
  optionHelp: {
    out: 'FILE: the statement file to write (its folder must exist); - writes to standard output',
    force: 'replace FILE if it exists',
    account: 'ID: the account',
    from: 'DAY: the first day (YYYY-MM-DD), in the time zone',
    to: 'DAY: the last day, included',
    format: 'F: the file format (docs/statements.md says which system reads which)',
    'time-zone': 'TZ: the IANA time zone of the days (default UTC), e.g. Europe/Berlin',
  },
  choices: { format: STATEMENT_FORMAT_IDS },
  fieldFlags: { account: '--account', from: '--from', to: '--to', timeZone: '--time-zone', format: '--format' },
  async run(ctx, values) {
    const account = required(values.account, 'account', 'ID (the account the statement is for)');
    const from = required(values.from, 'from', 'DAY (the first day, YYYY-MM-DD)');
    const to = required(values.to, 'to', 'DAY (the last day, YYYY-MM-DD)');
    const format = required(values.format, 'format', `F (${STATEMENT_FORMAT_IDS.join(', ')})`) as StatementFormatId;
    const { bom: _bom, ...destination } = common(ctx, values);
    report(ctx, await ctx.host.services().exports.statement({
      ...destination,
      onProgress: (rows) => ctx.io.err(`${rows} entries written\n`),
      accountId: account, from, to, format,
      ...(values['time-zone'] !== undefined ? { timeZone: values['time-zone'] } : {}),
    }));
    if (keepsOnlyLatin(format)) ctx.io.err(`Note: ${LATIN_ONLY_NOTE}\n`);
  },
});
