// `cache rebuild`: the offline cache only holds copies of server data, so a damaged (or
// simply unwanted) cache is moved aside, never deleted, and a fresh one is created; the
// next `sync` fills it again. The journal (outbox and audit trail) is not touched.
import { defineCommand } from '../command-spec';
import { printJson } from '../cli-io';

export const cacheRebuildCommand = defineCommand({
  words: ['cache', 'rebuild'],
  usage: [],
  description: 'move the offline cache aside and start a fresh one (then run `treasury sync`)',
  section: 'setup',
  options: {} as const,
  optionHelp: {},
  async run(ctx) {
    const rebuilt = await ctx.host.rebuildCache();
    if (ctx.json) return printJson(ctx.io, rebuilt);
    const aside = rebuilt.movedAside.length === 0 ? 'There was no cache file to move aside.' : `The old files were kept as ${rebuilt.movedAside.join(', ')} (delete them when you no longer need them).`;
    ctx.io.out(`A fresh cache was created at ${rebuilt.path}. ${aside} Run \`treasury sync\` to fill it; the journal (outbox and audit trail) was not touched.\n`);
  },
});
