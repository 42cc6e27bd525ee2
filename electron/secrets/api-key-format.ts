// What an API key of each environment looks like (spec 5.2: sandbox keys carry a
// sandbox-specific prefix, production keys a live prefix). Messages name the expected
// prefix, never the key that was given.
import { API_KEY_PREFIXES } from '../../shared/api-key-rule';
import { ENVIRONMENTS, KEY_ROLES } from '../../shared/schemas/enums';
import type { Environment, KeyRole } from '../../shared/schemas/enums';
import { InvalidApiKeyError, InvalidKeyRoleError } from './secrets-errors';

export { API_KEY_PREFIXES };

/** Far longer than any real key; a bound so that a pasted file is refused early. */
const MAX_API_KEY_LENGTH = 1024;

/**
 * Checks an API key for `environment` and returns it without surrounding whitespace
 * (a key read from stdin or pasted usually ends with a newline). It must be printable
 * ASCII without whitespace (it travels in the Authorization header) and carry the
 * environment's prefix.
 */
export function normalizeApiKey(apiKey: string, environment: Environment): string {
  if (typeof apiKey !== 'string') throw new InvalidApiKeyError('The API key must be text.');
  const key = apiKey.trim();
  if (key.length === 0) throw new InvalidApiKeyError('The API key is empty.');
  if (key.length > MAX_API_KEY_LENGTH) throw new InvalidApiKeyError(`The API key is ${key.length} characters long; that is too long to be an API key.`);
  if (/\s/.test(key)) throw new InvalidApiKeyError('The API key contains whitespace; it must be a single word with no spaces or line breaks.');
  if (!/^[\x21-\x7E]+$/.test(key)) {
    throw new InvalidApiKeyError('The API key contains characters that cannot be sent in an HTTP header; only printable ASCII characters are allowed.');
  }
  const expected = API_KEY_PREFIXES[environment];
  if (key.startsWith(expected)) {
    if (key.length === expected.length) throw new InvalidApiKeyError(`The API key has nothing after its "${expected}" prefix.`);
    return key;
  }
  const other = ENVIRONMENTS.find((e) => e !== environment && key.startsWith(API_KEY_PREFIXES[e]));
  if (other !== undefined) {
    throw new InvalidApiKeyError(
      `This is a ${other} API key (it starts with "${API_KEY_PREFIXES[other]}"); the ${environment} environment needs a key that starts with "${expected}".`,
    );
  }
  throw new InvalidApiKeyError(`This does not look like a ${environment} API key: ${environment} API keys start with "${expected}".`);
}

/** Checks a key role ("read" or "write", spec 5.2). */
export function parseKeyRole(role: unknown): KeyRole {
  if (typeof role === 'string' && (KEY_ROLES as readonly string[]).includes(role)) return role as KeyRole;
  throw new InvalidKeyRoleError();
}
