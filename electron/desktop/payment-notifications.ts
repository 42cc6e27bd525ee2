// OS notifications for a payment that settles, fails or needs action (off by default: the
// person turns them on from the Treasury menu, remembered in desktop-state.json). Built
// from the `status.changed` push event; a status this app does not know is never
// announced as settled. The text names the payment by id only: no amount, no counterparty
// on a lock screen.

export interface StatusChange {
  readonly type: string;
  readonly kind?: string;
  readonly id?: string;
  readonly status?: string;
  readonly known?: boolean;
  readonly terminal?: boolean;
  readonly requiresActionReason?: string | null;
}

// The payment statuses of shared/schemas/enums.ts: settled, or ended without the money arriving.
const SETTLED = new Set(['completed']);
const FAILED = new Set(['failed', 'returned', 'reversed', 'canceled']);

export function paymentNotification(event: StatusChange): { title: string; body: string } | null {
  if (event.type !== 'status.changed' || event.kind !== 'payment' || event.known !== true || event.id === undefined || event.status === undefined) return null;
  if (event.status === 'requires_action' || (event.requiresActionReason ?? null) !== null) {
    return { title: 'A payment needs your action', body: `Payment ${event.id}: open Treasury to see what is needed.` };
  }
  if (event.terminal === true && SETTLED.has(event.status)) return { title: 'Payment settled', body: `Payment ${event.id} is ${event.status}.` };
  if (FAILED.has(event.status)) return { title: 'Payment did not go through', body: `Payment ${event.id} is ${event.status}: open Treasury for the reason.` };
  return null;
}
