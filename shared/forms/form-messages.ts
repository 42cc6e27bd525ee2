// How a form names a problem: the field a person filled in for a request body's field,
// and the schema library's generic wording said the way a form says it.

/**
 * The field a person filled in for a request body's field: every money object's value
 * is the typed `amount`, its currency or asset the `currency`, a crypto amount's chain
 * the `network`; other fields keep their names.
 */
export function inputFieldOf(bodyField: string): string {
  const money = /^(amount|sendAmount|receiveAmount)\.(value|currency|asset|chain)$/.exec(bodyField);
  if (money === null) return bodyField;
  if (money[2] === 'value') return 'amount';
  return money[2] === 'chain' ? 'network' : 'currency';
}

const FRIENDLY: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Too small: expected string to have >=1 characters$/, () => 'must not be empty'],
  [/^Too small: expected string to have >=(\d+) characters$/, (m) => `must be at least ${m[1]} characters`],
  [/^Too big: expected string to have <=(\d+) characters$/, (m) => `must be at most ${m[1]} characters`],
  [/^Too big: expected array to have <=(\d+) items$/, (m) => `can have at most ${m[1]} entries`],
  [/^Invalid input: expected \w+, received undefined$/, () => 'is required'],
  [/^Invalid input: expected (\w+), received \w+$/, (m) => `must be a ${m[1]}`],
  [/^Invalid option: expected one of (.*)$/, (m) => `must be one of ${(m[1] ?? '').replaceAll('"', '').split('|').join(', ')}`],
];

/** The schema library's generic wording, said the way a form says it ("must not be empty"). */
export function friendlyMessage(message: string): string {
  for (const [pattern, say] of FRIENDLY) {
    const m = pattern.exec(message);
    if (m !== null) return say(m);
  }
  return message;
}
