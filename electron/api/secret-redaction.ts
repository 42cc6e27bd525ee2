// Keeps the API key and the request's signature out of every text a server sends back (an
// error's type, code, message, request id, field names and messages, the X-Request-Id
// header, a malformed body's preview): a server that echoes them, as they were sent or
// re-encoded, must not put them on screen, in the journal or in the audit trail.
//
// Each secret is looked for as sent and in the encodings a server (or a proxy) may apply:
// percent-encoding, Base64 and Base64url at any byte alignment (the secret inside a longer
// encoded text), hexadecimal in either case; a secret that is itself Base64 (the
// signature) also as the hexadecimal and Base64url of its bytes. Any `Bearer <token>` goes
// too. Forms shorter than MIN_REDACTED_LENGTH are not looked for (they would match by chance).

export const REDACTED = '[redacted]';
const MIN_REDACTED_LENGTH = 12;

const toBase64Url = (base64: string): string => base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** The Base64 characters that depend on `bytes` only, for each of the three alignments of `bytes` in a longer text. */
function base64Forms(bytes: Buffer): string[] {
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64').replace(/=+$/, '');
    const first = Math.ceil((8 * offset) / 6);
    const last = Math.floor((8 * (offset + bytes.length) - 6) / 6);
    const stable = encoded.slice(first, last + 1);
    forms.push(stable, toBase64Url(stable));
  }
  return forms;
}

/** Every form of `secret` that is redacted (see the top of this file), longest first. */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = [secret, encodeURIComponent(secret), bytes.toString('hex'), ...base64Forms(bytes)];
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(secret) && secret.length % 4 === 0) {
    const decoded = Buffer.from(secret, 'base64');
    forms.push(toBase64Url(secret), decoded.toString('hex'));
  }
  return [...new Set(forms)].filter((form) => form.length >= MIN_REDACTED_LENGTH).sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms of the last few secrets (the API key is the same on every response; a signature differs). */
const formsCache = new Map<string, readonly string[]>();
const FORMS_CACHE_SIZE = 8;

function cachedForms(secret: string): readonly string[] {
  let forms = formsCache.get(secret);
  if (forms === undefined) {
    forms = secretForms(secret).map((form) => form.toLowerCase());
    if (formsCache.size >= FORMS_CACHE_SIZE) formsCache.delete(formsCache.keys().next().value as string);
    formsCache.set(secret, forms);
  }
  return forms;
}

/** The forms of `secrets` (lower case) that `text` holds; none in a text too short to hold one. */
export function secretFormsIn(text: string, secrets: ReadonlyArray<string>): string[] {
  if (text.length < MIN_REDACTED_LENGTH) return [];
  // Hexadecimal is matched in either case; the other forms are case-sensitive encodings, also matched so (harmless).
  // A text that holds none of them (nearly every one) costs a search per form, no pattern built.
  const lower = text.toLowerCase();
  return secrets.filter((secret) => secret.length > 0).flatMap(cachedForms).filter((form) => lower.includes(form));
}

/** Replaces every form of the given secrets with `[redacted]` (and nothing else: for a server's data, where "Bearer" may be a word). */
export function redactSecretForms(text: string, secrets: ReadonlyArray<string>): string {
  const found = secretFormsIn(text, secrets);
  if (found.length === 0) return text;
  return text.replace(new RegExp(found.sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'gi'), REDACTED);
}

/** Replaces every form of the given secrets, and any bearer token, with `[redacted]` (for a server's error texts and headers). */
export function redactSecrets(text: string, secrets: ReadonlyArray<string>): string {
  return redactSecretForms(text, secrets).replace(/Bearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`);
}
