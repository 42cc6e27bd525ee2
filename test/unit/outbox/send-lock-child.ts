// The other sender of test/unit/outbox/send-lock.test.ts: a separate process that opens
// the journal of a data directory, sends one entry through a core whose request never
// answers, collects garbage, writes `sending` once the request has left, and waits to be
// killed (run with --expose-gc by the test).
//
//   node --import tsx test/unit/outbox/send-lock-child.ts '{"dataDir":"...","entryId":"obx_..."}'
import { openJournal } from '../../../electron/journal';
import { createOutbox } from '../../../electron/outbox';

const { dataDir, entryId } = JSON.parse(process.argv[2] ?? '{}') as { dataDir: string; entryId: string };
const journal = openJournal({ dataDir, environment: 'sandbox' });
const outbox = createOutbox({
  journal,
  core: () => ({
    environment: 'sandbox',
    baseUrl: 'http://127.0.0.1:1/v1',
    serverClockOffsetMs: () => 0,
    holdSigningKey: () => ({ release: () => undefined }),
    request: () => {
      // A request that never answers and that nothing else refers to: only the outbox's
      // own hold keeps the lock (the collections below would free an unrooted one).
      setTimeout(() => {
        for (let i = 0; i < 3; i += 1) (globalThis as { gc?: () => void }).gc?.();
        process.stdout.write('sending\n');
      }, 20);
      return new Promise(() => {});
    },
  }),
});
const keepAlive = setInterval(() => {}, 60_000);
void outbox.send(entryId).finally(() => clearInterval(keepAlive));
