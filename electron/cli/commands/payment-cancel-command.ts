// `payment cancel PMT`: the dry run shows the payment as cached (with whether its
// cached `cancellationState` lets it be canceled) and the instruction; `--yes` sends
// POST /payments/{id}/cancel through the write flow and the outbox. A payment that can
// no longer be canceled is refused before anything is sent (the flow reads its current
// state when online); a server answering 409 `payment_not_cancelable` is refused too.
import { isId } from '../../../shared/ids';
import type { Payment } from '../../../shared/schemas';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson, withoutWindowMarks } from '../cli-io';
import { defineCommand, type CommandContext } from '../command-spec';
import { CONFIRM_HELP, CONFIRM_OPTIONS, confirmPrepared, journaledNote } from './confirm-prepared';
import { jsonMoney, moneyText, namingListCommand } from './list-format';
import { cancellationStateText, paymentStatusText, railText } from './status-text';

function toPaymentView(payment: Payment, counterpartyName: string | undefined) {
  return {
    id: payment.id, status: payment.status, rail: payment.rail, cancellationState: payment.cancellationState ?? null,
    send: jsonMoney(payment.sendAmount), sourceAccountId: payment.sourceAccountId ?? null, counterpartyId: payment.counterpartyId ?? null,
    counterpartyName: counterpartyName ?? null, reference: payment.reference ?? null, createdAt: payment.createdAt, updatedAt: payment.updatedAt,
  };
}

function showPayment(ctx: CommandContext, payment: Payment, view: ReturnType<typeof toPaymentView>, lastSyncedAt: string | null): void {
  const amount = payment.sendAmount === undefined ? '' : ` ${moneyText(payment.sendAmount)} ${payment.sendAmount.currency}`;
  const to = view.counterpartyName ?? view.counterpartyId ?? '(no counterparty)';
  ctx.io.out(`Payment ${view.id}:${amount} to ${to} by ${railText(view.rail)}, ${paymentStatusText(view.status)}${view.reference !== null ? `, reference "${view.reference}"` : ''}\n`);
  const state = view.cancellationState === null ? 'not stated' : cancellationStateText(view.cancellationState);
  ctx.io.out(`Cancellation state as of the last sync (${lastSyncedAt ?? 'never synced'}): ${state}\n`);
}

export const paymentCancelCommand = defineCommand({
  words: ['payment', 'cancel'],
  args: ['PMT'],
  usage: [],
  description: 'cancel a payment that is still cancelable (created, requires_action, in_review)',
  section: 'money',
  options: CONFIRM_OPTIONS,
  optionHelp: CONFIRM_HELP,
  resumesOutbox: true,
  fieldFlags: { paymentId: 'PMT' },
  interrupted: journaledNote,
  async run(ctx, values) {
    const [paymentId] = ctx.positionals as [string];
    if (!isId('payment', paymentId)) throw new CommandFailure(`"${String(paymentId).slice(0, 40)}" is not a payment id (pmt_…): see \`treasury payments\`.`, EXIT.usage);
    const services = ctx.host.services();
    const cached = services.cache.payments.get(paymentId);
    const lastSyncedAt = services.cache.syncState.lastSyncedAt('payments');
    const flows = await services.money.writeFlows();
    const result = await flows.cancelPayment.prepare({ paymentId });
    // The flow read the payment (from the cache, or the server when it could): what it knows now.
    const known = services.cache.payments.get(paymentId) ?? cached;
    if (known === undefined) {
      // The flow says why (not on the server, or not cached and the server unreachable).
      const why = result.ok ? '' : result.fieldErrors.map((f) => namingListCommand(f.message)).join(' ');
      throw new CommandFailure(why !== '' ? why : `Payment ${paymentId} is not in this app's records: run \`treasury sync\`, then see \`treasury payments\`.`, EXIT.usage);
    }
    const shown = cached ?? known;
    const view = toPaymentView(shown, shown.counterpartyId === undefined ? undefined : services.cache.counterparties.get(shown.counterpartyId)?.name);
    if (!ctx.json) showPayment(ctx, shown, view, lastSyncedAt);
    if (!result.ok) {
      const reasons = result.fieldErrors.map((f) => f.message).join(' ');
      if (ctx.json) printJson(ctx.io, { sent: false, cancelable: false, payment: view, reason: withoutWindowMarks(reasons) });
      throw new CommandFailure(`Not canceled: ${reasons}`, EXIT.failed);
    }
    if (ctx.json && values.yes !== true && !result.prepared.checks.some((c) => c.severity === 'block')) {
      return printJson(ctx.io, { sent: false, cancelable: true, payment: view, prepared: result.prepared });
    }
    try {
      await confirmPrepared(ctx, flows, result, values);
    } catch (error) {
      if (error instanceof CommandFailure && /^Refused: /.test(error.message)) {
        throw new CommandFailure(`Not canceled: the server refused (${error.message.slice('Refused: '.length)}); it may have moved on since: run \`treasury sync\` and see \`treasury payments --search ${paymentId}\`.`, EXIT.failed);
      }
      throw error;
    }
  },
});
