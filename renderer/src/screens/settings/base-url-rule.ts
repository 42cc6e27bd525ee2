// The base URL form's rule, checked in the window before `environment.setBaseUrl` so a
// person learns what to fix at once: an absolute URL ending in /v1; https for production
// (plain http only for a sandbox on this computer); nothing a URL parser would silently
// rewrite (spaces, a backslash, credentials, a query or a fragment). Main checks again
// and its message is shown on the same field.
import { z } from 'zod';

type Environment = 'sandbox' | 'production';

const EXAMPLE = 'https://api.example.com/v1';
// The hosts main lets a sandbox reach over plain http (electron/api/http-transport.ts).
const LOOPBACK = /^(localhost|127(\.[0-9]{1,3}){3}|\[::1\])$/;

/** The message that says what to fix, or null when the URL is acceptable for the environment. */
export function baseUrlProblem(environment: Environment, value: string): string | null {
  if (value.length === 0) return `Enter the server's base URL, such as ${EXAMPLE}.`;
  if (/\s/.test(value)) return 'Remove the spaces or line breaks (also any before or after the URL).';
  if (value.includes('\\')) return 'Write the URL with forward slashes (/) only: a backslash can hide the real host.';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `This is not a complete URL: it must start with https:// and end in /v1, such as ${EXAMPLE}.`;
  }
  if (url.protocol === 'http:' && environment === 'production') {
    return 'Production needs https: change http:// to https:// (plain http would send your requests unencrypted).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `The URL must start with https://, such as ${EXAMPLE}.`;
  if (url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
    return 'Plain http is allowed only for a sandbox on this computer (localhost, 127.0.0.1 or [::1]): use https:// for any other server.';
  }
  if (url.username !== '' || url.password !== '') return 'Remove the user name or password (the part before "@"): keys are stored in the keychain, never in the URL.';
  if (value.includes('?')) return 'Remove the query string (the part from "?").';
  if (value.includes('#')) return 'Remove the fragment (the part from "#").';
  if (url.pathname.endsWith('/v1/')) return 'Remove the slash at the end: the URL must end in /v1.';
  if (!url.pathname.endsWith('/v1')) return `The URL must end in the API version /v1, such as ${EXAMPLE}.`;
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
