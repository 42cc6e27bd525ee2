// @vitest-environment jsdom
// A reference is a code whose parts keep their logical order: when it starts left to right,
// its RTL runs (a Hebrew or Arabic word, a phrase) are isolates of their own; one that
// starts right to left is left as it is (the cell's dir="auto" must still see its letters);
// nothing is added to its text. A list's reference column shows it so; every text cell
// keeps taking its direction from its text.
// (How Chromium lays it out: text-direction-length.e2e.test.ts.)
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeText, codeParts, startsLeftToRight } from '../../../../renderer/src/components/code-text';
import { RecordTable, type Column } from '../../../../renderer/src/components/lists/record-table';
import { Code } from '../../../../renderer/src/components/lists/detail-parts';

afterEach(cleanup);

describe('codeParts', () => {
  it('cuts a code into its left-to-right parts and its RTL runs, in order, losing nothing', () => {
    expect(codeParts('INV-שלום-0042')).toEqual([
      { text: 'INV-', rtl: false },
      { text: 'שלום', rtl: true },
      { text: '-0042', rtl: false },
    ]);
    expect(codeParts('PO 7 فاتورة شهر 3')).toEqual([
      { text: 'PO 7 ', rtl: false },
      { text: 'فاتورة شهر', rtl: true },
      { text: ' 3', rtl: false },
    ]);
    expect(codeParts('INV-2024-001')).toEqual([{ text: 'INV-2024-001', rtl: false }]);
    expect(codeParts('שלום')).toEqual([{ text: 'שלום', rtl: true }]);
    for (const value of ['INV-שלום-0042', 'a ב c ד', 'חברת שלום בע״מ 12']) expect(codeParts(value).map((part) => part.text).join('')).toBe(value);
  });
});

describe('CodeText', () => {
  it('isolates each RTL run of a code that starts left to right, with the same text', () => {
    const { container } = render(createElement(CodeText, { value: 'INV-שלום-0042' }));
    const outer = container.firstElementChild as HTMLElement;
    expect(outer.getAttribute('dir')).toBeNull(); // its direction is the cell's, from its first letter
    expect(outer.textContent).toBe('INV-שלום-0042');
    const inner = outer.querySelectorAll('bdi');
    expect([...inner].map((element) => [element.getAttribute('dir'), element.textContent])).toEqual([['rtl', 'שלום']]);
  });

  it('leaves a code that starts right to left as it is', () => {
    expect(startsLeftToRight('INV-שלום-0042')).toBe(true);
    expect(startsLeftToRight('0042-INV')).toBe(true);
    expect(startsLeftToRight('חשבונית מס 1042')).toBe(false);
    expect(startsLeftToRight('1042 فاتورة')).toBe(false);
    const { container } = render(createElement(CodeText, { value: 'חשבונית מס 1042' }));
    expect(container.querySelector('bdi')).toBeNull();
    expect(container.textContent).toBe('חשבונית מס 1042');
  });
});

describe("a list's reference column", () => {
  interface Row {
    id: string;
    name: string;
    reference: string;
  }
  const columns: Column<Row>[] = [
    { id: 'name', header: 'Counterparty', priority: 1, cell: (row) => row.name },
    { id: 'reference', header: 'Reference', priority: 2, cell: (row) => row.reference },
  ];
  it('shows the reference as a code; both cells take their direction from their text', () => {
    const rows = [{ id: 'pmt_1', name: 'חברת שלום בע״מ', reference: 'INV-שלום-0042' }];
    render(createElement(RecordTable as (props: Parameters<typeof RecordTable<Row>>[0]) => ReturnType<typeof RecordTable>, { label: 'Payments', columns, rows, idOf: (row: Row) => row.id, selectedId: null, onOpen: () => undefined }));
    const [name, reference] = [...document.querySelectorAll('tbody td')] as HTMLElement[];
    expect(name?.getAttribute('dir')).toBe('auto');
    expect(reference?.getAttribute('dir')).toBe('auto');
    expect(name?.querySelector('bdi')).toBeNull();
    expect(reference?.querySelector('.code-text > bdi[dir="rtl"]')?.textContent).toBe('שלום');
    expect(reference?.textContent).toBe('INV-שלום-0042');
  });
});

describe("a detail panel's Reference row", () => {
  it('shows the code isolated, its RTL run in its own isolate, and nothing for no reference', () => {
    const { container } = render(createElement(Code, { value: 'INV-שלום-0042' }));
    const outer = container.firstElementChild as HTMLElement;
    expect(outer.tagName).toBe('BDI');
    expect(outer.textContent).toBe('INV-שלום-0042');
    expect([...outer.querySelectorAll('bdi[dir="rtl"]')].map((element) => element.textContent)).toEqual(['שלום']);
    cleanup();
    const empty = render(createElement(Code, { value: null }));
    expect(empty.container.querySelector('bdi')).toBeNull();
  });
});
