// What the audit trail does to text it is given, instead of refusing the entry: text
// shaped like a secret (an API key, a private key, a bearer token) is replaced by
// `[redacted]`, and text from outside the app (a server's request id or error code, a
// counterparty's name in a check) longer than its field's bound is cut, with a marker
// saying how long it was. An entry is never refused or dropped for its text.

export const REDACTED = '[redacted]';

/** Shapes of the secrets this app handles: API keys, private keys (the whole block), bearer tokens. */
const SECRET_SHAPES: readonly RegExp[] = [
  /sk_(?:sandbox|live)_[A-Za-z0-9_-]*/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  // A token after "Bearer", not a word: "Standard Bearer Holdings" is a name.
  /\bBearer\s+[A-Za-z0-9\-._~+/]{16,}=*/gi,
];

export function redactSecretShapes(text: string): string {
  return SECRET_SHAPES.reduce((out, shape) => out.replace(shape, REDACTED), text);
}

/** A copy of `value` with every string redacted (plain objects and arrays walked; keys are the app's own). */
export function redactSecretsIn<T>(value: T): T {
  if (typeof value === 'string') return redactSecretShapes(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecretsIn(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactSecretsIn(inner as unknown)])) as T;
}

/** `text` cut to at most `max` characters, ending with a marker that says how long it was. */
export function truncated(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = `…[truncated: ${text.length} characters]`;
  return `${text.slice(0, Math.max(0, max - marker.length))}${marker}`;
}
