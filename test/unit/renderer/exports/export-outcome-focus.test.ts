// @vitest-environment jsdom
// An export's button is disabled while it runs, which leaves a keyboard user on <body>:
// the outcome's heading takes focus when it appears, unless the person moved focus
// somewhere meanwhile (then it stays there).
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportOutcome } from '../../../../renderer/src/screens/exports/export-outcome';
import { useExports } from '../../../../renderer/src/stores/exports-store';

const cancelled = { type: 'cancelled', kind: 'ledger', rowsWritten: 0, at: '2026-11-27T06:00:00.000Z' } as const;

afterEach(() => {
  cleanup();
  useExports.setState({ outcome: null });
});

describe('ExportOutcome focus', () => {
  it('focus idle on <body>: the outcome heading takes it', () => {
    render(createElement(ExportOutcome, { accounts: new Map() }));
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => useExports.setState({ outcome: cancelled }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ledger export cancelled' }));
  });

  it('focus a person put on a control stays there', () => {
    const other = document.createElement('button');
    document.body.append(other);
    render(createElement(ExportOutcome, { accounts: new Map() }));
    other.focus();
    act(() => useExports.setState({ outcome: cancelled }));
    expect(document.activeElement).toBe(other);
    other.remove();
  });
});
