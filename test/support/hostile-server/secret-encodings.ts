// How a hostile server may echo a secret it was sent (the API key, the request's signature):
// as sent and re-encoded, for the suites that check nothing of it is kept or shown, and the
// search for each encoding's form in stored or shown text.

export type SecretEncoding = (text: string) => string;

const base64At = (offset: number): SecretEncoding => (text) => Buffer.concat([Buffer.from('xyz'.slice(0, offset)), Buffer.from(text)]).toString('base64');

export const SECRET_ENCODINGS: Readonly<Record<string, SecretEncoding>> = {
  'as sent': (text) => text,
  'percent-encoded': (text) => encodeURIComponent(`${text}/`),
  'Base64, aligned': base64At(0),
  'Base64, one byte in': base64At(1),
  'Base64, two bytes in': base64At(2),
  'Base64url': (text) => Buffer.from(text).toString('base64url'),
  'hexadecimal': (text) => Buffer.from(text).toString('hex'),
  'HEXADECIMAL': (text) => Buffer.from(text).toString('hex').toUpperCase(),
  // The signature is Base64: the bytes it stands for (the API key is not: its own bytes).
  'the bytes of a Base64 value, in hex': (text) => Buffer.from(text, /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? 'base64' : 'utf8').toString('hex'),
};

/** Every way a secret may be found in stored or shown text (what the server sent, for each encoding). */
export function leaks(text: string, secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    for (const [name, encode] of Object.entries(SECRET_ENCODINGS)) {
      const encoded = encode(secret);
      // The part of an encoding at an offset that depends on the secret only.
      const core = name.startsWith('Base64,') ? encoded.slice(4, -4) : encoded.replace(/%2F$/, '');
      if (core.length >= 12 && text.toLowerCase().includes(core.toLowerCase())) found.push(`${secret.slice(0, 6)}… ${name}`);
    }
  }
  return found;
}
