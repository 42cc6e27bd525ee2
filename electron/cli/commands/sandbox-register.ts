// `sandbox register [--role read|write] [--admin-token -]`: registers this environment's
// public key with a local sandbox (the embedded one, or the server the profile names)
// and stores the API key it issues in the keychain. The standalone sandbox's admin token
// comes from TREASURY_SANDBOX_ADMIN_TOKEN or standard input (`--admin-token -`); given on
// the command line it still works, with a warning (other users can read it in `ps`).
// Refused while outbox entries sent under the current API key are unsettled.
import { KEY_ROLES } from '../../../shared/schemas/enums';
import { EMBEDDED, refuseKeyChangeInUse, registerWithSandbox } from '../../host';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson } from '../cli-io';
import { defineCommand, type CommandContext } from '../command-spec';

export const ADMIN_TOKEN_VARIABLE = 'TREASURY_SANDBOX_ADMIN_TOKEN';

/** The admin token: `-` reads standard input, a literal one is warned about, else the environment variable. */
async function adminTokenOf(ctx: CommandContext, flag: string | undefined): Promise<string | undefined> {
  if (flag === '-') {
    const token = (await ctx.io.readStdin()).trim();
    if (token === '') throw new CommandFailure('--admin-token -: standard input held no token.', EXIT.usage);
    return token;
  }
  if (flag !== undefined) {
    ctx.io.err(`treasury: warning: --admin-token on the command line is visible to other users of this machine (ps); give it in ${ADMIN_TOKEN_VARIABLE} or on standard input (--admin-token -) instead.\n`);
    return flag;
  }
  const fromEnvironment = (ctx.io.env ?? process.env)[ADMIN_TOKEN_VARIABLE];
  return fromEnvironment === undefined || fromEnvironment === '' ? undefined : fromEnvironment;
}

export const sandboxRegisterCommand = defineCommand({
  words: ['sandbox', 'register'],
  usage: ['[--role read|write] [--admin-token -]'],
  description: 'register the public key with a local sandbox and store its API key',
  section: 'setup',
  options: { role: { type: 'string' }, 'admin-token': { type: 'string' } } as const,
  optionHelp: { role: 'the role of the API key to issue (default write)', 'admin-token': `-: read the standalone sandbox's admin token from standard input (or set ${ADMIN_TOKEN_VARIABLE}; a token written here is visible to other users)` },
  choices: { role: KEY_ROLES },
  async run(ctx, values) {
    const role = values.role ?? 'write';
    // Resolved (and warned about) first, whichever sandbox it is for.
    const adminToken = await adminTokenOf(ctx, values['admin-token']);
    const services = ctx.host.services();
    const { keys, profile } = services;
    if (profile.baseUrl === null) throw new CommandFailure(`No server is set for ${profile.environment}: set one with \`treasury env set-url ${profile.environment} URL\`.`, EXIT.notConfigured);
    // The sandbox issues a new API key: refused while entries sent under the current one are unsettled.
    refuseKeyChangeInUse(services, { kind: 'api_key', action: 'sandbox register' });
    let server: string;
    if (profile.baseUrl === EMBEDDED) {
      const sandbox = await ctx.host.embeddedSandbox();
      await sandbox.register(keys, role);
      server = 'the embedded sandbox';
    } else {
      const status = await keys.status();
      const publicKeyBase64 = status.publicKeyBase64 ?? (await keys.generate()).publicKeyBase64;
      const registered = await registerWithSandbox({ baseUrl: profile.baseUrl, publicKeyBase64, role, adminToken });
      await keys.setApiKey(registered.apiKey, role);
      server = profile.baseUrl;
    }
    const status = await keys.status();
    if (ctx.json) return printJson(ctx.io, { environment: keys.environment, registered: true, role, server, publicKeyBase64: status.publicKeyBase64 });
    ctx.io.out(`Registered the ${keys.environment} public key with ${server} (role ${role}); its API key is in the keychain.\n`);
  },
});
