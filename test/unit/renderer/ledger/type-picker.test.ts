// @vitest-environment jsdom
// The Ledger's Types filter closes when focus leaves it (Tab on to Search), as a listbox's
// popup does, and stays open while focus moves between its own checkboxes.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, Fragment } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LedgerTypePicker } from '../../../../renderer/src/screens/ledger/ledger-type-picker';

afterEach(cleanup);

describe('LedgerTypePicker', () => {
  it('closes when focus moves out of it, not while it moves inside', async () => {
    const user = userEvent.setup();
    render(createElement(Fragment, null, createElement(LedgerTypePicker, { value: [], onChange: vi.fn() }), createElement('input', { 'aria-label': 'Search' })));
    const details = document.querySelector('details') as HTMLDetailsElement;
    const summary = details.querySelector('summary') as HTMLElement;
    summary.focus();
    details.open = true;
    await user.tab();
    expect(details.contains(document.activeElement)).toBe(true);
    expect(details.open).toBe(true);
    screen.getByRole('textbox', { name: 'Search' }).focus();
    expect(details.open).toBe(false);
  });

  it('sums up the types chosen: all, the one by its name, or how many', () => {
    const summaryOf = (value: string[]) => {
      const { container, unmount } = render(createElement(LedgerTypePicker, { value: value as never, onChange: vi.fn() }));
      const text = container.querySelector('summary')?.textContent ?? '';
      unmount();
      return text;
    };
    expect(summaryOf([])).toContain('All types');
    expect(summaryOf(['fee'])).toContain('Fee');
    expect(summaryOf(['fee', 'payment_out'])).toContain('2 types');
  });
});
