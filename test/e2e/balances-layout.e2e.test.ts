// Balances as it reads when scrolled and charted (issue: small things):
//   the table's sticky header never covers the currency group row it heads, and sticks at
//   the screen's top edge (no band above it where scrolled rows show);
//   the balance chart draws steps (a balance holds until the next posting).
// Screenshots balances-scrolled-<width>.
import { expect, it } from 'vitest';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { useSyncedWebShell } from './support/synced-web-shell';

const e2e = useBrowser();
const web = useSyncedWebShell();

// 1280x800, and 512x350 (200 % zoom of a 1024x700 window), where the screen's top padding is
// smaller: there the header sat 4 px above the screen's edge and rows scrolling under it showed
// between it and the group row.
it.each([{ width: 1280, height: 800 }, { width: 512, height: 350 }])('keeps the first currency group row clear of the sticky header when scrolled at $width x $height', async (viewport) => {
  const page = e2e.page;
  await page.setViewportSize(viewport);
  await openApp(page, web.shell.url);
  const table = page.getByRole('table', { name: 'Balances by account' });
  await table.waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page, { quietMs: 600 });
  const screen = page.getByRole('main', { name: 'Balances' });
  // Scroll so the table's top has passed the top of the screen by a few pixels, then by
  // most of the first group: the first group row is never drawn under the header.
  const overlaps: string[] = [];
  for (const by of [4, 12, 24, 60]) {
    const measure = await screen.evaluate((main, extra) => {
      const tableElement = main.querySelector('table[aria-label="Balances by account"]') as HTMLElement;
      main.scrollTop = tableElement.getBoundingClientRect().top - main.getBoundingClientRect().top + main.scrollTop + extra;
      const head = (tableElement.querySelector('thead th') as HTMLElement).getBoundingClientRect();
      const group = (tableElement.querySelector('tr.currency-group-row th') as HTMLElement).getBoundingClientRect();
      const section = (tableElement.querySelector('tbody') as HTMLElement).getBoundingClientRect();
      return { headTop: Math.round(head.top), screenTop: Math.round(main.getBoundingClientRect().top), headBottom: Math.round(head.bottom), groupTop: Math.round(group.top), sectionBottom: Math.round(section.bottom) };
    }, by);
    // While its group is still in view below the header, the group row starts at or below the header's bottom.
    if (measure.sectionBottom > measure.headBottom + 40 && measure.groupTop < measure.headBottom - 1) overlaps.push(`scrolled ${by}px: ${JSON.stringify(measure)}`);
    // Scrolled past the table's top, the header sits at the screen's top edge: nothing shows above it.
    if (by >= 12 && Math.abs(measure.headTop - measure.screenTop) > 1) overlaps.push(`scrolled ${by}px, a band above the header: ${JSON.stringify(measure)}`);
    if (by === 12) await saveScreenshot(page, `balances-scrolled-${viewport.width}`);
  }
  expect(overlaps).toEqual([]);
  e2e.expectNoProblems();
});

it('draws the balance history as steps: each segment of the line is level or upright', async () => {
  const page = e2e.page;
  // Record the vertices of every Path2D the page draws (uPlot builds its lines as Path2D).
  await page.addInitScript(() => {
    const paths: Array<Array<[number, number]>> = [];
    const byPath = new WeakMap<Path2D, Array<[number, number]>>();
    (window as unknown as { drawnPaths: typeof paths }).drawnPaths = paths;
    for (const name of ['moveTo', 'lineTo'] as const) {
      const original = Path2D.prototype[name];
      Path2D.prototype[name] = function (this: Path2D, x: number, y: number) {
        let vertices = byPath.get(this);
        if (vertices === undefined) {
          vertices = [];
          byPath.set(this, vertices);
          paths.push(vertices);
        }
        vertices.push([x, y]);
        original.call(this, x, y);
      };
    }
  });
  await openApp(page, web.shell.url);
  const chart = page.getByRole('img', { name: /balance/i });
  await chart.waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page, { quietMs: 600 });
  const summary = (await chart.getAttribute('aria-label')) ?? '';
  const count = Number(/\((\d+) points\)/.exec(summary)?.[1] ?? '0');
  expect(count, summary).toBeGreaterThan(2);
  const line = await page.evaluate((points) => {
    const paths = (window as unknown as { drawnPaths: Array<Array<[number, number]>> }).drawnPaths;
    // The balance line: the longest path with at least a vertex per point.
    return paths.filter((vertices) => vertices.length >= points).sort((a, b) => b.length - a.length)[0] ?? [];
  }, count);
  expect(line.length).toBeGreaterThanOrEqual(count);
  const slanted = line.slice(1).filter(([x, y], index) => {
    const [px, py] = line[index] as [number, number];
    return Math.abs(x - px) > 0.5 && Math.abs(y - py) > 0.5;
  });
  expect(slanted, 'segments that are neither level nor upright').toEqual([]);
  await saveScreenshot(page, 'balances-chart-steps');
  e2e.expectNoProblems();
});
