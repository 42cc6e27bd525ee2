// jsdom has no layout, so it lacks Element.scrollIntoView, which the window calls to bring a
// field and its error into view (renderer/src/components/forms/reveal-field.ts). Unit tests
// in jsdom get a no-op in its place; a test that checks the scrolling replaces it with a spy.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView(): void {};
}
