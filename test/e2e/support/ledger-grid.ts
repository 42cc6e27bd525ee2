// The Ledger explorer's grid read in Chromium and compared with what the cache answers
// over IPC (ledger.window, ledger.count): the helpers of ledger.e2e.test.ts and
// ledger-1m.e2e.test.ts.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatAmount, formatSignedEntry } from '../../../renderer/lib/format-money';
import { openApp } from './browser';
import type { WebShellProcess } from './web-shell-process';

const GRID = 'Ledger entries, newest first';

export type Row = { id: string; accountId: string; type: string; direction: 'debit' | 'credit'; amount: string; currency: string; balance: string; createdAt: string; description: string | null; referenceType: string | null; referenceId: string | null; transactionGroupId: string | null };
export type Detail = { row: Row; group: Row[]; linkedTransaction: Row | null; linked: { kind: 'payment'; payment: { id: string; reference: string | null } } | { kind: string } | null };
export type Shown = { index: number; id: string; amount: string; balance: string; currency: string };

export async function rpc<T>(shell: WebShellProcess, method: string, input: unknown = {}): Promise<T> {
  const answer = await shell.rpc<T>(method, input);
  if (!answer.ok) throw new Error(`${method} ${JSON.stringify(input)}: ${JSON.stringify(answer.error)}`);
  return answer.value;
}

export const windowOf = (shell: WebShellProcess, input: Record<string, unknown>) => rpc<{ rows: Row[] }>(shell, 'ledger.window', input);
export const countOf = async (shell: WebShellProcess, filters: Record<string, unknown>) => (await rpc<{ total: number }>(shell, 'ledger.count', filters)).total;

/** Waits until the shell's sync is over and the ledger has been synced once. */
export async function waitForSync(shell: WebShellProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await rpc<{ running: boolean; lastSynced: { ledgerTransactions: string | null } }>(shell, 'sync.state');
    if (!state.running && state.lastSynced.ledgerTransactions !== null) return;
    if (Date.now() > deadline) throw new Error(`the sync did not finish within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const grid = (page: Page): Locator => page.getByRole('grid', { name: GRID });

/** The loaded body rows in view: index (from aria-rowindex), id, the amount, running balance and currency cells' text. */
export async function shownRows(page: Page): Promise<Shown[]> {
  return grid(page).evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('[role=row][data-row-id]')].map((row) => {
      const cells = [...row.querySelectorAll<HTMLElement>('[role=gridcell]')].map((cell) => cell.innerText.trim());
      return { index: Number(row.getAttribute('aria-rowindex')) - 2, id: row.dataset['rowId'] ?? '', amount: cells[4] ?? '', balance: cells[5] ?? '', currency: cells[6] ?? '' };
    }),
  );
}

export function expectedRows(rows: Row[], startIndex = 0): Shown[] {
  return rows.map((row, offset) => ({ index: startIndex + offset, id: row.id, amount: formatSignedEntry(row.amount, row.direction, row.currency), balance: formatAmount(row.balance, row.currency), currency: row.currency }));
}

/** Reads the screen and the IPC until they agree (the debounce, a block in flight), then asserts. */
export async function expectAgreement<T>(read: () => Promise<{ shown: T; expected: T }>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last.shown) !== JSON.stringify(last.expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last.shown, what).toEqual(last.expected);
  return last.expected;
}

/** The first `count` rows shown equal ledger.window's for `filters`, the count line ledger.count's, aria-rowcount total + 1. */
export async function expectGridFor(page: Page, shell: WebShellProcess, filters: Record<string, unknown>, what: string, count = 12): Promise<{ rows: Row[]; total: number }> {
  const total = await countOf(shell, filters);
  const rows = (await windowOf(shell, { ...filters, limit: count })).rows;
  await expectAgreement(async () => {
    const status = (await page.locator('.ledger-count').innerText()).trim();
    return { shown: status.split(' ')[0], expected: total.toLocaleString('en-US') };
  }, `${what}: the count`);
  if (total === 0) return { rows, total };
  await expectAgreement(async () => ({ shown: (await shownRows(page)).slice(0, count), expected: expectedRows(rows) }), `${what}: the rows`);
  expect(await grid(page).getAttribute('aria-rowcount')).toBe(String(total + 1));
  return { rows, total };
}

export async function runPaletteAction(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.waitFor();
  await page.keyboard.type(label);
  await palette.getByRole('option', { name: label }).first().waitFor();
  await page.keyboard.press('Enter');
}

export async function openLedger(page: Page, shell: WebShellProcess): Promise<void> {
  await openApp(page, shell.url, { timeoutMs: 60_000 });
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Ledger' }).click();
  await grid(page).waitFor({ timeout: 60_000 });
}

/** The selected row's index (from aria-rowindex) and id. */
export async function selectedRow(page: Page): Promise<{ index: number; id: string | null }> {
  const row = grid(page).locator('[role=row][aria-selected=true]');
  return { index: Number(await row.getAttribute('aria-rowindex')) - 2, id: await row.getAttribute('data-row-id') };
}

/**
 * The Ledger's rows in view: each shows its amount and its running balance, each whole
 * (not cut sideways or from below) and inside the grid's visible width and the window.
 */
export async function ledgerFiguresOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const grid = document.querySelector<HTMLElement>('main .ledger-grid');
    if (grid === null) return ['no ledger grid'];
    const frame = grid.getBoundingClientRect();
    const right = Math.min(window.innerWidth, frame.left + grid.clientLeft + grid.clientWidth);
    const bottom = Math.min(window.innerHeight, frame.top + grid.clientTop + grid.clientHeight);
    const rows = [...grid.querySelectorAll<HTMLElement>('.ledger-grid-body [role=row][data-row-id]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= frame.top && box.bottom <= bottom;
    });
    if (rows.length === 0) found.push('no ledger row in view');
    for (const row of rows) {
      for (const [name, selector] of [['amount', '.ledger-col-amount'], ['balance', '.ledger-col-balance']] as const) {
        const cell = row.querySelector<HTMLElement>(selector);
        const text = cell?.innerText.trim() ?? '';
        if (cell === null || cell.offsetParent === null || text === '') {
          found.push(`row ${row.id}: its ${name} is not shown`);
          continue;
        }
        if (cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1) found.push(`row ${row.id}: its ${name} "${text}" is cut (${cell.scrollWidth}x${cell.scrollHeight} in ${cell.clientWidth}x${cell.clientHeight})`);
        const box = cell.getBoundingClientRect();
        if (box.left < Math.max(0, frame.left) || box.right > right + 0.5) found.push(`row ${row.id}: its ${name} "${text}" is outside the window (${Math.round(box.left)} to ${Math.round(box.right)} in ${Math.round(right)})`);
      }
    }
    return found;
  });
}
