// The shared end of every write command: show what was prepared (summary and checks),
// send nothing without --yes, and on --yes confirm with the acknowledged warnings (and,
// in production, the typed environment name), then report how it ended. Field errors
// name the flags the person typed (the command's fieldFlags), not the API's fields.
import type { PrepareResult, WriteFlows } from '../../write-flows';
import { ConfirmationRefusedError } from '../../write-flows';
import { wordedFor } from '../../../shared/errors';
import { describeEntryState, type OutboxErrorData } from '../../outbox';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson } from '../cli-io';
import type { CommandContext } from '../command-spec';
import { namingListCommand } from './list-format';
import { writtenStatusText } from './status-text';

export const CONFIRM_OPTIONS = {
  yes: { type: 'boolean' },
  acknowledge: { type: 'string', multiple: true },
  'environment-name': { type: 'string' },
} as const;

export const CONFIRM_HELP = {
  yes: 'send it (without --yes: a dry run showing the instruction and its checks)',
  acknowledge: 'CODE: acknowledge the warning with this code',
  'environment-name': 'production: required to send in production',
} as const;

export interface ConfirmValues {
  yes?: boolean | undefined;
  acknowledge?: string[] | undefined;
  'environment-name'?: string | undefined;
}

/** The flag for an API field: the field itself, or its closest parent, in the map; else the field. */
export function flagFor(field: string, fieldFlags: Readonly<Record<string, string>>): string {
  for (let path = field; path !== ''; path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '') {
    const flag = fieldFlags[path];
    if (flag !== undefined) return flag;
  }
  return field;
}

function refusal(error: ConfirmationRefusedError): string {
  if (error.code === 'environment_not_named') return 'Not sent: this is the production environment; repeat with --environment-name production to send it.';
  if (error.code === 'warning_not_acknowledged') {
    return `Not sent: acknowledge ${error.checks.map((c) => `--acknowledge ${c.code}`).join(' ')} (${error.checks.map((c) => c.message).join(' ')})`;
  }
  return error.message;
}

/** After Ctrl-C in a write command: was the instruction journaled, and what sends it. */
export function journaledNote(ctx: CommandContext): string {
  const entry = ctx.host.services().money.outbox.list({ limit: 20 }).find((e) => e.createdAt >= ctx.startedAt);
  if (entry === undefined) return 'nothing was journaled and nothing was sent.';
  if (entry.state === 'pending' || entry.state === 'sent') {
    return `the instruction was journaled (outbox entry ${entry.id}) but not confirmed by the server; \`treasury outbox resume\` sends it with the same idempotency key, so it is never carried out twice.`;
  }
  return `outbox entry ${entry.id}: ${describeEntryState(entry, new Date(), 'cli')}.`;
}

export async function confirmPrepared(ctx: CommandContext, flows: WriteFlows, result: PrepareResult, values: ConfirmValues): Promise<void> {
  if (!result.ok) {
    const lines = result.fieldErrors.map((f) => `  ${flagFor(f.field, ctx.fieldFlags)}: ${namingListCommand(f.message)}`).join('\n');
    throw new CommandFailure(`Not sent: fix these first:\n${lines}`, EXIT.usage);
  }
  const { prepared } = result;
  if (!ctx.json) {
    ctx.io.err(`${prepared.summary}\n`);
    for (const check of prepared.checks) ctx.io.err(`  ${check.severity === 'block' ? 'BLOCKED' : 'warning'} [${check.code}] ${check.message}\n`);
  }
  const blocks = prepared.checks.filter((c) => c.severity === 'block');
  if (blocks.length > 0) throw new CommandFailure(`Not sent: ${blocks.map((b) => b.message).join(' ')}`, EXIT.failed);
  if (values.yes !== true) {
    const warnings = prepared.checks.filter((c) => c.severity === 'warning' && c.code !== 'production_environment').map((c) => c.code);
    const hint = ['--yes', ...warnings.map((code) => `--acknowledge ${code}`), ...(prepared.environment === 'production' ? ['--environment-name production'] : [])].join(' ');
    if (ctx.json) return printJson(ctx.io, { sent: false, prepared });
    ctx.io.out(`Not sent (dry run). To send it: repeat with ${hint}\n`);
    return;
  }
  if (ctx.signal.aborted) throw new CommandFailure('Interrupted before sending.', EXIT.interrupted);
  let confirmed;
  try {
    const typed = values['environment-name'];
    confirmed = await flows.confirm(prepared, { acknowledge: values.acknowledge ?? [], signal: ctx.signal, ...(typed !== undefined ? { typedEnvironment: typed } : {}) });
  } catch (error) {
    if (error instanceof ConfirmationRefusedError) throw new CommandFailure(refusal(error), EXIT.failed);
    throw error;
  }
  const { outcome } = confirmed;
  const resource = outcome.resource as { id?: string; status?: string } | undefined;
  if (ctx.json) printJson(ctx.io, { sent: true, state: outcome.state, outboxEntryId: outcome.entry?.id, resource: outcome.resource, error: outcome.error });
  else if (outcome.state === 'succeeded') ctx.io.out(`Done: ${resource?.id ?? ''} ${resource?.status === undefined ? '' : writtenStatusText(confirmed.prepared.operation, resource.status)}`.trimEnd() + '\n');
  if (outcome.state === 'pending') {
    throw new CommandFailure(`Queued, not confirmed by the server yet: it will be sent again with the same idempotency key (\`treasury outbox resume\`). Outbox entry ${outcome.entry?.id ?? ''}.`, EXIT.offline);
  }
  if (outcome.state === 'unknown') throw new CommandFailure(`Outcome unknown: check the ledger before paying again (outbox entry ${outcome.entry?.id ?? ''}).`, EXIT.failed);
  if (outcome.state === 'failed') {
    const error = outcome.error as Pick<OutboxErrorData, 'message' | 'fields' | 'remedy'> | undefined;
    const fields = (error?.fields ?? []).map((f) => ` ${flagFor(f.field, ctx.fieldFlags)}: ${f.message}`).join(';');
    throw new CommandFailure(`Refused: ${error === undefined ? 'the server refused it' : wordedFor('cli', error.message, error.remedy)}${fields}`, EXIT.failed);
  }
}
