// A stored body in a form fit for display (the outbox CLI, the UI): a full bank account
// number (`accountNumber`, write-only in the API) shows its last four digits only. The
// stored bytes themselves are never changed: they are what must be resent.

const SENSITIVE_FIELDS = new Set(['accountNumber']);

function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      SENSITIVE_FIELDS.has(key) && typeof inner === 'string' ? `••••${inner.slice(-4)}` : mask(inner),
    ]),
  );
}

export function maskedBodyText(bodyText: string): string {
  try {
    return JSON.stringify(mask(JSON.parse(bodyText)));
  } catch {
    return '(unreadable body)';
  }
}
