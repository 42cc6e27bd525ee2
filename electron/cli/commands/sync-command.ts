// `sync [--full]`: brings the environment's cache up to date, progress on stderr. An
// unreachable server is reported as offline (exit 5) with the time of the last sync:
// the cache keeps serving.
import type { SyncProgress, SyncReport } from '../../sync';
import { expectPositionals } from '../cli-arguments';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson, type CommandContext } from '../cli-io';

export async function syncCommand(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const services = ctx.host.services();
  const sync = await services.sync();
  let lastLine = 0;
  const report: SyncReport = await sync.run({
    mode: ctx.options['full'] === true ? 'full' : 'auto',
    onProgress: (progress: SyncProgress) => {
      const now = Date.now();
      if (progress.phase === 'page' && now - lastLine < 500) return;
      lastLine = now;
      ctx.io.err(`${describeProgress(progress)}\n`);
    },
  });
  for (const notice of report.notices) ctx.io.err(`notice: ${notice}\n`);
  if (ctx.json) printJson(ctx.io, report);
  else {
    const fetched = Object.entries(report.resources).map(([name, r]) => `${name} ${r.fetched}`).join(', ');
    ctx.io.out(`${report.state} (${services.environment}) at ${report.finishedAt}: fetched ${fetched}\n`);
  }
  if (report.state === 'offline') {
    const last = services.cache.syncState.lastSyncedAt('ledgerTransactions');
    throw new CommandFailure(`The ${services.environment} server could not be reached; the cache is as of ${last ?? 'never synced'}.`, EXIT.offline);
  }
  if (report.state !== 'synced') throw new CommandFailure(`Sync ${report.state}: ${report.error?.message ?? 'see the notices above'}`, EXIT.failed);
}

function describeProgress(p: SyncProgress): string {
  const ranges = p.rangesTotal !== undefined ? `, ranges ${p.rangesDone ?? 0}/${p.rangesTotal}` : '';
  return `${p.resource}: ${p.phase}, ${p.items} items in ${p.pages} pages${ranges}`;
}
