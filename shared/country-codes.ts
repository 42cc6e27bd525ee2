// Which two-letter codes are countries: the ISO 3166-1 alpha-2 codes assigned today, from
// the `iso-3166` package (its assigned-codes map only: 249 codes, a few kB, no names or
// subdivisions), plus XK, which ISO leaves user-assigned but banks use for Kosovo (SWIFT
// BICs and IBANs). The API's own rule is looser (spec 2.1: `^[A-Z]{2}$`), so the request
// schemas, and the sandbox that follows the spec, keep that; the window's forms (and main,
// parsing the same form schemas) refuse a code that is no country, such as ZZ.
import { iso31661Alpha2ToAlpha3 } from 'iso-3166/1-a2-to-1-a3.js';

/** User-assigned codes in use as countries by banks: Kosovo. */
const BANKING_COUNTRY_CODES: ReadonlySet<string> = new Set(['XK']);

/** True when `code` is an assigned ISO 3166-1 alpha-2 country code (upper case), or XK. */
export function isCountryCode(code: string): boolean {
  return Object.hasOwn(iso31661Alpha2ToAlpha3, code) || BANKING_COUNTRY_CODES.has(code);
}

/** "ZZ is not a country code: …", for two capital letters that name no country. */
export function notACountryMessage(code: string): string {
  return `${code} is not a country code: use a country's two-letter ISO code, such as US, DE or GB.`;
}
