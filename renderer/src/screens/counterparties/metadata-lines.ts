// Metadata as people type it: one `key: value` per line. A key with nothing after the
// colon is a key to remove (null); blank lines are skipped. Keys and values are checked
// by the shared schema once read; a line without a colon is said here, with its number.

export type MetadataRead = { readonly ok: true; readonly metadata: Record<string, string | null> | undefined } | { readonly ok: false; readonly message: string };

export function readMetadataLines(text: string): MetadataRead {
  const metadata: Record<string, string | null> = {};
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon < 0) return { ok: false, message: `Line ${index + 1} has no colon: write each entry as key: value, such as erp_id: 4471.` };
    const key = line.slice(0, colon).trim();
    if (key === '') return { ok: false, message: `Line ${index + 1} has no key before its colon: write each entry as key: value.` };
    if (Object.hasOwn(metadata, key)) return { ok: false, message: `Line ${index + 1} repeats the key ${key}: give each key once.` };
    const value = line.slice(colon + 1).trim();
    metadata[key] = value === '' ? null : value;
  }
  return { ok: true, metadata: Object.keys(metadata).length === 0 ? undefined : metadata };
}
