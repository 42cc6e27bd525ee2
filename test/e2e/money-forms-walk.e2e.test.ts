// What a new treasurer's walk through the money forms found, each checked as a person does it
// (mouse and keyboard) on the demo sandbox:
//   - the first mouse click on a rail in "New payment" chooses it (the first radio had focus,
//     and its blur read the group as "none checked");
// Screenshots money-forms-walk-rail-first-click.
import { expect, it } from 'vitest';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { goTo, paymentPanel } from './support/money-forms';
import { saveScreenshot } from './support/screenshots';
import { useSyncedWebShell } from './support/synced-web-shell';

const e2e = useBrowser();
const web = useSyncedWebShell();

it('the first mouse click on a rail chooses it, and no sentence says "null"', async () => {
  const page = e2e.page;
  await openApp(page, web.shell.url);
  await goTo(page, 'Payments');
  await page.locator('main').getByRole('button', { name: 'New payment', exact: true }).click();
  const panel = paymentPanel(page);
  await panel.getByRole('radio', { name: /^ACH/ }).waitFor();
  // The panel puts focus on its first field, as a keyboard user expects.
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('ach');
  const fedwire = panel.getByRole('radio', { name: /^Fedwire/ });
  const box = await fedwire.boundingBox();
  if (box === null) throw new Error('the Fedwire radio is not shown');
  // The press leaves the focused ACH radio: nothing on the panel may change under the pointer
  // before the release (a "Choose the rail first" error and the next fields appearing moved
  // Fedwire away from the pointer, and the release chose nothing).
  const before = await panel.innerText();
  // Nothing is flagged, and the rest of the form waits for a rail (it showed with the rail read as null).
  expect(await panel.locator('#payment-rail-error').innerText()).toBe('');
  expect(await panel.getByLabel('Counterparty', { exact: true }).count()).toBe(0);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Focus moved to Fedwire with the press; what the ACH radio's blur set off (a check, then a render) is drawn well within a second, even on a busy machine.
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('fedwire');
  await page.evaluate(() => new Promise((settled) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(settled)), 1_000)));
  expect(await panel.innerText()).toBe(before);
  await page.mouse.up();
  await waitForRpcIdle(page);
  expect(await fedwire.isChecked()).toBe(true);
  await expect.poll(() => panel.getByRole('button', { name: 'Review the Fedwire payment' }).count()).toBe(1);
  expect(await panel.locator('#payment-rail-error').innerText()).toBe('');
  await panel.getByLabel('Counterparty', { exact: true }).selectOption({ label: 'Acme Supplies LLC' });
  await waitForRpcIdle(page);
  await saveScreenshot(page, 'money-forms-walk-rail-first-click');
  expect(await panel.innerText()).not.toMatch(/\bnull\b/);
  expect(await panel.innerText()).toMatch(/by Fedwire/);
});
