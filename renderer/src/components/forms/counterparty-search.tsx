// A counterparty found by searching its name, then chosen in a list of the active ones the
// search finds (as of the last sync): the "New payment" and "New collection" forms' one
// way to choose who is paid or who pays. A search that finds exactly one chooses it while
// none is chosen; the chosen one stays listed whatever is typed after. Names are cut with
// "…" in the list (a native list cannot cut them itself), whole in the option's title.
import { countOf } from '../../../../shared/count-words';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cutText } from '../../../../shared/cut-text';
import { ipcQuery } from '../../queries/ipc-queries';
import { describedBy, FieldError, FieldHint } from './field-message';

/** The search field's hint: how many active counterparties the typed part of a name finds. */
export function searchHint(count: number): string {
  return `Type part of a name: ${count === 0 ? 'no counterparty matches' : countOf(count, 'match', 'matches')}.`;
}

/** The longest name an option shows whole: a native list cannot cut with "…" itself, and a longer name pushes it off the panel. */
export const OPTION_NAME_MAX = 60;

interface Props {
  /** Ids: `${idPrefix}-search`, `${idPrefix}-counterparty` (with -hint and -error). */
  readonly idPrefix: string;
  /** The list's label: "Counterparty", "From counterparty". */
  readonly label: string;
  readonly hint: string;
  /** The chosen counterparty's id ('' for none). */
  readonly value: string;
  readonly field: UseFormRegisterReturn;
  readonly error: string | undefined;
  /** Chooses one for the person (the only match of a search). */
  choose(counterpartyId: string): void;
}

export function CounterpartySearch({ idPrefix, label, hint, value, field, error, choose }: Props) {
  const [search, setSearch] = useState('');
  const list = useQuery({ ...ipcQuery('counterparties.list', { statuses: ['active'], limit: 50, ...(search.trim() === '' ? {} : { search: search.trim() }) }), placeholderData: keepPreviousData });
  const detail = useQuery({ ...ipcQuery('counterparties.detail', { id: value }), enabled: value !== '' });
  const rows = (list.data?.rows ?? []).filter((row) => row.goneAt === null);
  const chosen = rows.find((row) => row.id === value) ?? (detail.data === undefined ? undefined : { id: detail.data.counterparty.id, name: detail.data.counterparty.name });

  const onlyMatch = search.trim() !== '' && !list.isFetching && rows.length === 1 ? rows[0]!.id : undefined;
  useEffect(() => {
    if (value === '' && onlyMatch !== undefined) choose(onlyMatch);
  }, [value, onlyMatch, choose]);

  const searchId = `${idPrefix}-search`;
  const listId = `${idPrefix}-counterparty`;
  return (
    <>
      <label htmlFor={searchId}>Find a counterparty</label>
      <input id={searchId} type="search" dir="auto" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} aria-describedby={`${searchId}-hint`} />
      <FieldHint id={searchId}>{list.isFetching ? 'Searching…' : searchHint(rows.length)}</FieldHint>

      <label htmlFor={listId}>{label}</label>
      <select id={listId} aria-invalid={error !== undefined} aria-describedby={describedBy(listId, error !== undefined)} {...field}>
        <option value="">Choose a counterparty…</option>
        {chosen !== undefined && !rows.some((row) => row.id === chosen.id) && <CounterpartyOption id={chosen.id} name={chosen.name} />}
        {rows.map((row) => (
          <CounterpartyOption key={row.id} id={row.id} name={row.name} />
        ))}
      </select>
      <FieldHint id={listId}>{hint}</FieldHint>
      <FieldError id={listId} message={error} />
    </>
  );
}

/** A counterparty in the list: its name cut with "…" past OPTION_NAME_MAX characters, the whole name in its title. */
function CounterpartyOption({ id, name }: { id: string; name: string }) {
  const shown = cutText(name, OPTION_NAME_MAX);
  return (
    <option value={id} title={shown === name ? undefined : name}>
      {shown}
    </option>
  );
}
