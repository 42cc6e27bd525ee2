// The window's day input (renderer/src/components/day-field.tsx, React Aria's DateField)
// as a person uses it: a group named by its label with a year, a month and a day part,
// typed by keyboard in that order. No `fill()`: it is not an <input>.
import type { Locator, Page } from 'playwright-core';

/** The day input labelled `label` (its group of parts). */
export function dayField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

/** Clears the day input, then types `day` (YYYY-MM-DD) into it by keyboard, year first. */
export async function typeDay(scope: Page | Locator, label: string, day: string): Promise<void> {
  const parts = dayField(scope, label).getByRole('spinbutton');
  const page = 'page' in scope ? scope.page() : scope;
  // Backspace empties a part, then moves to the one before it: from the last part, it empties them all.
  await parts.last().focus();
  for (let press = 0; press < 12; press += 1) await page.keyboard.press('Backspace');
  await parts.first().focus();
  await page.keyboard.type(day.replace(/-/g, ''));
}

/** What the day input shows: YYYY-MM-DD, or '' while a part is empty. */
export async function shownDay(scope: Page | Locator, label: string): Promise<string> {
  const parts = await dayField(scope, label).getByRole('spinbutton').allInnerTexts();
  return parts.every((part) => /^\d+$/.test(part)) ? parts.join('-') : '';
}
