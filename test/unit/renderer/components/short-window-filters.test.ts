// @vitest-environment jsdom
/// <reference types="vite/client" />
// A list's filters follow the window's height through useMediaQuery (the window is read in
// renderer/lib/media-query.ts only): in a short window they fold behind "Filters (N set)",
// they come back when the window grows taller, and where the window has no media queries
// (jsdom) they are shown as always (the component called window.matchMedia, which threw).
// (vite/client's types: the component imports its stylesheet.)
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHORT_WINDOW_QUERY, ShortWindowFilters } from '../../../../renderer/src/components/lists/short-window-filters';
import { mediaQueryMatches, watchMediaQuery } from '../../../../renderer/lib/media-query';

/** A window whose height the test sets: matchMedia answers the short-window query from it. */
function fakeWindowHeight(height: number) {
  const listeners = new Set<() => void>();
  const state = { height };
  const matchMedia = (query: string) => ({
    get matches() {
      return query === SHORT_WINDOW_QUERY && state.height <= 560;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  });
  Object.defineProperty(globalThis, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  return {
    listeners,
    resize(to: number) {
      state.height = to;
      for (const listener of [...listeners]) listener();
    },
  };
}

const bar = () => createElement(ShortWindowFilters, { filters: { search: 'acme', status: [] }, children: createElement('label', null, 'Search', createElement('input', { 'data-screen-search': '' })) });

afterEach(() => {
  cleanup();
  delete (globalThis as { matchMedia?: unknown }).matchMedia;
});

describe('ShortWindowFilters', () => {
  it('shows the filters as always where the window has no media queries', () => {
    expect(mediaQueryMatches(SHORT_WINDOW_QUERY)).toBe(false);
    expect(watchMediaQuery(SHORT_WINDOW_QUERY, () => undefined)).toBeTypeOf('function');
    render(bar());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds them in a short window, opens them by its button, and shows them again when the window grows taller', async () => {
    const window = fakeWindowHeight(450);
    render(bar());
    const toggle = screen.getByRole('button', { name: 'Filters (1 set)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Fewer filters' }).getAttribute('aria-expanded')).toBe('true');
    act(() => window.resize(900));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    expect(window.listeners.size).toBe(0);
  });
});
