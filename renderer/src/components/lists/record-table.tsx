// The list of a screen as a grid of rows: one row is in the tab order (the open one, or
// the first), the arrow keys move between rows (Home/End, PageUp/PageDown by ten), Enter
// or a click opens the row's detail. Rows carry `data-id` so tests can match them with
// what the cache said. Columns give way by priority when the frame is narrow (a side
// panel open): column-priority.ts. Text cells take their direction from their text; a
// code column's (a reference) keeps its parts in order around an RTL word (code-text.tsx).
// `busy`: the rows wait for a new answer (aria-busy, dimmed by activity.css). A focused
// row that a new answer removes hands focus to the row now in the tab order, not <body>.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PrioritizedColumn } from './column-priority';
import { FittedColGroup, useFittedColumns } from './use-fitted-columns';
import { CodeText } from '../code-text';

export interface Column<Row> extends PrioritizedColumn {
  readonly id: string;
  readonly header: string;
  readonly numeric?: boolean;
  /** Extra class of the column's cells. */
  readonly className?: string;
  /**
   * The cell's full text on hover, when it may be cut. Text cells take their direction
   * from their text (`dir="auto"`), so an Arabic or Hebrew name is cut at its own end.
   */
  title?(row: Row): string | undefined;
  cell(row: Row): ReactNode;
  /**
   * The cells hold a code (a reference such as "INV-שלום-0042"): its parts keep their
   * logical order around an RTL word (code-text.tsx). By default, the column with the id
   * `reference`.
   */
  readonly code?: boolean;
}

const isCodeColumn = (column: Column<never>): boolean => column.code ?? column.id === 'reference';

/** A cell's content: a code column's text as a code; anything else as the column gives it. */
function cellContent<Row>(column: Column<Row>, row: Row): ReactNode {
  const content = column.cell(row);
  return isCodeColumn(column as Column<never>) && typeof content === 'string' && content !== '' ? <CodeText value={content} /> : content;
}

const PAGE_STEP = 10;

function cellClass(column: Column<never>): string | undefined {
  const names = [column.numeric === true ? 'numeric' : '', column.className ?? ''].filter((name) => name !== '');
  return names.length === 0 ? undefined : names.join(' ');
}

/** The row index a key moves to from `index` (null: the key is not a move). */
export function nextRowIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(count - 1, index + PAGE_STEP);
    case 'PageUp':
      return Math.max(0, index - PAGE_STEP);
    default:
      return null;
  }
}

export function RecordTable<Row>({ label, columns, rows, idOf, selectedId, onOpen, busy = false }: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  idOf: (row: Row) => string;
  selectedId: string | null;
  onOpen: (id: string) => void;
  busy?: boolean;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { frameRef, shown } = useFittedColumns(columns);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  // Whether focus was on a row when it last left one for nowhere (a removed row's focus goes to <body>).
  const rowHadFocus = useRef(false);
  const ids = rows.map(idOf);
  const tabStop = focusedId !== null && ids.includes(focusedId) ? focusedId : selectedId !== null && ids.includes(selectedId) ? selectedId : (ids[0] ?? null);
  const focusedRowGone = focusedId !== null && !ids.includes(focusedId);

  useLayoutEffect(() => {
    if (!focusedRowGone || !rowHadFocus.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    body.current?.querySelector<HTMLElement>('tr[tabindex="0"]')?.focus();
  }, [focusedRowGone, rows]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr');
    const index = row === null ? -1 : ids.indexOf(row.dataset['id'] ?? '');
    if (index === -1) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(ids[index] as string);
      return;
    }
    const next = nextRowIndex(event.key, index, ids.length);
    if (next === null) return;
    event.preventDefault();
    const target = body.current?.rows[next];
    target?.focus();
    target?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div className="table-frame" ref={frameRef}>
      <table className="data-table record-table" role="grid" aria-label={label} aria-readonly="true" aria-rowcount={rows.length + 1} aria-busy={busy}>
        <FittedColGroup columns={shown} />
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          ref={body}
          onKeyDown={onKeyDown}
          onFocus={() => {
            rowHadFocus.current = true;
          }}
          onBlur={(event) => {
            // Focus moved to another element (not lost with a removed row).
            if (event.relatedTarget !== null) rowHadFocus.current = false;
          }}
        >
          {rows.map((row, index) => {
            const id = ids[index] as string;
            return (
              <tr
                key={id}
                data-id={id}
                tabIndex={id === tabStop ? 0 : -1}
                aria-selected={id === selectedId}
                aria-rowindex={index + 2}
                onFocus={() => setFocusedId(id)}
                onClick={() => {
                  setFocusedId(id);
                  onOpen(id);
                }}
              >
                {shown.map((column) => (
                  <td key={column.id} className={cellClass(column)} title={column.title?.(row)} dir={column.numeric === true ? undefined : 'auto'}>
                    {cellContent(column, row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
