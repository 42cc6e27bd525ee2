// Which links leave the window for the person's browser: an `https:` URL on an allowlist of
// hosts, with no user name or password and the default port. Anything else (another
// scheme, another host, a URL a server made up) is refused: it never reaches
// shell.openExternal.
//
// The built-in allowlist is EMPTY: the Payments API's specification names no documentation
// or dashboard host, so nothing leaves the window unless configured. Hosts come from
//   - the packaged app's package.json, `treasury.externalLinkHosts` (a list, or one
//     comma-separated string as a command-line override gives it), written at
//     packaging by electron-builder.yml's `extraMetadata` and read by main at start;
//   - TREASURY_EXTERNAL_LINK_HOSTS (comma-separated), for a person or an unpackaged run.
// A host that is not a plain DNS name with a dot (a space, a port, `localhost`) is dropped.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_EXTERNAL_LINK_HOSTS: readonly string[] = [];

const normalized = (hosts: readonly string[]): string[] => hosts.map((host) => host.trim().toLowerCase()).filter((host) => /^[a-z0-9.-]+$/.test(host) && host.includes('.'));

/** The hosts a package.json's text configures (none when the text or the key is missing, or its value is neither a list of strings nor a comma-separated string). */
export function packagedExternalLinkHosts(packageJsonText: string | undefined): string[] {
  if (packageJsonText === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(packageJsonText);
  } catch {
    return [];
  }
  const treasury = typeof parsed === 'object' && parsed !== null ? (parsed as { treasury?: unknown }).treasury : undefined;
  const hosts = typeof treasury === 'object' && treasury !== null ? (treasury as { externalLinkHosts?: unknown }).externalLinkHosts : undefined;
  if (typeof hosts === 'string') return normalized(hosts.split(','));
  return Array.isArray(hosts) ? normalized(hosts.filter((host): host is string => typeof host === 'string')) : [];
}

/** The hosts the app's package.json (in `appPath`: Electron's app.getAppPath(), the asar root when packaged) configures; none if it cannot be read. */
export function readPackagedExternalLinkHosts(appPath: string): string[] {
  let text: string | undefined;
  try {
    text = readFileSync(path.join(appPath, 'package.json'), 'utf8');
  } catch {
    text = undefined;
  }
  return packagedExternalLinkHosts(text);
}

/** The allowlist: the built-in default (empty), the packaged hosts and TREASURY_EXTERNAL_LINK_HOSTS. */
export function externalLinkHosts(env: NodeJS.ProcessEnv, packaged: readonly string[] = []): ReadonlySet<string> {
  const fromEnv = normalized((env['TREASURY_EXTERNAL_LINK_HOSTS'] ?? '').split(','));
  return new Set([...DEFAULT_EXTERNAL_LINK_HOSTS, ...normalized(packaged), ...fromEnv]);
}

export function isAllowedExternalUrl(raw: string, hosts: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && hosts.has(url.hostname.toLowerCase());
}
