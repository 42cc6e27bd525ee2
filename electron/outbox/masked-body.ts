// A stored body in a form fit for display (the outbox CLI, the UI): a full bank account
// number (`accountNumber`, write-only in the API) shows its last four digits, an IBAN
// its country and last four characters, and an identity document's number (onboarding's
// `governmentId.number`) its last two. The stored bytes themselves are never changed:
// they are what must be resent.

type Masker = (value: string) => string;

const lastFour: Masker = (value) => `••••${value.slice(-4)}`;
const ibanMask: Masker = (value) => `${value.slice(0, 2)}••••${value.slice(-4)}`;
const lastTwo: Masker = (value) => `••••${value.slice(-2)}`;

/** Field name → its mask; `inside` limits a field to objects under that parent key. */
const SENSITIVE: ReadonlyArray<{ field: string; inside?: string; mask: Masker }> = [
  { field: 'accountNumber', mask: lastFour },
  { field: 'iban', mask: ibanMask },
  { field: 'number', inside: 'governmentId', mask: lastTwo },
];

function maskerFor(field: string, parent: string | undefined): Masker | undefined {
  return SENSITIVE.find((s) => s.field === field && (s.inside === undefined || s.inside === parent))?.mask;
}

function mask(value: unknown, parent?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => mask(item, parent));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => {
      const masker = maskerFor(key, parent);
      return [key, masker !== undefined && typeof inner === 'string' ? masker(inner) : mask(inner, key)];
    }),
  );
}

export function maskedBodyText(bodyText: string): string {
  try {
    return JSON.stringify(mask(JSON.parse(bodyText)));
  } catch {
    return '(unreadable body)';
  }
}
