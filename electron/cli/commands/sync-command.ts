// `sync [--full]`: brings the environment's cache up to date, progress on stderr. An
// unreachable server is reported as offline (exit 5) with the time of the last sync:
// the cache keeps serving. Ctrl-C stops it; what was synced is kept.
import { wordedFor } from '../../../shared/errors';
import type { SyncProgress, SyncReport } from '../../sync';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson } from '../cli-io';
import { defineCommand } from '../command-spec';

function describeProgress(p: SyncProgress): string {
  const ranges = p.rangesTotal !== undefined ? `, ranges ${p.rangesDone ?? 0}/${p.rangesTotal}` : '';
  return `${p.resource}: ${p.phase}, ${p.items} items in ${p.pages} pages${ranges}`;
}

export const syncCommand = defineCommand({
  words: ['sync'],
  usage: ['[--full]'],
  description: 'bring the offline cache up to date (progress on stderr)',
  section: 'setup',
  options: { full: { type: 'boolean' } } as const,
  optionHelp: { full: 'fetch everything again instead of what changed since the last sync' },
  interrupted: () => 'pages already synced are kept; run `treasury sync` to continue.',
  async run(ctx, values) {
    const services = ctx.host.services();
    const sync = await services.sync();
    let lastLine = 0;
    const report: SyncReport = await sync.run({
      mode: values.full === true ? 'full' : 'auto',
      signal: ctx.signal,
      onProgress: (progress: SyncProgress) => {
        const now = Date.now();
        // A "started" line says nothing a person acts on; pages at most twice a second.
        if (progress.phase === 'started' || (progress.phase === 'page' && now - lastLine < 500)) return;
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
      throw new CommandFailure(`The ${services.environment} server could not be reached; ${last === null ? 'nothing is cached from it yet' : `the cache is as of ${last}`}.`, EXIT.offline);
    }
    if (report.state !== 'synced') throw new CommandFailure(`Sync ${report.state}: ${report.error === undefined ? 'see the notices above' : wordedFor('cli', report.error.message, report.error.remedy)}`, EXIT.failed);
  },
});
