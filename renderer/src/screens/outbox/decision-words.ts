// What became of an outbox entry a person decided on, in one sentence for a treasurer.
import type { IpcOutput } from '../../../lib/ipc-client';

export function decisionOutcomeText(summary: string, outcome: IpcOutput<'outbox.sendNow'>): string {
  const made = outcome.resourceId === null ? '' : ` (${outcome.resourceId})`;
  switch (outcome.state) {
    case 'succeeded':
      return `Sent: ${summary}${made}.`;
    case 'failed':
      return `The server refused it, nothing was done: ${summary}. ${outcome.error?.message ?? outcome.next}`;
    case 'pending':
      return `Not sent yet, the server does not answer: ${summary}. It is sent with the same key when the server answers again.`;
    default:
      return `Outcome unknown: ${summary}. Check it in the Outbox before doing anything again.`;
  }
}
