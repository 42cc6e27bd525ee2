// `export ledger|payments|counterparties --out FILE [filters] [--bom]`: CSV from the
// offline cache, written to a temporary file and renamed into place.
import type { CsvExportResult } from '../../export';
import { fromOption, listOption, stringOption, toOption } from '../cli-arguments';
import { UsageError } from '../cli-errors';
import { printJson, type CommandContext } from '../cli-io';

export async function exportCommand(ctx: CommandContext, what: 'ledger' | 'payments' | 'counterparties' | 'audit'): Promise<void> {
  if (ctx.positionals.length > 0) throw new UsageError(`Unexpected ${ctx.positionals.join(' ')}: filters are options (--account, --from, --to, --type).`);
  const outPath = stringOption(ctx.options, 'out');
  if (outPath === undefined) throw new UsageError('Give the file to write with --out FILE.');
  const exports = ctx.host.services().exports;
  const common = {
    outPath,
    bom: ctx.options['bom'] === true,
    onProgress: (rows: number) => ctx.io.err(`${rows} rows written\n`),
    progressEvery: 100_000,
  };
  const from = fromOption(ctx.options);
  const to = toOption(ctx.options);
  const accounts = listOption(ctx.options, 'account');
  const range = { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
  let result: CsvExportResult;
  if (what === 'ledger') {
    const types = listOption(ctx.options, 'type');
    result = await exports.ledger({ ...common, ...range, ...(accounts !== undefined ? { accounts } : {}), ...(types !== undefined ? { types } : {}) });
  } else if (what === 'payments') {
    const statuses = listOption(ctx.options, 'status');
    const rails = listOption(ctx.options, 'rail');
    result = await exports.payments({ ...common, ...range, ...(accounts !== undefined ? { accountIds: accounts } : {}), ...(statuses !== undefined ? { statuses } : {}), ...(rails !== undefined ? { rails } : {}) });
  } else if (what === 'audit') {
    result = await ctx.host.services().money.audit.exportCsv(outPath, { bom: common.bom });
  } else {
    const statuses = listOption(ctx.options, 'status');
    result = await exports.counterparties({ ...common, ...(statuses !== undefined ? { statuses } : {}) });
  }
  if (ctx.json) return printJson(ctx.io, result);
  ctx.io.out(`Wrote ${result.rowsWritten} rows to ${result.outPath}\n`);
}
