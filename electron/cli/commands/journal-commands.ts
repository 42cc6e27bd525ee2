// `outbox [resume]` and `audit [--verify]`: what the outbox holds (bank account numbers
// masked) and the audit trail with its tamper check.
import { maskedBodyText, type OutboxState } from '../../outbox';
import { expectPositionals, listOption, stringOption } from '../cli-arguments';
import { CommandFailure, EXIT, UsageError } from '../cli-errors';
import { printJson, printTable, type CommandContext } from '../cli-io';

export function outboxCommand(ctx: CommandContext): void {
  expectPositionals(ctx.positionals, []);
  const states = listOption(ctx.options, 'state') as OutboxState[] | undefined;
  const entries = ctx.host.services().money.outbox.list({ ...(states !== undefined ? { states } : {}), limit: 200 })
    .map((e) => ({ ...e, bodyText: maskedBodyText(e.bodyText) }));
  if (ctx.json) return printJson(ctx.io, entries);
  printTable(ctx.io, ['created (UTC)', 'state', 'operation', 'summary', 'resource', 'entry'], entries.map((e) => [
    e.createdAt, e.state, e.operation, e.summary, e.resourceId ?? '', e.id,
  ]));
}

export async function outboxResume(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const report = await ctx.host.services().money.outbox.resumeUnfinished();
  if (ctx.json) printJson(ctx.io, report);
  else ctx.io.out(`Resumed ${report.outcomes.length} entries (${report.outcomes.map((o) => `${o.entry.id}: ${o.state}`).join(', ') || 'none due'}); ${report.waiting} waiting${report.nextDueAt !== undefined ? ` until ${report.nextDueAt}` : ''}.\n`);
  if (report.error !== undefined) throw new CommandFailure(`Could not resume: ${report.error.message}`, EXIT.failed);
}

export function auditCommand(ctx: CommandContext): void {
  expectPositionals(ctx.positionals, []);
  const audit = ctx.host.services().money.audit;
  if (ctx.options['verify'] === true) {
    const verdict = audit.verify();
    if (ctx.json) printJson(ctx.io, verdict);
    else if (verdict.ok) ctx.io.out(`Audit trail intact: ${verdict.entries} entries.\n`);
    if (!verdict.ok) throw new CommandFailure(`Audit trail broken at entry ${verdict.brokenAt}: ${verdict.reason}`, EXIT.failed);
    return;
  }
  const limitText = stringOption(ctx.options, 'limit');
  const limit = limitText === undefined ? 100 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000.');
  const entries = audit.list({ limit });
  if (ctx.json) return printJson(ctx.io, entries.map(({ dataText: _text, ...entry }) => entry));
  printTable(ctx.io, ['seq', 'at (UTC)', 'kind', 'what'], entries.map((e) => [String(e.seq), e.at, e.kind, describe(e.data)]));
}

function describe(data: Record<string, unknown>): string {
  if (typeof data['method'] === 'string') return `${String(data['method'])} ${String(data['path'])} → ${String(data['status'])} ${String(data['outcome'] ?? '')}`;
  if (typeof data['summary'] === 'string') return String(data['summary']);
  return Object.keys(data).join(', ');
}
