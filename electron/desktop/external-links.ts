// Which links leave the window for the person's browser: an `https:` URL on an allowlist of
// hosts (the provider's documentation and dashboard, plus hosts the person adds in
// TREASURY_EXTERNAL_LINK_HOSTS, comma-separated), with no user name or password and the
// default port. Anything else (another scheme, another host, a URL a server made up) is
// refused: it never reaches shell.openExternal.

export const DEFAULT_EXTERNAL_LINK_HOSTS: readonly string[] = ['docs.payments.example', 'dashboard.payments.example'];

export function externalLinkHosts(env: NodeJS.ProcessEnv): ReadonlySet<string> {
  const extra = (env['TREASURY_EXTERNAL_LINK_HOSTS'] ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+$/.test(host) && host.includes('.'));
  return new Set([...DEFAULT_EXTERNAL_LINK_HOSTS, ...extra]);
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
