// A successful answer's body with every form of the API key and the request's signature
// redacted (secret-redaction.ts says which forms), in its strings and in its object keys: a
// server that echoes them in a counterparty's name, a description or a metadata key must not
// put them in the cache, on screen, in a CSV or in a statement.
//
// Nearly every body holds none of them, and costs one search per form over its text. The
// text shows every string of the parsed body as it is unless the body has a backslash (a
// JSON escape can spell a form the text does not show), so only a body with a form in it or
// a backslash is walked. The walk keeps its own stack: a hostile body may nest far deeper
// than a recursive walk could go.
import { redactSecretForms, secretFormsIn } from './secret-redaction';

export function redactSecretsInBody(body: unknown, bodyText: string, secrets: ReadonlyArray<string>): unknown {
  if (!bodyText.includes('\\') && secretFormsIn(bodyText, secrets).length === 0) return body;
  if (typeof body === 'string') return redactSecretForms(body, secrets);
  const containers: object[] = [];
  if (typeof body === 'object' && body !== null) containers.push(body);
  for (let container = containers.pop(); container !== undefined; container = containers.pop()) {
    if (Array.isArray(container)) {
      const items = container as unknown[];
      for (let index = 0; index < items.length; index += 1) items[index] = redactedItem(items[index], secrets, containers);
      continue;
    }
    const record = container as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = redactedItem(record[key], secrets, containers);
      const cleanKey = redactSecretForms(key, secrets);
      if (cleanKey !== key) delete record[key];
      // A key that JSON.parse made an own property stays one (no prototype setter).
      Object.defineProperty(record, cleanKey, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return body;
}

/** A string redacted; an object or array queued for the walk and kept. */
function redactedItem(value: unknown, secrets: ReadonlyArray<string>, containers: object[]): unknown {
  if (typeof value === 'string') return redactSecretForms(value, secrets);
  if (typeof value === 'object' && value !== null) containers.push(value);
  return value;
}
