// Bank statements for the window: the proved figures first (statements.preview), then the
// file in the chosen format (statements.export), written like every export into the data
// directory's exports/ folder under a name that says the account, period and format
// (statement-file-name.ts), in the one export slot (progress as
// `export.progress` of kind "statement", exports.cancel stops it).
import type { statementMethods } from '../../../shared/ipc/statement-methods';
import type { IpcOutput } from '../../../shared/ipc';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatsFor, minorToDecimal, STATEMENT_FORMATS, statementFileName, type StatementSummary } from '../../statements';
import type { HandlerTable } from '../handler-types';
import { exportTo } from './export-handlers';

type StatementSummaryView = IpcOutput<'statements.preview'>;

export function toStatementSummaryView(summary: StatementSummary): StatementSummaryView {
  const { account, period } = summary;
  const money = (value: bigint) => minorToDecimal(value, account.exponent);
  return {
    accountId: account.id, accountName: account.name, currency: account.currency,
    from: period.from, to: period.to, timeZone: period.timeZone,
    opening: money(summary.opening), closing: money(summary.closing), credits: money(summary.credits), debits: money(summary.debits),
    creditCount: summary.creditCount, debitCount: summary.debitCount, entryCount: summary.entryCount,
    asOf: summary.asOf, interim: summary.interim, formats: formatsFor(summary),
  };
}

export const statementHandlers: HandlerTable<keyof typeof statementMethods> = {
  'statements.preview': (request, context) => toStatementSummaryView(context.services().exports.statementPreview(request)),
  async 'statements.export'({ format, ...request }, context) {
    let summary: StatementSummary | undefined;
    const written = await exportTo(
      context, 'statement', false,
      () => null, // known once the statement is proved, before its first entry is written
      async ({ bom: _bom, knownTotal, ...options }) => {
        const onProved = (proved: StatementSummary) => knownTotal(proved.entryCount);
        const result = await context.services().exports.statement({ ...options, ...request, format, onProved });
        summary = result.summary;
        return result;
      },
      STATEMENT_FORMATS[format].extension,
      (folder) => {
        const accountName = context.services().cache.accounts.all().find((a) => a.id === request.accountId)?.name;
        const parts = { ...request, accountName, format, extension: STATEMENT_FORMATS[format].extension };
        return statementFileName(parts, (name) => existsSync(path.join(folder, name)));
      },
    );
    return { ...written, summary: toStatementSummaryView(summary as StatementSummary) };
  },
};
