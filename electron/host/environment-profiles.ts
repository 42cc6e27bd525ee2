// The two environment profiles (sandbox and production): which server each talks to.
// Stored as JSON in the data directory; they hold no secret (keys live in the keychain).
// The sandbox profile defaults to the embedded local sandbox, so the app works out of
// the box; production has no default and must be https. A base URL is refused when it
// carries anything a URL parser would silently rewrite (checkProfileUrl). The file is
// written 0600 (it says which server the app trusts).
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

/**
 * What URL parsers silently rewrite or hide, refused before parsing: whitespace and
 * control characters (trimmed or dropped), a backslash (read as `/`, so
 * `https://evil.example\\@api.example.com/v1` goes to evil.example), credentials
 * (`user:password@`), a query and a fragment.
 */
function refuseDisguisedUrl(baseUrl: string): void {
  const fix = (message: string): never => {
    throw new ProfileError(`${message} A base URL looks like https://api.example.com/v1.`);
  };
  const invisible = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u.exec(baseUrl);
  if (invisible !== null) fix(`The base URL contains ${/\s/.test(invisible[0]) ? 'whitespace' : 'an invisible character'} (at character ${invisible.index + 1}): remove it, including any before or after the URL.`);
  if (baseUrl.includes('\\')) fix('The base URL contains a backslash (\\), which is read as "/" and can hide the real host: write the URL with forward slashes only.');
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(baseUrl)?.[1] ?? '';
  if (authority.includes('@')) fix('The base URL contains a user name or password (the part up to "@"): remove it; API keys live in the keychain, never in the URL.');
  if (baseUrl.includes('?')) fix('The base URL has a query string ("?..."): remove it.');
  if (baseUrl.includes('#')) fix('The base URL has a fragment ("#..."): remove it.');
}

/** Checks a base URL for an environment; throws a ProfileError that says what to fix. */
export function checkProfileUrl(environment: Environment, baseUrl: string): string {
  if (baseUrl === EMBEDDED) {
    if (environment !== 'sandbox') throw new ProfileError('Only the sandbox environment can use the embedded local sandbox.');
    return baseUrl;
  }
  refuseDisguisedUrl(baseUrl);
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
