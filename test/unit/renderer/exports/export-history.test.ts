// @vitest-environment jsdom
// "This session's exports" lists a statement written like any other file: what it is,
// its rows, its path (the list said "No export yet in this session" after statements).
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportHistory } from '../../../../renderer/src/screens/exports/export-history';
import { useExports } from '../../../../renderer/src/stores/exports-store';

afterEach(() => {
  cleanup();
  useExports.setState({ history: [] });
});

describe('ExportHistory', () => {
  it('lists a statement written in this session by its account and days (never "filtered"), with its rows and its path', () => {
    useExports.getState().noteStatement({ path: '/home/t/Treasury exports/statement-operating-2026-10.xml', fileName: 'statement-operating-2026-10.xml', rowsWritten: 42, bytesWritten: 2048 }, { accountName: 'Operating', from: '2026-10-01', to: '2026-10-31', timeZone: 'UTC', formatLabel: 'camt.053 (ISO 20022 XML)' }, 120);
    render(createElement(ExportHistory));
    expect(screen.queryByText(/No export yet in this session/)).toBeNull();
    const what = screen.getByText(/^Statement of/).closest('td') as HTMLElement;
    expect(what.textContent).toBe('Statement of Operating, 2026-10-01 to 2026-10-31');
    expect(what.querySelector('bdi')?.textContent).toBe('Operating');
    expect(what.getAttribute('title')).toBe('Statement of Operating, 2026-10-01 to 2026-10-31 (UTC), camt.053 (ISO 20022 XML)');
    const row = what.closest('tr');
    expect(row?.textContent).toContain('42');
    expect(row?.textContent).toContain('statement-operating-2026-10.xml');
    expect(row?.textContent).not.toContain('filtered');
  });

  it('says a list export was filtered, with the filters on hover', () => {
    useExports.setState({ history: [{ path: '/t/payments.csv', fileName: 'payments.csv', rowsWritten: 3, bytesWritten: 300, id: 99, kind: 'payments', finishedAt: '2026-11-01T10:00:00Z', durationMs: 5, bom: false, filterWords: ['Status: Completed'] }] });
    render(createElement(ExportHistory));
    const what = screen.getByText('Payments').closest('td') as HTMLElement;
    expect(what.textContent).toBe('Payments (filtered)');
    expect(what.getAttribute('title')).toBe('Status: Completed');
  });
});
