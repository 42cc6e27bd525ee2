// The two environment profiles (sandbox and production): which server each talks to.
// Stored as JSON in the data directory; they hold no secret (keys live in the keychain).
// The sandbox profile defaults to the embedded local sandbox, so the app works out of
// the box; production has no default and must be https. A base URL is refused when it
// carries anything a URL parser would silently rewrite (checkProfileUrl). The file is
// written 0600 (it says which server the app trusts).
import { baseUrlProblem } from '../../shared/base-url-rule';
import { TreasuryError } from '../../shared/errors';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { Environment } from '../../shared/schemas/enums';
import { validateBaseUrl } from '../api/http-transport';
import { PaymentsApiError } from '../api/api-errors';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';
import { PRIVATE_FILE_MODE, tightenFileMode } from '../sqlite/private-files';
import { profilesFile, type DataDirectory } from './data-directory';

/** `embedded` means the local sandbox server the host starts on loopback. */
export const EMBEDDED = 'embedded';

export interface EnvironmentProfile {
  environment: Environment;
  /** The base URL ending in /v1, `embedded` for the local sandbox, or null when not configured. */
  baseUrl: string | null;
}

const fileSchema = z.object({
  sandbox: z.object({ baseUrl: z.string().nullable() }).optional(),
  production: z.object({ baseUrl: z.string().nullable() }).optional(),
});

export class ProfileError extends TreasuryError {
  readonly kind = 'input';
  readonly code = 'invalid_profile';
  constructor(message: string) {
    super(message);
    this.name = 'ProfileError';
  }
}

export function defaultProfile(environment: Environment): EnvironmentProfile {
  return { environment, baseUrl: environment === 'sandbox' ? EMBEDDED : null };
}

export function loadProfiles(dataDir: DataDirectory): Record<Environment, EnvironmentProfile> {
  const profiles = { sandbox: defaultProfile('sandbox'), production: defaultProfile('production') };
  let text: string;
  try {
    text = readFileSync(profilesFile(dataDir), 'utf8');
    tightenFileMode(profilesFile(dataDir)); // one written before files were 0600
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return profiles;
    // The data directory is a file, or cannot be entered: say that about the data directory.
    if (code === 'ENOTDIR' || code === 'EACCES' || code === 'EPERM') ensureDataDirectory(dataDir.root);
    throw new ProfileError(`${profilesFile(dataDir)} could not be read (${code ?? 'error'}): check that it is a file you may read.`);
  }
  let parsed: z.infer<typeof fileSchema>;
  try {
    parsed = fileSchema.parse(JSON.parse(text));
  } catch {
    throw new ProfileError(`${profilesFile(dataDir)} is not a valid environments file: fix or delete it to return to the defaults.`);
  }
  for (const environment of ['sandbox', 'production'] as const) {
    const stored = parsed[environment];
    if (stored !== undefined) profiles[environment] = { environment, baseUrl: stored.baseUrl };
  }
  return profiles;
}

/** Checks a base URL for an environment; throws a ProfileError that says what to fix. */
export function checkProfileUrl(environment: Environment, baseUrl: string): string {
  if (baseUrl === EMBEDDED) {
    if (environment !== 'sandbox') throw new ProfileError('Only the sandbox environment can use the embedded local sandbox.');
    return baseUrl;
  }
  const problem = baseUrlProblem(environment, baseUrl);
  if (problem !== null) throw new ProfileError(problem);
  try {
    const { origin, basePath } = validateBaseUrl(environment, baseUrl);
    return `${origin}${basePath}`;
  } catch (error) {
    throw new ProfileError(error instanceof PaymentsApiError ? error.message : String(error));
  }
}

export function saveProfileUrl(dataDir: DataDirectory, environment: Environment, baseUrl: string | null): EnvironmentProfile {
  const checked = baseUrl === null ? null : checkProfileUrl(environment, baseUrl);
  const profiles = loadProfiles(dataDir);
  profiles[environment] = { environment, baseUrl: checked };
  const file = profilesFile(dataDir);
  ensureDataDirectory(dataDir.root);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ sandbox: { baseUrl: profiles.sandbox.baseUrl }, production: { baseUrl: profiles.production.baseUrl } }, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  tightenFileMode(temp); // the umask may have taken more than the group and others' bits
  renameSync(temp, file);
  return profiles[environment];
}
