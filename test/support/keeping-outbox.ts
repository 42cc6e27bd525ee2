// An outbox wired as the app wires it (electron/host/money-movement.ts): its send keeps
// the record a success answered in the cache and follows its status, which the write
// flows' confirm no longer does itself (it would store the record twice). For tests that
// build the write flows over a bare outbox.
import { keepWrittenRecord, type StatusFollower, type WriteFlowCache } from '../../electron/write-flows';
import type { Outbox } from '../../electron/outbox';

export function keepingSentRecords(outbox: Outbox, cache: WriteFlowCache, follower?: StatusFollower): Outbox {
  return {
    ...outbox,
    send: async (id, options) => {
      const outcome = await outbox.send(id, options);
      if (outcome.state === 'succeeded') keepWrittenRecord(cache, follower, outcome.entry.operation, outcome.resource);
      return outcome;
    },
  };
}
