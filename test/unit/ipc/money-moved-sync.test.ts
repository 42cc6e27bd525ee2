// The window's money session forwards what the status tracker sees as `status.changed`,
// and a change that moved money (a payment or collection completed, returned, reversed,
// refunded) also asks for a sync soon, so balances and ledger rows are refreshed without a
// click; a status that moves no money, the same status seen again, or a first sight of an
// item settled before this run (followed again at start) asks for nothing, while a first
// sight of what this run made does.
import { describe, expect, it } from 'vitest';
import type { EnvironmentServices } from '../../../electron/host';
import { createMoneySession } from '../../../electron/ipc/money-session';
import type { StatusEvent } from '../../../electron/status-tracking/status-types';
import type { IpcEvent } from '../../../shared/ipc';

/** The part of the service graph the session uses: the outbox's changes and the status tracker. */
function fakeServices() {
  const listeners: Array<(event: StatusEvent) => void> = [];
  let resumed = 0;
  const tracker = {
    onStatus: (listener: (event: StatusEvent) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    resume: () => {
      resumed += 1;
      return { payments: 0, collections: 0 };
    },
  };
  const entries = new Map([['obx_mine', { id: 'obx_mine', resourceId: 'pmt_mine' }]]);
  const services = { environment: 'sandbox', money: { onOutboxChange: () => () => undefined, statusTracker: async () => tracker, outbox: { get: (id: string) => entries.get(id) } } } as unknown as EnvironmentServices;
  const see = (event: Partial<StatusEvent> & Pick<StatusEvent, 'kind' | 'id' | 'status'>) => {
    for (const listener of listeners) listener({ known: true, terminal: false, observedAt: '2026-11-26T12:00:00.000Z', ...event });
  };
  return { services, see, resumed: () => resumed };
}

describe('money moved: a sync soon', () => {
  it('asks once per change to completed, returned, reversed or refunded, not for other statuses or the same status again', async () => {
    const events: IpcEvent[] = [];
    let asked = 0;
    const session = createMoneySession((event) => events.push(event), { onMoneyMoved: () => { asked += 1; } });
    const fake = fakeServices();
    session.watch(fake.services);
    await expect.poll(() => fake.resumed()).toBe(1);

    fake.see({ kind: 'payment', id: 'pmt_1', status: 'processing', previousStatus: 'created' });
    fake.see({ kind: 'payment', id: 'pmt_1', status: 'failed', previousStatus: 'processing', terminal: true });
    fake.see({ kind: 'collection', id: 'col_1', status: 'requires_action', previousStatus: 'pending', requiresActionReason: 'mandate' });
    expect(asked).toBe(0);
    fake.see({ kind: 'payment', id: 'pmt_2', status: 'completed', previousStatus: 'processing', terminal: true });
    expect(asked).toBe(1);
    fake.see({ kind: 'payment', id: 'pmt_2', status: 'returned', previousStatus: 'completed', achReturnCode: 'R01', terminal: true });
    fake.see({ kind: 'payment', id: 'pmt_3', status: 'reversed', previousStatus: 'completed', terminal: true });
    fake.see({ kind: 'payment', id: 'pmt_4', status: 'refunded', previousStatus: 'completed', terminal: true });
    fake.see({ kind: 'collection', id: 'col_2', status: 'completed', previousStatus: 'processing', terminal: true });
    expect(asked).toBe(5);
    // A completed payment seen again (its return code, say): no money moved this time.
    fake.see({ kind: 'payment', id: 'pmt_2', status: 'returned', previousStatus: 'returned', achReturnCode: 'R02', terminal: true });
    expect(asked).toBe(5);
    // First sights: one settled before this run (followed again at start) is not news; one this run made is.
    fake.see({ kind: 'payment', id: 'pmt_old', status: 'completed', terminal: true });
    expect(asked).toBe(5);
    session.confirmedHere('obx_mine');
    fake.see({ kind: 'payment', id: 'pmt_mine', status: 'completed', terminal: true });
    expect(asked).toBe(6);
    // Every change still reaches the window.
    expect(events.filter((event) => event.type === 'status.changed')).toHaveLength(11);
  });

  it('without a listener (no live sync), changes are only forwarded', async () => {
    const events: IpcEvent[] = [];
    const session = createMoneySession((event) => events.push(event));
    const fake = fakeServices();
    session.watch(fake.services);
    await expect.poll(() => fake.resumed()).toBe(1);
    fake.see({ kind: 'payment', id: 'pmt_1', status: 'completed', previousStatus: 'processing', terminal: true });
    expect(events).toEqual([expect.objectContaining({ type: 'status.changed', id: 'pmt_1', status: 'completed' })]);
  });
});
