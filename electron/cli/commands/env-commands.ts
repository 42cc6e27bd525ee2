// `env show` and `env set-url ENV URL`.
import { ENVIRONMENTS, type Environment } from '../../../shared/schemas/enums';
import { loadProfiles, saveProfileUrl } from '../../host';
import { cachePath } from '../../cache';
import { expectPositionals } from '../cli-arguments';
import { UsageError } from '../cli-errors';
import { printJson, printTable, type CommandContext } from '../cli-io';
import type { DataDirectory } from '../../host';

export async function envShow(ctx: CommandContext, dataDir: DataDirectory): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const profiles = loadProfiles(dataDir);
  const services = ctx.host.services();
  const status = await services.keys.status();
  const rows = ENVIRONMENTS.map((environment) => ({
    environment,
    current: environment === ctx.host.environment,
    baseUrl: profiles[environment].baseUrl,
    cache: cachePath(dataDir.root, environment),
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
}

export function envSetUrl(ctx: CommandContext, dataDir: DataDirectory): void {
  const [environment, url] = expectPositionals(ctx.positionals, ['ENV', 'URL']) as [string, string];
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) throw new UsageError(`ENV must be sandbox or production, not "${environment}".`);
  const profile = saveProfileUrl(dataDir, environment as Environment, url);
  if (ctx.json) return printJson(ctx.io, profile);
  ctx.io.out(`${profile.environment}: ${profile.baseUrl ?? '(not set)'}\n`);
}
