// The demo's zero-decimal currency, a reference with a Hebrew word, and the New counterparty
// Type choice, in Chromium on the embedded demo sandbox (synced once):
//   - Balances and the Ledger show the Operating JPY account's yen as whole yen: grouped
//     digits, no decimals (its balance, its currency total, its entries in the Ledger);
//   - a transfer's reference "INV-שלום-0042" keeps its parts in their logical order where
//     Chromium lays it out (INV left of the Hebrew word, left of 0042) in the Transfers list
//     and in the Ledger's "Belongs to" of its entry; a Hebrew name cell still reads right to
//     left (dir="auto"); the entry's description and its transfer name the accounts by their
//     names, each id beside it to copy;
//   - the New counterparty's Type has no default, and a radio's focus ring is round (the
//     radio is as wide as it is tall), not a tall oval; every checkbox and radio on Exports,
//     Audit, Outbox and the Ledger's type picker gets the same 2px ring, 3:1 or more against
//     its background.
// Screenshots yen-balances, yen-ledger, code-transfers, code-ledger-detail, counterparty-type-focus,
// focus-ring-exports, focus-ring-audit, focus-ring-outbox, focus-ring-ledger.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountBalance } from '../../shared/ipc';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startSyncedWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const REFERENCE = 'INV-שלום-0042';
const e2e = useBrowser();
let shell: WebShellProcess;

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(shell, method, input);
}

beforeAll(async () => {
  shell = await startSyncedWebShellProcess();
  const accounts = (await rpc<{ accounts: AccountBalance[] }>('balances.list')).accounts;
  const idOf = (name: string) => accounts.find((account) => account.accountName === name)?.accountId as string;
  const prepared = await rpc<{ ok: boolean; prepared: { id: string; checks: { code: string; severity: string }[] } }>('transfers.prepare', {
    sourceAccountId: idOf('Operating USD'), destinationAccountId: idOf('Payroll USD'), amount: '42.00', currency: 'USD', reference: REFERENCE,
  });
  expect(prepared.ok, JSON.stringify(prepared)).toBe(true);
  const acknowledged = prepared.prepared.checks.filter((check) => check.severity === 'warning').map((check) => check.code);
  expect(await rpc<{ state: string }>('writes.confirm', { preparedId: prepared.prepared.id, acknowledged })).toMatchObject({ state: 'succeeded' });
  expect(await rpc<{ state: string }>('sync.start', { mode: 'auto' })).toMatchObject({ state: 'synced' });
}, 180_000);
afterAll(async () => {
  await shell?.stop();
});

async function openScreen(page: Page, screen: string): Promise<void> {
  await openApp(page, shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page, { quietMs: 600 });
}

/** Whole yen: digits grouped by thousands, nothing after a decimal point. */
const WHOLE_YEN = /^-?[^\d]*\d{1,3}(,\d{3})*[^\d.]*$/;

/** Where each part of `cell`'s text starts on screen, from the left (a Range per part). */
async function leftEdges(cell: Locator, parts: string[]): Promise<number[]> {
  return cell.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) nodes.push(node as Text);
    return wanted.map((part) => {
      for (const node of nodes) {
        const at = node.data.indexOf(part);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + part.length);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`"${part}" is not in the cell`);
    });
  }, parts);
}

async function expectLogicalOrder(cell: Locator): Promise<void> {
  await cell.waitFor();
  expect((await cell.textContent())?.includes(REFERENCE)).toBe(true);
  const [inv, hebrew, digits] = await leftEdges(cell, ['INV', 'שלום', '0042']);
  expect(inv).toBeLessThan(hebrew as number);
  expect(hebrew).toBeLessThan(digits as number);
}

describe('yen, codes and choices', () => {
  it('Balances: the JPY account and its total are whole yen', async () => {
    const page = e2e.page;
    await openScreen(page, 'Balances');
    const accounts = (await rpc<{ accounts: AccountBalance[] }>('balances.list')).accounts;
    const yen = accounts.find((account) => account.currency === 'JPY');
    expect(yen?.accountName).toBe('Operating JPY');
    expect(yen?.balance).toMatch(/^\d+$/);
    const row = page.locator(`tr[data-account-id="${yen?.accountId}"]`);
    const shown = (await row.locator('[data-balance]').innerText()).trim();
    expect(shown).toMatch(WHOLE_YEN);
    expect(shown.replace(/[^\d]/g, '')).toBe(yen?.balance);
    const total = (await page.getByRole('table', { name: 'Totals by currency' }).locator('tr[data-total-currency="JPY"] td').nth(1).innerText()).trim();
    expect(total).toBe(shown);
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'yen-balances');
    e2e.expectNoProblems();
  });

  it("Ledger: the JPY account's payments and fees are whole yen", async () => {
    const page = e2e.page;
    await openScreen(page, 'Ledger');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Components JPY');
    await waitForRpcIdle(page, { quietMs: 600 });
    const rows = page.getByRole('row').filter({ has: page.locator('.ledger-col-currency', { hasText: 'JPY' }) });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < (await rows.count()); index += 1) {
      const amount = (await rows.nth(index).locator('.ledger-col-amount').innerText()).replace(/\s*JPY$/, '').trim();
      const balance = (await rows.nth(index).locator('.ledger-col-balance').innerText()).trim();
      expect(amount, `row ${index}`).toMatch(WHOLE_YEN);
      expect(balance, `row ${index}`).toMatch(WHOLE_YEN);
    }
    await saveScreenshot(page, 'yen-ledger');
    e2e.expectNoProblems();
  });

  it('Transfers: the reference keeps INV, the Hebrew word and 0042 in order', async () => {
    const page = e2e.page;
    await openScreen(page, 'Transfers');
    const table = page.getByRole('grid', { name: 'Transfers' });
    const cell = table.locator('td', { hasText: REFERENCE }).first();
    await expectLogicalOrder(cell);
    expect(await cell.getAttribute('dir')).toBe('auto');
    await saveScreenshot(page, 'code-transfers');
    await expectNoSeriousAxeViolations(page, 'Transfers with a Hebrew word in a reference');
    e2e.expectNoProblems();
  });

  it("Ledger: the entry's transfer shows its reference in order", async () => {
    const page = e2e.page;
    await openScreen(page, 'Ledger');
    await page.getByRole('searchbox', { name: 'Search' }).fill('0042');
    await waitForRpcIdle(page, { quietMs: 600 });
    // The search's own rows (the transfer's two entries), not the list from before it, then one is opened.
    const entries = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(2);
    const row = page.getByRole('row').filter({ has: page.locator('.ledger-col-currency', { hasText: 'USD' }) }).first();
    await row.click();
    const linked = page.getByRole('region', { name: 'The transfer this entry belongs to' });
    await linked.waitFor({ timeout: 20_000 });
    const reference = linked.locator('dd', { hasText: REFERENCE });
    await expectLogicalOrder(reference);
    // Its description names the other account (Operating USD or Payroll USD, whichever side was
    // opened) by its cached name, not its raw id, the id beside it to copy.
    const accounts = (await rpc<{ accounts: AccountBalance[] }>('balances.list')).accounts;
    const description = page.locator('dl[aria-label="Entry fields"]').locator('.detail-row', { has: page.locator('dt', { hasText: /^Description$/ }) }).locator('dd');
    await description.locator('.account-named').waitFor();
    const name = (await description.locator('.account-named').textContent()) ?? '';
    expect(['Operating USD', 'Payroll USD']).toContain(name);
    const other = accounts.find((account) => account.accountName === name) as AccountBalance;
    expect(await description.textContent()).toMatch(new RegExp(`^Transfer (to|from) ${name}`));
    expect(await description.textContent()).not.toMatch(/Transfer (to|from) acc_/);
    expect(await description.locator(`code[title="${other.accountId}"]`).count()).toBe(1);
    expect(await description.getByRole('button', { name: `Copy ${other.accountId}` }).count()).toBe(1);
    // The transfer it belongs to names both accounts too.
    for (const [label, accountName] of [['From account', 'Operating USD'], ['To account', 'Payroll USD']] as const) {
      const shown = linked.locator('.detail-row', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
      expect(await shown.locator('bdi').first().textContent()).toBe(accountName);
      const id = accounts.find((account) => account.accountName === accountName)?.accountId as string;
      expect(await shown.locator(`code[title="${id}"]`).count()).toBe(1);
    }
    await reference.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'code-ledger-detail');
    e2e.expectNoProblems();
  });

  it('New counterparty: no Type chosen, and the focused radio has a round ring', async () => {
    const page = e2e.page;
    await openScreen(page, 'Counterparties');
    await page.getByRole('button', { name: 'New counterparty' }).click();
    const panel = page.getByRole('complementary', { name: 'New counterparty' });
    await panel.getByRole('form', { name: 'New counterparty' }).waitFor();
    const business = panel.getByLabel('Business');
    const individual = panel.getByLabel('Individual');
    expect(await business.isChecked()).toBe(false);
    expect(await individual.isChecked()).toBe(false);
    // By keyboard, as a person reaches it (focus-visible): back from the Name field.
    await panel.getByLabel('Name').focus();
    await page.keyboard.press('Shift+Tab');
    // With no choice yet, Shift+Tab reaches the group's last radio.
    expect(await individual.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await individual.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { width: rect.width, height: rect.height, outline: style.outlineStyle, focusVisible: element.matches(':focus-visible') };
    });
    expect(box.focusVisible).toBe(true);
    expect(box.outline).toBe('solid');
    expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(20);
    await saveScreenshot(page, 'counterparty-type-focus');
    await panel.getByRole('button', { name: 'Review the counterparty' }).click();
    await expect.poll(() => panel.locator('#counterparty-type-error').innerText()).toMatch(/^Choose Business \(a company\) or Individual \(a person\)/);
    await expectNoSeriousAxeViolations(page, 'New counterparty with the Type error');
    e2e.expectNoProblems();
  });
  it('every checkbox and radio (Exports, Audit, Outbox, the Ledger type picker) gets the one 2px focus ring, at least 3:1 against its background', async () => {
    const page = e2e.page;
    const checked: string[] = [];
    await openScreen(page, 'Exports');
    for (const screen of ['Exports', 'Audit', 'Outbox', 'Ledger'] as const) {
      await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
      if (screen === 'Ledger') await page.locator('.ledger-type-picker > summary').click();
      const controls = page.locator('input[type="checkbox"], input[type="radio"]').filter({ visible: true });
      await page.getByRole('heading', { name: screen, level: 1 }).waitFor();
      await controls.first().waitFor({ timeout: 20_000 });
      const count = await controls.count();
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        await page.keyboard.press('Shift'); // focus shown as after a key press (focus-visible), as a keyboard user sees it
        await control.focus();
        const ring = await control.evaluate((element) => {
          const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
            [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
          let background = 'rgb(255, 255, 255)';
          for (let node: Element | null = element.parentElement; node !== null; node = node.parentElement) {
            const colour = getComputedStyle(node).backgroundColor;
            const alpha = rgb(colour)[3];
            if (colour !== 'transparent' && (alpha === undefined || alpha === 1)) {
              background = colour;
              break;
            }
          }
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          const [light, dark] = [luminance(rgb(style.outlineColor)), luminance(rgb(background))].sort((a, b) => b - a) as [number, number];
          return {
            name: `${(element as HTMLInputElement).type} ${element.closest('label')?.textContent?.trim().slice(0, 40) ?? ''}`,
            focusVisible: element.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth,
            boxWidth: rect.width, boxHeight: rect.height, contrast: (light + 0.05) / (dark + 0.05),
          };
        });
        expect(ring.focusVisible, ring.name).toBe(true);
        // Read at once after focus, as a transition's first frame would show it (a 3 px ring was read here).
        expect([ring.style, ring.width], ring.name).toEqual(['solid', '2px']);
        // Its own size: the ring hugs a 16 px control, not a text field's tall box.
        expect(ring.boxHeight, ring.name).toBeLessThanOrEqual(20);
        expect(Math.abs(ring.boxWidth - ring.boxHeight), ring.name).toBeLessThanOrEqual(1);
        expect(ring.contrast, ring.name).toBeGreaterThanOrEqual(3);
        checked.push(`${screen}: ${ring.name}`);
      }
      await saveScreenshot(page, `focus-ring-${screen.toLowerCase()}`);
    }
    expect(checked.length).toBeGreaterThanOrEqual(4);
    e2e.expectNoProblems();
  });
});
