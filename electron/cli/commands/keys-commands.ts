// `keys generate|import|public|set-api-key|delete`: the environment's keys in the OS
// keychain. Only public material is ever printed. (`keys rotate`: keys-rotate.ts.) Every
// change of a key is refused while outbox entries that may have reached the server under
// the current ones are unsettled (electron/outbox/credentials-guard.ts).
import { readFileSync } from 'node:fs';
import { KEY_ROLES } from '../../../shared/schemas/enums';
import { refuseKeyChangeInUse } from '../../host';
import { SigningKeyExistsError } from '../../secrets';
import { CommandFailure, EXIT, UsageError } from '../cli-errors';
import { printJson } from '../cli-io';
import { defineCommand } from '../command-spec';

/** The keychain's refusal to overwrite a key, said with the commands that do it. */
async function orExplainExisting<T>(work: Promise<T>, environment: string, replaceWith: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof SigningKeyExistsError)) throw error;
    throw new CommandFailure(
      `A signing key is already stored for the ${environment} environment: replace it with \`${replaceWith}\` (its API key is cleared and the new public key must be registered again), or rotate it with \`treasury keys rotate\`.`,
      EXIT.failed,
    );
  }
}

const REPLACE = { replace: { type: 'boolean' } } as const;

export const keysGenerateCommand = defineCommand({
  words: ['keys', 'generate'],
  usage: ['[--replace]'],
  description: 'create a signing key pair in the OS keychain; prints the public key',
  section: 'setup',
  options: REPLACE,
  optionHelp: { replace: 'overwrite the stored signing key (its API key is cleared)' },
  async run(ctx, values) {
    const services = ctx.host.services();
    refuseKeyChangeInUse(services, { kind: 'signing_key', action: 'keys generate' });
    const keys = services.keys;
    const stored = await orExplainExisting(keys.generate({ replace: values.replace === true }), keys.environment, 'treasury keys generate --replace');
    if (ctx.json) return printJson(ctx.io, { environment: keys.environment, ...stored, nextStep: stored.nextStep.cli });
    ctx.io.out(`Public key (Base64): ${stored.publicKeyBase64}\n${stored.publicKeyPem}\n`);
    ctx.io.err(`${stored.nextStep.cli}\n`);
  },
});

export const keysImportCommand = defineCommand({
  words: ['keys', 'import'],
  args: ['FILE|-'],
  usage: ['[--replace]'],
  description: 'import an Ed25519 private key (PEM PKCS#8, Base64 or hex seed; - reads stdin)',
  section: 'setup',
  options: REPLACE,
  optionHelp: { replace: 'overwrite the stored signing key (its API key is cleared)' },
  async run(ctx, values) {
    const [source] = ctx.positionals as [string];
    let text: string;
    try {
      text = source === '-' ? await ctx.io.readStdin() : readFileSync(source, 'utf8');
    } catch (error) {
      throw new UsageError(`Cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}.`);
    }
    const services = ctx.host.services();
    refuseKeyChangeInUse(services, { kind: 'signing_key', action: 'keys import' });
    const keys = services.keys;
    const imported = await orExplainExisting(keys.importPrivateKey(text, { replace: values.replace === true }), keys.environment, `treasury keys import ${source} --replace`);
    if (ctx.json) return printJson(ctx.io, { environment: keys.environment, ...imported, nextStep: imported.nextStep.cli });
    ctx.io.out(`Imported (${imported.format}). Public key (Base64): ${imported.publicKeyBase64}\n`);
    if (imported.registrationRequired) ctx.io.err(`${imported.nextStep.cli}\n`);
  },
});

export const keysPublicCommand = defineCommand({
  words: ['keys', 'public'],
  usage: [],
  description: 'print the public key (Base64 and PEM), to register with the provider',
  section: 'setup',
  options: {} as const,
  optionHelp: {},
  async run(ctx) {
    const keys = ctx.host.services().keys;
    const info = await keys.publicKey();
    if (ctx.json) return printJson(ctx.io, { environment: keys.environment, base64: info.base64, pem: info.pem });
    ctx.io.out(`${info.base64}\n${info.pem}\n`);
  },
});

export const keysSetApiKeyCommand = defineCommand({
  words: ['keys', 'set-api-key'],
  usage: ['[--role read|write]'],
  description: 'store the API key read from standard input',
  section: 'setup',
  options: { role: { type: 'string' } } as const,
  optionHelp: { role: 'the role the provider gave the key (default write)' },
  choices: { role: KEY_ROLES },
  async run(ctx, values) {
    const role = values.role ?? 'write';
    const apiKey = (await ctx.io.readStdin()).trim();
    if (apiKey === '') throw new UsageError('Give the API key on standard input, e.g. `treasury keys set-api-key < key.txt`.');
    const services = ctx.host.services();
    refuseKeyChangeInUse(services, { kind: 'api_key', action: 'keys set-api-key', apiKey });
    const keys = services.keys;
    await keys.setApiKey(apiKey, role);
    if (ctx.json) return printJson(ctx.io, { environment: keys.environment, stored: true, role });
    ctx.io.out(`API key stored for ${keys.environment} (role ${role}).\n`);
  },
});

export const keysDeleteCommand = defineCommand({
  words: ['keys', 'delete'],
  usage: ['--yes'],
  description: "remove this environment's keys from the keychain",
  section: 'setup',
  options: { yes: { type: 'boolean' } } as const,
  optionHelp: { yes: 'confirm the removal' },
  async run(ctx, values) {
    const services = ctx.host.services();
    const keys = services.keys;
    if (values.yes !== true) throw new UsageError(`This removes the ${keys.environment} signing key and API key from the keychain; confirm with --yes.`);
    refuseKeyChangeInUse(services, { kind: 'signing_key', action: 'keys delete' });
    const result = await keys.deleteAll();
    if (ctx.json) return printJson(ctx.io, { environment: keys.environment, ...result });
    ctx.io.out(result.deleted.length === 0 ? `No keys were stored for ${keys.environment}.\n` : `Deleted from the ${keys.environment} keychain: ${result.deleted.join(', ')}.\n`);
  },
});
