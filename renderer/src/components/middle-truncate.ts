// The one way an identifier is shortened for a table: its start (the type prefix, so
// "pay_" or "cpt_" still says what it is) and its end, cut in the middle:
// "pay_3f…a91c". The full value goes in a title attribute and in the detail panel.

/** `value` cut to `keep` characters plus an ellipsis (unchanged when it already fits). */
export function middleTruncate(value: string, keep = 18): string {
  if (value.length <= keep + 1) return value;
  const head = Math.ceil(keep * 0.6);
  return `${value.slice(0, head)}\u2026${value.slice(value.length - (keep - head))}`;
}

/** The compact form of an id in a list: "pay_3f…a91c". */
export const COMPACT_ID_LENGTH = 10;
