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
  it('lists a statement written in this session, with its rows and its path', () => {
    useExports.getState().noteStatement({ path: '/home/t/Treasury exports/statement-operating-2026-10.xml', fileName: 'statement-operating-2026-10.xml', rowsWritten: 42, bytesWritten: 2048 }, ['Account Operating', '2026-10-01 to 2026-10-31 (UTC)', 'camt.053'], 120);
    render(createElement(ExportHistory));
    expect(screen.queryByText(/No export yet in this session/)).toBeNull();
    const row = screen.getByText('Statement').closest('tr');
    expect(row?.textContent).toContain('42');
    expect(row?.textContent).toContain('statement-operating-2026-10.xml');
    expect(screen.getByText('Statement').closest('td')?.getAttribute('title')).toContain('camt.053');
  });
});
