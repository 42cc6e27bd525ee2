// Moving an environment to another server while its API key is stored: the key would be
// sent to that server with the next request, so a page that asked for it (a compromised
// renderer) could send the keys to a host of its choice. The change is decided here, in
// the main process, never by the page: the shell's confirmer asks the person (Electron: a
// native dialog); a shell without one (the web shell) forgets the API key and its role
// instead (the signing key stays; the person sets the API key again for the new server).
// The embedded sandbox, clearing the address, or the same address again send the key nowhere new.
import { TreasuryError } from '../../shared/errors';
import type { Environment } from '../../shared/schemas/enums';
import { EMBEDDED, loadProfiles, type AppHost } from '../host';

/** What the person is asked to confirm. */
export interface ServerChange {
  readonly environment: Environment;
  /** The server the key was used with (null: none was set). */
  readonly from: string | null;
  readonly to: string;
}

/** Asks the person, outside the page, whether the stored API key may go to the new server. */
export type ServerChangeConfirmer = (change: ServerChange) => Promise<boolean>;

export class ServerChangeDeclinedError extends TreasuryError {
  readonly kind = 'refused';
  readonly code = 'server_change_declined';
  constructor(environment: Environment) {
    super(`The ${environment} server address was not changed: the change was not confirmed. Confirm it in the dialog to use the stored API key with the new server, or keep the current address.`, {
      fields: [{ field: 'baseUrl', message: 'not confirmed: the stored API key stays with the current server' }],
    });
    this.name = 'ServerChangeDeclinedError';
  }
}

/**
 * Before an environment's server address changes: nothing when no API key is stored or
 * the key goes nowhere new; else the confirmer's answer (a refusal throws), or, with no
 * confirmer, `forgetApiKey: true` (the caller forgets it before saving the address).
 */
export async function decideServerChange(host: AppHost, confirm: ServerChangeConfirmer | undefined, environment: Environment, to: string | null): Promise<{ forgetApiKey: boolean }> {
  const from = loadProfiles(host.dataDirectory)[environment].baseUrl;
  if (to === null || to === EMBEDDED || to === from) return { forgetApiKey: false };
  if (!(await host.keysOf(environment).status()).hasApiKey) return { forgetApiKey: false };
  if (confirm === undefined) return { forgetApiKey: true };
  if (!(await confirm({ environment, from, to }))) throw new ServerChangeDeclinedError(environment);
  return { forgetApiKey: false };
}
