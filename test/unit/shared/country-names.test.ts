import { describe, expect, it } from 'vitest';
import { countryInSentence, countryName } from '../../../shared/country-names';

describe('country names in sentences', () => {
  it('names a country code in English', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('us')).toBe('United States');
  });

  it('puts "the" where English does', () => {
    expect(countryInSentence('US')).toBe('the United States');
    expect(countryInSentence('GB')).toBe('the United Kingdom');
    expect(countryInSentence('NL')).toBe('the Netherlands');
    expect(countryInSentence('KY')).toBe('the Cayman Islands');
    expect(countryInSentence('DO')).toBe('the Dominican Republic');
    expect(countryInSentence('FR')).toBe('France');
  });

  it('keeps a code that names no country as it is', () => {
    expect(countryInSentence('ZZ')).toBe('ZZ');
    expect(countryInSentence('USA')).toBe('USA');
    expect(countryName('')).toBe('');
  });
});
