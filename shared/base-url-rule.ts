// The base URL rule of an environment's server, checked alike by the window's form (before
// `environment.setBaseUrl`, so a person learns at once what to fix) and by main when it
// stores a profile: an absolute URL ending in /v1; https for production (plain http only
// for a sandbox on this computer); nothing a URL parser would silently rewrite or hide
// (whitespace and invisible characters, a backslash, credentials, a query, a fragment).
import { z } from 'zod';
import type { Environment } from './schemas/enums';

export const BASE_URL_EXAMPLE = 'https://api.example.com/v1';
/** The hosts a sandbox may be reached on over plain http (also the API client's rule, electron/api/http-transport.ts). */
export const LOOPBACK_HOST = /^(localhost|127(\.[0-9]{1,3}){3}|\[::1\])$/;
/** The WHATWG URL parser that browsers and Node both provide (shared/ is compiled without the DOM or Node types). */
interface ParsedUrl { protocol: string; hostname: string; pathname: string; username: string; password: string }
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;

/** What URL parsers would silently rewrite or hide, refused before parsing. */
function disguisedUrlProblem(value: string): string | null {
  const invisible = INVISIBLE.exec(value);
  if (invisible !== null) {
    return `The base URL contains ${/\s/.test(invisible[0]) ? 'whitespace' : 'an invisible character'} (at character ${invisible.index + 1}): remove it, including any before or after the URL.`;
  }
  // The WHATWG parser reads `\` as `/`: `https://evil.example\@api.example.com/v1` goes to evil.example.
  if (value.includes('\\')) return 'The base URL contains a backslash (\\), which is read as "/" and can hide the real host: write the URL with forward slashes only.';
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(value)?.[1] ?? '';
  if (authority.includes('@')) return 'The base URL contains a user name or password (the part up to "@"): remove it; API keys live in the keychain, never in the URL.';
  if (value.includes('?')) return 'The base URL has a query string (the part from "?"): remove it.';
  if (value.includes('#')) return 'The base URL has a fragment (the part from "#"): remove it.';
  return null;
}

/** The message that says what to fix, or null when the URL is acceptable for the environment. */
export function baseUrlProblem(environment: Environment, value: string): string | null {
  if (value.length === 0) return `Enter the server's base URL, such as ${BASE_URL_EXAMPLE}.`;
  const disguised = disguisedUrlProblem(value);
  if (disguised !== null) return disguised;
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(value);
  } catch {
    return `This is not a complete URL: it must start with https:// and end in /v1, such as ${BASE_URL_EXAMPLE}.`;
  }
  if (url.protocol === 'http:' && environment === 'production') {
    return 'Production needs https: change http:// to https:// (plain http would send your requests unencrypted).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `The URL must start with https://, such as ${BASE_URL_EXAMPLE}.`;
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) {
    return 'Plain http is allowed only for a sandbox on this computer (localhost, 127.0.0.1 or [::1]): use https:// for any other server.';
  }
  if (url.pathname.endsWith('/v1/')) return 'Remove the slash at the end: the URL must end in /v1.';
  if (!url.pathname.endsWith('/v1')) return `The URL must end in the API version /v1, such as ${BASE_URL_EXAMPLE}.`;
  return null;
}

/** The form's schema (react-hook-form's zod resolver): one field, `baseUrl`, with the message above. */
export function baseUrlFormSchema(environment: Environment) {
  return z.object({
    baseUrl: z.string().superRefine((value, context) => {
      const problem = baseUrlProblem(environment, value);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  });
}

export type BaseUrlForm = z.infer<ReturnType<typeof baseUrlFormSchema>>;
