// How a write command reports a refused confirmation: "Not sent" once, and the flags to
// type (the production refusal names --environment-name production; an unacknowledged
// warning names --acknowledge CODE); field errors name the flags, not the API fields.
import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../electron/cli/cli-errors';
import type { CommandContext } from '../../../electron/cli/command-spec';
import { confirmPrepared, flagFor } from '../../../electron/cli/commands/confirm-prepared';
import type { Check } from '../../../electron/pre-send-checks';
import { ConfirmationRefusedError, type PreparedWrite, type WriteFlows } from '../../../electron/write-flows';

const prepared = { id: 'prep_1', environment: 'production', action: 'pay_open', operation: 'createOpenPayment', body: {}, summary: 'Pay 1.00 USD', checks: [], preparedAt: '', expiresAt: '' } as unknown as PreparedWrite;
const warning = { code: 'new_payee', severity: 'warning', message: 'First payment to this payee.' } as unknown as Check;

function context(fieldFlags: Record<string, string> = {}): { ctx: CommandContext; printed: string[] } {
  const printed: string[] = [];
  const io = { out: (t: string) => printed.push(t), err: (t: string) => printed.push(t), readStdin: async () => '' };
  return { ctx: { io, json: false, signal: new AbortController().signal, fieldFlags, positionals: [], startedAt: '' } as unknown as CommandContext, printed };
}

async function refusalOf(error: ConfirmationRefusedError): Promise<string> {
  const flows = { confirm: async () => { throw error; } } as unknown as WriteFlows;
  const { ctx } = context();
  const failure = await confirmPrepared(ctx, flows, { ok: true, prepared }, { yes: true }).then(() => undefined, (e: unknown) => e);
  expect(failure).toBeInstanceOf(CommandFailure);
  return (failure as Error).message;
}

describe('refused confirmations', () => {
  it('names --environment-name production for the production refusal', async () => {
    const message = await refusalOf(new ConfirmationRefusedError('environment_not_named', 'Not sent: this is the production environment; type "production" to confirm.'));
    expect(message).toBe('Not sent: this is the production environment; repeat with --environment-name production to send it.');
  });

  it('names --acknowledge CODE, and says "Not sent" once', async () => {
    const message = await refusalOf(new ConfirmationRefusedError('warning_not_acknowledged', 'Not sent: acknowledge new_payee first. First payment to this payee.', [warning]));
    expect(message).toBe('Not sent: acknowledge --acknowledge new_payee (First payment to this payee.)');
    const blocked = await refusalOf(new ConfirmationRefusedError('blocked', 'Not sent: the account is frozen.'));
    expect(blocked).toBe('Not sent: the account is frozen.');
  });

  it('names the flags of field errors, nested fields by their parent', async () => {
    const { ctx } = context({ sourceAccountId: '--from', accountHolderName: '--holder', 'travelRule.originator': '--travel-originator' });
    const failure = await confirmPrepared(ctx, {} as WriteFlows, {
      ok: false,
      fieldErrors: [
        { field: 'sourceAccountId', message: 'acc_x is not in this app\'s records.' },
        { field: 'accountHolderName', message: 'is required' },
        { field: 'travelRule.originator.name', message: 'must not be empty' },
      ],
    }, {}).then(() => undefined, (e: unknown) => e as Error);
    expect(failure?.message).toBe("Not sent: fix these first:\n  --from: acc_x is not in this app's records.\n  --holder: is required\n  --travel-originator: must not be empty");
    expect(flagFor('metadata.x', {})).toBe('metadata.x');
  });
});
