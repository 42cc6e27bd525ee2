// @vitest-environment jsdom
// A format that cannot carry the statement (USDC in camt.053) offers those that can; a
// keyboard user who takes one ("Use Xero CSV") goes on from the format field, not from
// <body> (the button pressed is gone once the format fits).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, Fragment, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatementFormatId } from '../../../../shared/ipc';
import { FormatRefusal } from '../../../../renderer/src/screens/exports/statement-figures';
import type { StatementPreview } from '../../../../renderer/src/screens/exports/statement-requests';

const preview = { currency: 'USDC', formats: ['xero-csv', 'ofx'] } as unknown as StatementPreview;

function Section() {
  const [format, setFormat] = useState<StatementFormatId>('camt053');
  return createElement(Fragment, null,
    createElement('label', { htmlFor: 'format' }, 'Format'),
    createElement('select', { id: 'format', value: format, onChange: (event: { target: HTMLSelectElement }) => setFormat(event.target.value as StatementFormatId) },
      ['camt053', 'xero-csv', 'ofx'].map((value) => createElement('option', { key: value, value }, value))),
    format === 'camt053' && createElement(FormatRefusal, { format, preview, onChoose: setFormat, formatFieldId: 'format' }));
}

afterEach(cleanup);

describe('FormatRefusal', () => {
  it('a chosen format moves focus to the format field', async () => {
    const user = userEvent.setup();
    render(createElement(Section));
    expect(screen.getByText(/it only carries three-letter ISO 4217 currencies, and this account is in USDC/)).toBeTruthy();
    const use = screen.getByRole('button', { name: 'Use Xero CSV' });
    use.focus();
    await user.keyboard('{Enter}');
    expect((screen.getByLabelText('Format') as HTMLSelectElement).value).toBe('xero-csv');
    expect(screen.queryByRole('button', { name: 'Use Xero CSV' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Format'));
  });
});
