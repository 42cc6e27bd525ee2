// The other sender of test/unit/outbox/send-lock.test.ts: a separate process that opens
// the journal of a data directory, sends one entry through a core whose request never
// answers, writes `sending` once the request has left, and waits to be killed.
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
      process.stdout.write('sending\n');
      return new Promise(() => {});
    },
  }),
});
const keepAlive = setInterval(() => {}, 60_000);
void outbox.send(entryId).finally(() => clearInterval(keepAlive));
