// A summary cuts a long reference where a person can see it: at most 60 characters as a
// person counts them, ending with "…", never half an emoji or a letter without its mark.
import { describe, expect, it } from 'vitest';
import { FieldProblems } from '../../../electron/write-flows/field-problems';
import { checkChoice } from '../../../electron/write-flows/form-values';
import { cutText, referenceText, SUMMARY_REFERENCE_MAX } from '../../../electron/write-flows/summary-text';

const quoted = (text: string) => /^ \(ref "(.*)"\)$/su.exec(text)?.[1] as string;
const graphemes = (text: string) => Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment);

describe("a summary's reference", () => {
  it('is shown whole up to 60 characters', () => {
    const sixty = 'R'.repeat(SUMMARY_REFERENCE_MAX);
    expect(quoted(referenceText(sixty))).toBe(sixty);
    expect(referenceText('INV-1001')).toBe(' (ref "INV-1001")');
    expect(referenceText(undefined)).toBe('');
  });

  it('a longer one is cut to 60 characters ending with "…"', () => {
    const long = `INV-${'0123456789'.repeat(14)}`; // 144 characters
    const shown = quoted(referenceText(long));
    expect(shown).toBe(`${long.slice(0, SUMMARY_REFERENCE_MAX - 1)}…`);
    expect(graphemes(shown)).toHaveLength(SUMMARY_REFERENCE_MAX);
  });

  it('never cuts an emoji (a surrogate pair, a family joined by ZWJ) or a letter from its mark', () => {
    const family = '👨‍👩‍👧';
    for (const character of ['🚀', family, 'e\u0301', '🇩🇪']) {
      for (let before = 55; before <= 60; before += 1) {
        const text = `${'a'.repeat(before)}${character.repeat(10)}`;
        const shown = cutText(text, SUMMARY_REFERENCE_MAX);
        expect(shown.endsWith('…')).toBe(true);
        expect(graphemes(shown)).toHaveLength(SUMMARY_REFERENCE_MAX);
        expect(graphemes(shown.slice(0, -1)).every((g) => g === 'a' || g === character), `${before} ${character}`).toBe(true);
        expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      }
    }
  });
});

describe('a refused choice quoted back', () => {
  it('is cut to 40 characters ending with "…", never half an emoji', () => {
    const problems = new FieldProblems();
    const typed = `${'x'.repeat(38)}👍🏽 and more`;
    expect(checkChoice(typed, ['ach', 'wire'], 'rail', problems, 'a rail')).toBe(false);
    const message = problems.list[0]?.message ?? '';
    expect(message).toContain(`${'x'.repeat(38)}👍🏽…`);
    expect(message).not.toContain('and more');
  });
});
