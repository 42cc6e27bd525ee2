// `env show` and `env set-url ENV URL` (refused while outbox entries confirmed for the
// current server are unsettled: electron/host/journal-server.ts). Each server's cache is
// its own file, so after a URL change the old server's rows are not shown, and setting
// the URL back shows them again.
import { existsSync } from 'node:fs';
import { ENVIRONMENTS, type Environment } from '../../../shared/schemas/enums';
import { cachePath } from '../../cache';
import { loadProfiles, moveOutboxToServer, saveProfileUrl } from '../../host';
import { UsageError } from '../cli-errors';
import { printJson, printTable } from '../cli-io';
import { defineCommand } from '../command-spec';

export const envShowCommand = defineCommand({
  words: ['env', 'show'],
  usage: [],
  description: 'the two environments: server, keys, cache',
  section: 'setup',
  options: {} as const,
  optionHelp: {},
  async run(ctx) {
    const { dataDir } = ctx;
    const profiles = loadProfiles(dataDir);
    const services = ctx.host.services();
    const status = await services.keys.status();
    const notes = await Promise.all(ENVIRONMENTS.map((environment) => ctx.host.keychainNote(environment)));
    const rows = ENVIRONMENTS.map((environment, index) => ({
      environment,
      current: environment === ctx.host.environment,
      baseUrl: profiles[environment].baseUrl,
      cache: cachePath(dataDir.root, environment, profiles[environment].baseUrl),
      ...(notes[index] !== undefined ? { keychainNote: notes[index] } : {}),
      ...(environment === ctx.host.environment
        ? { keys: { hasSigningKey: status.hasSigningKey, hasApiKey: status.hasApiKey, role: status.role, publicKeyBase64: status.publicKeyBase64 ?? null }, lastSyncedAt: services.cache.syncState.lastSyncedAt('ledgerTransactions') }
        : {}),
    }));
    if (ctx.json) return printJson(ctx.io, { dataDir: dataDir.root, environments: rows });
    ctx.io.out(`Data directory: ${dataDir.root}\n`);
    printTable(ctx.io, ['environment', 'server', 'signing key', 'API key', 'last synced'], rows.map((r) => [
      `${r.environment}${r.current ? ' *' : ''}`,
      r.baseUrl ?? '(not set)',
      r.keys === undefined ? '(use --env)' : r.keys.hasSigningKey ? 'yes' : 'no',
      r.keys === undefined ? '' : r.keys.hasApiKey ? `yes (${r.keys.role ?? '?'})` : 'no',
      r.lastSyncedAt ?? (r.keys === undefined ? '' : 'never'),
    ]));
    for (const row of rows) if (row.keychainNote !== undefined) ctx.io.out(`\nNote: ${row.keychainNote}\n`);
  },
});

export const envSetUrlCommand = defineCommand({
  words: ['env', 'set-url'],
  args: ['ENV', 'URL'],
  usage: [],
  description: "set an environment's base URL (ending in /v1; 'embedded' for the local sandbox)",
  section: 'setup',
  options: {} as const,
  optionHelp: {},
  run(ctx) {
    const [environment, url] = ctx.positionals as [string, string];
    if (!(ENVIRONMENTS as readonly string[]).includes(environment)) throw new UsageError(`ENV must be one of ${ENVIRONMENTS.join(', ')}; "${environment}" is not.`);
    const before = loadProfiles(ctx.dataDir)[environment as Environment].baseUrl;
    moveOutboxToServer(ctx.host, environment as Environment, url, `env set-url ${environment}`);
    const profile = saveProfileUrl(ctx.dataDir, environment as Environment, url);
    if (ctx.json) return printJson(ctx.io, profile);
    ctx.io.out(`${profile.environment}: ${profile.baseUrl ?? '(not set)'}\n`);
    // Each server has its own cache: say where the rows went, so an empty list is no surprise.
    if (before !== profile.baseUrl && profile.baseUrl !== null) {
      const cached = existsSync(cachePath(ctx.dataDir.root, profile.environment, profile.baseUrl));
      const previous = before === null ? '' : ` The cache of ${before === 'embedded' ? 'the embedded sandbox' : before} is kept: setting the URL back shows it again.`;
      ctx.io.out(`${cached ? 'This server has a cache from before.' : 'Nothing is cached from this server yet: run `treasury sync`.'}${previous}\n`);
    }
  },
});
