// @vitest-environment jsdom
// The statement preview names a closing balance by its day only when the period is over;
// a period still running (this month) says its closing is the balance as of the last sync.
// BAI2 and MT940 say, in the format hint and the preview, that they carry Latin letters only.
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatementFigures, StatementWrittenPanel } from '../../../../renderer/src/screens/exports/statement-figures';
import { statementFormatHint } from '../../../../renderer/src/screens/exports/statement-choices';
import type { StatementPreview, StatementWritten } from '../../../../renderer/src/screens/exports/statement-requests';

function preview(interim: boolean): StatementPreview {
  return {
    accountId: 'acc_1', accountName: 'Operating', currency: 'USD', from: '2026-11-01', to: '2026-11-30', timeZone: 'UTC',
    opening: '100.00', closing: '150.00', credits: '50.00', debits: '0.00', creditCount: 1, debitCount: 0, entryCount: 1,
    asOf: '2026-11-27T05:00:00.000Z', formats: ['camt053'], interim,
  } as unknown as StatementPreview;
}

afterEach(cleanup);

describe('StatementFigures', () => {
  it('a period that is over closes on its last day', () => {
    render(createElement(StatementFigures, { preview: preview(false) }));
    expect(screen.getByText('Closing balance, 2026-11-30')).toBeTruthy();
    expect(screen.queryByText(/This period is not over/)).toBeNull();
  });

  it('a period still running says its closing is as of the last sync, not its last day', () => {
    render(createElement(StatementFigures, { preview: preview(true) }));
    expect(screen.queryByText('Closing balance, 2026-11-30')).toBeNull();
    expect(screen.getByText('Closing balance so far')).toBeTruthy();
    expect(screen.getByText(/This period is not over: its closing balance is the balance as of the last sync/)).toBeTruthy();
  });
});

describe('what BAI2 and MT940 cannot carry', () => {
  const note = 'BAI2 and MT940 carry only Latin letters: names and references in other scripts are written as ?; choose camt.053, OFX or a CSV to keep them.';
  it.each(['bai2', 'mt940'] as const)('%s: the format hint and the preview say it before the file is written', (format) => {
    expect(statementFormatHint(format)).toContain(note);
    render(createElement(StatementFigures, { preview: preview(false), format }));
    expect(screen.getByText(note)).toBeTruthy();
  });

  it('the hint reads as one sentence: "Read by older European ERPs", not "Read by Older"', () => {
    expect(statementFormatHint('mt940')).toMatch(/^Read by older European ERPs and accounting systems\./);
  });

  it.each(['camt053', 'ofx', 'quickbooks-csv', 'xero-csv'] as const)('%s keeps every script: no such note', (format) => {
    expect(statementFormatHint(format)).not.toContain('Latin');
    render(createElement(StatementFigures, { preview: preview(false), format }));
    expect(screen.queryByText(/Latin letters/)).toBeNull();
  });
});

describe('StatementWrittenPanel', () => {
  it('takes focus when it appears, so a keyboard user is not left on <body>, and calls an interim closing so', () => {
    const written = { fileName: 'statement-operating-2026-11-01_2026-11-27-camt053.xml', path: '/tmp/x.xml', rowsWritten: 84, summary: { ...preview(true), accountName: 'Operating' } } as unknown as StatementWritten;
    render(createElement(StatementWrittenPanel, { written }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Statement written: 84 entries' }));
    expect(screen.getByText('Closing balance so far (interim)')).toBeTruthy();
  });
});
