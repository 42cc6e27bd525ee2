// `/` and each screen's "Search ..." palette action focus the search field of the screen
// shown: the element it marks with `data-screen-search`.

/** Focuses the shown screen's search; false when it has none. */
export function focusScreenSearch(): boolean {
  const search = document.querySelector<HTMLElement>('[data-screen-search]');
  if (search === null) return false;
  search.focus();
  return true;
}
