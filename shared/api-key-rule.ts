// What an API key of each environment looks like (spec 5.2: sandbox keys carry a
// sandbox-specific prefix, production keys a live prefix; assumed operations: the key
// the sandbox issues is its environment's prefix and 32 letters and digits). One rule for
// the Settings form (as the person types) and for main's keys.setApiKey handler. Messages
// name the expected prefix, never the key that was given.
import { ENVIRONMENTS, type Environment } from './schemas/enums';
import { countOf } from './count-words';

export const API_KEY_PREFIXES: Readonly<Record<Environment, string>> = {
  sandbox: 'sk_sandbox_',
  production: 'sk_live_',
};

/** Characters after the prefix at the least: a real key is far longer (32); a fragment or a made-up word is not a key. */
export const API_KEY_MIN_SECRET_LENGTH = 16;
/** Far longer than any real key; a bound so that a pasted file is refused early. */
export const API_KEY_MAX_LENGTH = 1000;

/** What is wrong with `apiKey` as an API key of `environment` (surrounding whitespace ignored), or null when its form is right. */
export function apiKeyProblem(apiKey: string, environment: Environment): string | null {
  const key = apiKey.trim();
  if (key.length === 0) return 'Paste the API key the provider gave you.';
  if (key.length > API_KEY_MAX_LENGTH) return `This is ${key.length.toLocaleString('en-US')} characters long, longer than any API key: paste only the key.`;
  if (/\s/.test(key)) return 'The key contains spaces or line breaks: paste only the key itself, as one word.';
  if (!/^[\x21-\x7E]+$/.test(key)) return 'The key contains characters an API key never has (only printable ASCII letters, digits and signs): paste it again from the provider.';
  const expected = API_KEY_PREFIXES[environment];
  if (!key.startsWith(expected)) {
    const other = ENVIRONMENTS.find((name) => name !== environment && key.startsWith(API_KEY_PREFIXES[name]));
    if (other !== undefined) return `This is a ${other} API key (it starts with "${API_KEY_PREFIXES[other]}"); the ${environment} environment needs a key that starts with "${expected}".`;
    return `This does not look like a ${environment} API key: ${environment} API keys start with "${expected}".`;
  }
  const secret = key.length - expected.length;
  if (secret < API_KEY_MIN_SECRET_LENGTH) {
    return `This key has ${countOf(secret, 'character', 'characters')} after "${expected}"; an API key has at least ${API_KEY_MIN_SECRET_LENGTH}: paste the whole key.`;
  }
  return null;
}
