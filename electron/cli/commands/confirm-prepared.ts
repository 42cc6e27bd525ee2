// The shared end of every money command: show what was prepared (summary and checks),
// send nothing without --yes, and on --yes confirm with the acknowledged warnings (and,
// in production, the typed environment name), then report how it ended.
import type { PrepareResult, WriteFlows } from '../../write-flows';
import { ConfirmationRefusedError } from '../../write-flows';
import { listOption, stringOption } from '../cli-arguments';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson, type CommandContext } from '../cli-io';

export async function confirmPrepared(ctx: CommandContext, flows: WriteFlows, result: PrepareResult): Promise<void> {
  if (!result.ok) {
    const lines = result.fieldErrors.map((f) => `  ${f.field}: ${f.message}`).join('\n');
    throw new CommandFailure(`Not sent: fix these first:\n${lines}`, EXIT.usage);
  }
  const { prepared } = result;
  if (!ctx.json) {
    ctx.io.err(`${prepared.summary}\n`);
    for (const check of prepared.checks) ctx.io.err(`  ${check.severity === 'block' ? 'BLOCKED' : 'warning'} [${check.code}] ${check.message}\n`);
  }
  const blocks = prepared.checks.filter((c) => c.severity === 'block');
  if (blocks.length > 0) throw new CommandFailure(`Not sent: ${blocks.map((b) => b.message).join(' ')}`, EXIT.failed);
  if (ctx.options['yes'] !== true) {
    const warnings = prepared.checks.filter((c) => c.severity === 'warning' && c.code !== 'production_environment').map((c) => c.code);
    const hint = [
      '--yes',
      ...warnings.map((code) => `--acknowledge ${code}`),
      ...(prepared.environment === 'production' ? ['--environment-name production'] : []),
    ].join(' ');
    if (ctx.json) return printJson(ctx.io, { sent: false, prepared });
    ctx.io.out(`Not sent (dry run). To send it: repeat with ${hint}\n`);
    return;
  }
  let confirmed;
  try {
    const typed = stringOption(ctx.options, 'environment-name');
    confirmed = await flows.confirm(prepared, {
      acknowledge: listOption(ctx.options, 'acknowledge') ?? [],
      ...(typed !== undefined ? { typedEnvironment: typed } : {}),
    });
  } catch (error) {
    if (error instanceof ConfirmationRefusedError) throw new CommandFailure(`Not sent: ${error.message}`, EXIT.failed);
    throw error;
  }
  const { outcome } = confirmed;
  const resource = outcome.resource as { id?: string; status?: string } | undefined;
  if (ctx.json) printJson(ctx.io, { sent: true, state: outcome.state, outboxEntryId: outcome.entry?.id, resource: outcome.resource, error: outcome.error });
  else if (outcome.state === 'succeeded') ctx.io.out(`Done: ${resource?.id ?? ''} ${resource?.status ?? ''}`.trimEnd() + '\n');
  if (outcome.state === 'pending') {
    throw new CommandFailure(`Queued, not confirmed by the server yet: it will be sent again with the same idempotency key (\`treasury outbox resume\`). Outbox entry ${outcome.entry?.id ?? ''}.`, EXIT.offline);
  }
  if (outcome.state === 'unknown') throw new CommandFailure(`Outcome unknown: check the ledger before paying again (outbox entry ${outcome.entry?.id ?? ''}).`, EXIT.failed);
  if (outcome.state === 'failed') {
    const message = (outcome.error as { message?: string } | undefined)?.message ?? 'the server refused it';
    throw new CommandFailure(`Refused: ${message}`, EXIT.failed);
  }
}
