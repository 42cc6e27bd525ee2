// `sandbox register [--role read|write] [--admin-token T]`: registers this environment's
// public key with a local sandbox (the embedded one, or the server the profile names)
// and stores the API key it issues in the keychain.
import { parseKeyRole } from '../../secrets';
import { EMBEDDED, registerWithSandbox } from '../../host';
import { expectPositionals, stringOption } from '../cli-arguments';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson, type CommandContext } from '../cli-io';

export async function sandboxRegister(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const role = parseKeyRole(stringOption(ctx.options, 'role') ?? 'write');
  const services = ctx.host.services();
  const { keys, profile } = services;
  if (profile.baseUrl === null) throw new CommandFailure(`No server is set for ${profile.environment}: set one with \`env set-url ${profile.environment} URL\`.`, EXIT.notConfigured);
  let server: string;
  if (profile.baseUrl === EMBEDDED) {
    const sandbox = await ctx.host.embeddedSandbox();
    await sandbox.register(keys, role);
    server = 'the embedded sandbox';
  } else {
    const status = await keys.status();
    const publicKeyBase64 = status.publicKeyBase64 ?? (await keys.generate()).publicKeyBase64;
    const adminToken = stringOption(ctx.options, 'admin-token');
    const registered = await registerWithSandbox({ baseUrl: profile.baseUrl, publicKeyBase64, role, adminToken });
    await keys.setApiKey(registered.apiKey, role);
    server = profile.baseUrl;
  }
  const status = await keys.status();
  if (ctx.json) return printJson(ctx.io, { environment: keys.environment, registered: true, role, server, publicKeyBase64: status.publicKeyBase64 });
  ctx.io.out(`Registered the ${keys.environment} public key with ${server} (role ${role}); its API key is in the keychain.\n`);
}
