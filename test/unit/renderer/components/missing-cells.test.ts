// @vitest-environment jsdom
// An empty reference, email or country in a list reads as the app's one missing value (a
// dash on screen, "None" only for a screen reader), never the word "None" on screen, and
// an empty text counts as missing too.
import { cleanup, render } from '@testing-library/react';
import { createElement, Fragment, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionColumns } from '../../../../renderer/src/screens/collections/collection-columns';
import { COUNTERPARTY_COLUMNS } from '../../../../renderer/src/screens/counterparties/counterparty-columns';
import { PAYMENT_COLUMNS } from '../../../../renderer/src/screens/payments/payment-columns';

afterEach(cleanup);

function shown(node: ReactNode): HTMLElement {
  return render(createElement(Fragment, null, node)).container;
}

type Cells = ReadonlyArray<{ id: string; cell: (row: never) => ReactNode }>;
const cellOf = (columns: unknown, id: string) => (columns as Cells).find((column) => column.id === id)!.cell;

describe('missing values in lists', () => {
  it.each([
    ['payments', PAYMENT_COLUMNS, 'reference', { reference: null }],
    ['payments', PAYMENT_COLUMNS, 'reference', { reference: '' }],
    ['collections', collectionColumns(new Map()), 'reference', { reference: null }],
    ['counterparties', COUNTERPARTY_COLUMNS, 'country', { country: null }],
    ['counterparties', COUNTERPARTY_COLUMNS, 'email', { email: '' }],
  ])('%s: an empty %s is the missing value', (_screen, columns, id, row) => {
    const cell = shown(cellOf(columns, id)(row as never));
    expect(cell.querySelector('.missing-value')).not.toBeNull();
    expect(cell.querySelector('[aria-hidden="true"]')?.textContent).toBe('\u2014');
  });
});
