// @vitest-environment jsdom
// The command palette finds by words: "send" lists only New payment (by its keyword) where
// the scattered-letter match listed nine unrelated items; every "New …" write is offered
// from any screen; a screen's name or an action's
// word lists those, the label's own words first.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PaletteList from '../../../../renderer/src/app/palette-list';
import { paletteMatchScore } from '../../../../renderer/src/app/palette-match';
import { SCREEN_ACTION_CATALOG } from '../../../../renderer/src/stores/screen-action-catalog';

beforeAll(() => {
  // cmdk scrolls the chosen item into view and measures the list; jsdom has neither.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const GLOBAL = [
  { id: 'sync.start', label: 'Sync now', keywords: ['refresh', 'update'], run: () => {} },
  { id: 'sync.full', label: 'Sync everything again (full sync)', keywords: ['refresh', 'reload'], run: () => {} },
  { id: 'env.production', label: 'Switch to Production…', keywords: ['environment'], run: () => {} },
  ...SCREEN_ACTION_CATALOG.map((action) => ({ id: action.id, label: action.label, keywords: action.keywords, run: () => {} })),
];

type Action = { id: string; label: string; keywords?: string[]; run: () => void };

async function typeInPalette(text: string, ownActions: readonly Action[] = []): Promise<string[]> {
  render(createElement(PaletteList, { ownActions, globalActions: GLOBAL, run: vi.fn(), go: vi.fn() }));
  await userEvent.setup().type(screen.getByRole('combobox'), text);
  return screen.queryAllByRole('option').map((option) => option.textContent ?? '');
}

describe('paletteMatchScore', () => {
  it('needs every typed word to be a word (or the start of one) of the label or its keywords', () => {
    expect(paletteMatchScore('Set up production', 'send')).toBe(0);
    expect(paletteMatchScore('Go to Settings', 'send')).toBe(0);
    expect(paletteMatchScore('Export the ledger view', 'ledger')).toBeGreaterThan(0);
    expect(paletteMatchScore('Export the ledger view', 'exp led')).toBeGreaterThan(0);
    expect(paletteMatchScore('Export the ledger view', 'ledger xyz')).toBe(0);
    expect(paletteMatchScore('Export payments', 'download', ['csv', 'download'])).toBeGreaterThan(0);
    expect(paletteMatchScore('Anything', '')).toBe(1);
  });

  it('ranks a word of the label above a keyword, and a whole word above its start', () => {
    expect(paletteMatchScore('Go to Ledger', 'ledger')).toBeGreaterThan(paletteMatchScore('Export payments', 'ledger', ['ledger']));
    expect(paletteMatchScore('Go to Audit', 'audit')).toBeGreaterThan(paletteMatchScore('Go to Audit', 'aud'));
    expect(paletteMatchScore('Go to Ledger', 'go to l')).toBeGreaterThan(paletteMatchScore('Export the ledger view', 'go to l'));
  });
});

describe("a screen's name typed", () => {
  it('ranks the screen above an action that only has the name among its words, whole or begun', () => {
    const pairs: ReadonlyArray<readonly [string, string]> = [['Audit', 'Export the audit trail'], ['Ledger', 'Show ledger of Operating EUR'], ['Counterparties', 'Export counterparties']];
    for (const [screen, action] of pairs) {
      const name = screen.toLowerCase();
      for (const typed of [screen, name, name.slice(0, 3)]) {
        expect(paletteMatchScore(`Go to ${screen}`, typed, ['a description'])).toBeGreaterThan(paletteMatchScore(action, typed, [name]));
      }
    }
    expect(paletteMatchScore('Go to Audit', 'Audit')).toBeGreaterThan(paletteMatchScore('Go to Audit', 'aud'));
  });

  it("lists Go to first, before this screen's own action with the word, so Enter goes there", async () => {
    const exportsActions = [{ id: 'exports.audit', label: 'Export the audit trail', run: () => {} }, { id: 'exports.counterparties', label: 'Export counterparties', run: () => {} }];
    expect((await typeInPalette('Audit', exportsActions))[0]).toMatch(/^Go to Audit/);
    cleanup();
    expect((await typeInPalette('Counterparties', exportsActions))[0]).toMatch(/^Go to Counterparties/);
    cleanup();
    const balancesActions = [{ id: 'balances.show-ledger', label: 'Show ledger of Operating EUR', keywords: ['entries'], run: () => {} }];
    const shown = await typeInPalette('Ledger', balancesActions);
    expect(shown[0]).toMatch(/^Go to Ledger/);
    expect(shown).toContain('Show ledger of Operating EUR');
  });
});

describe('the palette list', () => {
  it('lists only what has the word "send" (New payment, by its keyword), and says when nothing matches', async () => {
    expect(await typeInPalette('send')).toEqual(['New payment']);
    cleanup();
    expect(await typeInPalette('zebra')).toEqual([]);
    expect(screen.getByText(/No match for “zebra”/)).toBeTruthy();
  });

  it('offers every "New …" write from any screen (the catalog), each opening its own screen', async () => {
    expect(await typeInPalette('new')).toEqual(['New payment', 'New transfer', 'New collection', 'New counterparty']);
    expect(SCREEN_ACTION_CATALOG.filter((action) => action.label.startsWith('New ')).map((action) => action.screen)).toEqual(['payments', 'transfers', 'collections', 'counterparties']);
  });

  it('lists the items with the word, the screen first', async () => {
    const shown = await typeInPalette('ledger');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatch(/^Go to Ledger/);
    expect(shown[1]).toBe('Export the ledger view');
  });
});
