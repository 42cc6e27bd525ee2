// `start` (what `npm start` runs): the app's first screen, in a terminal, until the
// desktop window exists. It brings the offline cache up to date (on the embedded local
// sandbox with demo data when nothing is configured), shows every account's balance,
// and says what to do next. Offline, it still shows the cached balances and their age.
import { CommandFailure, EXIT } from '../cli-errors';
import { defineCommand, type CommandContext } from '../command-spec';
import { balancesCommand } from './read-commands';
import { syncCommand } from './sync-command';

const NEXT_STEPS = `
Next, from this folder (every command works on the same data; \`npx treasury <command> --help\` explains one):
  npx treasury ledger --limit 20                the newest ledger entries, all accounts
  npx treasury ledger --type fee --search ach   filtered by type, searched in descriptions and references
  npx treasury export ledger --out ledger.csv   CSV for the books (works offline; --bom for Excel)
  npx treasury transfer --from ACC --to ACC --amount 10.00 --currency USD
                                                shows the instruction and its checks; nothing moves without --yes
  npx treasury --help                           every command
`;

export const startCommand = defineCommand({
  words: ['start'],
  usage: [],
  description: 'sync, show the balances and what to do next (what `npm start` runs)',
  section: 'setup',
  options: {} as const,
  optionHelp: {},
  interrupted: () => 'pages already synced are kept; run `treasury sync` to continue.',
  async run(ctx) {
    const forPeople: CommandContext = { ...ctx, json: false };
    const environment = ctx.host.services().environment;
    ctx.io.out(`Treasury: the ${environment} environment${environment === 'sandbox' ? ' (no real money)' : ''}. The desktop window is not built yet: this is its command-line companion, over the same services and data.\n\n`);
    try {
      await syncCommand.run(forPeople, {});
    } catch (error) {
      // Offline is a state: the cached balances below are still worth showing, with their age.
      if (!(error instanceof CommandFailure) || error.exitCode !== EXIT.offline) throw error;
      ctx.io.err(`treasury: ${error.message}\n`);
    }
    ctx.io.out('\n');
    await balancesCommand.run(forPeople, {});
    ctx.io.out(NEXT_STEPS);
  },
});
