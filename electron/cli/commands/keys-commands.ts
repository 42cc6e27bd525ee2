// `keys generate|import|public|set-api-key|delete`: the environment's keys in the OS
// keychain. Only public material is ever printed.
import { readFileSync } from 'node:fs';
import { parseKeyRole } from '../../secrets';
import { expectPositionals, stringOption } from '../cli-arguments';
import { UsageError } from '../cli-errors';
import { printJson, type CommandContext } from '../cli-io';

export async function keysGenerate(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const keys = ctx.host.services().keys;
  const stored = await keys.generate({ replace: ctx.options['replace'] === true });
  if (ctx.json) return printJson(ctx.io, { environment: keys.environment, ...stored });
  ctx.io.out(`Public key (Base64): ${stored.publicKeyBase64}\n${stored.publicKeyPem}\n`);
  ctx.io.err(`${stored.nextStep}\n`);
}

export async function keysImport(ctx: CommandContext): Promise<void> {
  const [source] = expectPositionals(ctx.positionals, ['FILE|-']) as [string];
  let text: string;
  try {
    text = source === '-' ? await ctx.io.readStdin() : readFileSync(source, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}.`);
  }
  const keys = ctx.host.services().keys;
  const imported = await keys.importPrivateKey(text, { replace: ctx.options['replace'] === true });
  if (ctx.json) return printJson(ctx.io, { environment: keys.environment, ...imported });
  ctx.io.out(`Imported (${imported.format}). Public key (Base64): ${imported.publicKeyBase64}\n`);
  if (imported.registrationRequired) ctx.io.err(`${imported.nextStep}\n`);
}

export async function keysPublic(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const keys = ctx.host.services().keys;
  const info = await keys.publicKey();
  if (ctx.json) return printJson(ctx.io, { environment: keys.environment, base64: info.base64, pem: info.pem });
  ctx.io.out(`${info.base64}\n${info.pem}\n`);
}

export async function keysSetApiKey(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const role = parseKeyRole(stringOption(ctx.options, 'role') ?? 'write');
  const apiKey = (await ctx.io.readStdin()).trim();
  if (apiKey === '') throw new UsageError('Give the API key on standard input, e.g. `treasury keys set-api-key < key.txt`.');
  const keys = ctx.host.services().keys;
  await keys.setApiKey(apiKey, role);
  if (ctx.json) return printJson(ctx.io, { environment: keys.environment, stored: true, role });
  ctx.io.out(`API key stored for ${keys.environment} (role ${role}).\n`);
}

export async function keysDelete(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const keys = ctx.host.services().keys;
  if (ctx.options['yes'] !== true) throw new UsageError(`This removes the ${keys.environment} signing key and API key from the keychain; confirm with --yes.`);
  const result = await keys.deleteAll();
  if (ctx.json) return printJson(ctx.io, { environment: keys.environment, ...result });
  ctx.io.out(result.deleted.length === 0 ? `No keys were stored for ${keys.environment}.\n` : `Deleted from the ${keys.environment} keychain: ${result.deleted.join(', ')}.\n`);
}
