// @vitest-environment jsdom
// The day input: typed by keyboard as year, month, day (YYYY-MM-DD whatever the browser's
// locale), it gives the screen 'YYYY-MM-DD'; cleared, ''; it shows a given day in that
// order and the time zone its days run in.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayField, dayToDate } from '../../../../renderer/src/components/day-field';

afterEach(cleanup);

/** The field as a screen holds it: its value is what the field last gave. */
function Holder({ initial, onChange }: { initial: string; onChange: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return createElement(DayField, {
    label: 'From day',
    value,
    timeZone: 'UTC',
    onChange: (day: string) => {
      setValue(day);
      onChange(day);
    },
  });
}

function renderDay(value = '', onChange = vi.fn()) {
  render(createElement(Holder, { initial: value, onChange }));
  return { onChange, user: userEvent.setup(), group: screen.getByRole('group', { name: 'From day' }) };
}

describe('DayField', () => {
  it('gives YYYY-MM-DD for a day typed by keyboard, year first', async () => {
    const { onChange, user, group } = renderDay();
    const parts = screen.getAllByRole('spinbutton');
    expect(parts.map((part) => part.getAttribute('aria-label')?.split(',')[0])).toEqual(['year', 'month', 'day']);
    await user.click(parts[0] as HTMLElement);
    await user.keyboard('20261101');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-01');
    // The time zone its days run in is beside it and in its description.
    const zone = screen.getByText('UTC');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(zone.id);
  });

  it('shows a given day as YYYY-MM-DD and gives \'\' once it is cleared', async () => {
    const { onChange, user } = renderDay('2026-02-09');
    const parts = screen.getAllByRole('spinbutton');
    expect(parts.map((part) => part.textContent)).toEqual(['2026', '02', '09']);
    await user.click(parts[2] as HTMLElement);
    // Backspace empties a part, then moves to the part before it: held down, it clears the field.
    await user.keyboard('{Backspace>12/}');
    expect(parts.map((part) => part.textContent)).toEqual(['yyyy', 'mm', 'dd']);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it("refuses a day past its month's end at the field: kept as typed after leaving it, no day given, cleared once fixed", async () => {
    const { onChange, user, group } = renderDay();
    const parts = screen.getAllByRole('spinbutton');
    await user.click(parts[0] as HTMLElement);
    await user.keyboard('20260230');
    const problem = 'is not a day: that month has 28 days. Type a day from 01 to 28.';
    expect(screen.getByText(`2026-02-30 ${problem}`).getAttribute('aria-live')).toBe('polite');
    // Leaving the field keeps what was typed (React Aria alone would show 2026-02-28 and give that day).
    await user.tab();
    expect(group.contains(document.activeElement)).toBe(false);
    expect(parts.map((part) => part.textContent)).toEqual(['2026', '02', '30']);
    const message = screen.getByText(`2026-02-30 ${problem}`);
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(parts[2]?.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalledWith('2026-02-28');
    expect(onChange).not.toHaveBeenCalledWith('2026-02-30');
    // Fixed: the message goes, the day is given.
    await user.click(parts[2] as HTMLElement);
    await user.keyboard('28');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    expect(screen.queryByText(/is not a day/)).toBeNull();
    expect(group.getAttribute('aria-describedby')?.split(' ')).not.toContain(message.id);
    expect(parts[2]?.getAttribute('aria-invalid')).toBeNull();
  });

  it('a day the screen held, changed to one past its month\'s end: the screen is given no day and the parts stay as typed', async () => {
    const { onChange, user } = renderDay('2026-04-10');
    const parts = screen.getAllByRole('spinbutton');
    await user.click(parts[2] as HTMLElement);
    await user.keyboard('31');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(parts.map((part) => part.textContent)).toEqual(['2026', '04', '31']);
    expect(screen.getByText(/^2026-04-31 is not a day: that month has 30 days/)).toBeTruthy();
    await user.tab();
    expect(parts.map((part) => part.textContent)).toEqual(['2026', '04', '31']);
    // A leap year's 29 February is a day.
    await user.click(parts[0] as HTMLElement);
    await user.keyboard('20280229');
    expect(onChange).toHaveBeenLastCalledWith('2028-02-29');
  });

  it('reads only days that exist', () => {
    expect(dayToDate('2026-11-01')?.toString()).toBe('2026-11-01');
    expect(dayToDate('2026-02-30')).toBeNull();
    expect(dayToDate('11/01/2026')).toBeNull();
    expect(dayToDate('')).toBeNull();
  });
});
