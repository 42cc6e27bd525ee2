// A child process for the data-directory tests: opens the cache, the journal or the
// environments file in a data directory and prints the error it got as one JSON line.
// A process of its own so a regression (Node's recursive mkdirSync spinning forever on
// /proc/1/x) is killed by the parent instead of hanging the test run, and so the
// permission case can run as the unprivileged user `nobody` when the tests run as root.
//   node --import tsx test/unit/host/data-dir-child.ts '{"dataDir":"/proc/1","open":"cache"}'
import { openCache } from '../../../electron/cache';
import { saveProfileUrl } from '../../../electron/host';
import { openJournal } from '../../../electron/journal';
import { TreasuryError } from '../../../shared/errors';

const plan = JSON.parse(process.argv[2] ?? '{}') as { dataDir: string; open: 'cache' | 'journal' | 'profiles' };
try {
  if (plan.open === 'cache') openCache({ dataDir: plan.dataDir, environment: 'sandbox' }).close();
  else if (plan.open === 'journal') openJournal({ dataDir: plan.dataDir, environment: 'sandbox' }).close();
  else saveProfileUrl({ root: plan.dataDir }, 'sandbox', 'embedded');
  process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
} catch (error) {
  const { name } = error as Error;
  const { code, inputToFix, dataDir } = error as { code?: unknown; inputToFix?: unknown; dataDir?: unknown };
  // As the CLI prints it (the message and the CLI's remedy), and as the window reads it.
  const message = error instanceof TreasuryError ? error.messageFor('cli') : (error as Error).message;
  const window = error instanceof TreasuryError ? error.messageFor('window') : undefined;
  process.stdout.write(`${JSON.stringify({ error: { name, code, inputToFix, dataDir, message, window } })}\n`);
}
