// Where focus goes when a write's panel shows a step, so a keyboard user goes on from
// there (never from <body>): a form's first field (of a radio group, its chosen radio), or
// the review's or outcome's heading (tabIndex -1, read first by a screen reader). A form
// still loading its choices gets the focus on its first field as soon as that field
// appears, unless the person has moved on; a step whose content already placed focus
// inside it keeps that focus.
import { useEffect, type RefObject } from 'react';

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const STEP_HEADING = 'h3[tabindex="-1"]';

/**
 * A form's first field; when that is a radio of a group with a choice made (a form shown
 * again after "Change the payment"), the chosen radio, where Tab enters the group: the
 * choice the person made, not the group's first option.
 */
function firstField(container: HTMLElement): HTMLElement | null {
  const first = container.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(FIRST_FIELD);
  if (first === null || first.type !== 'radio' || first.name === '') return first;
  const chosen = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked:not([disabled])')].find((radio) => radio.name === first.name && radio.form === first.form);
  return chosen ?? first;
}

/** Focuses the step's target inside `container`; false when it is not there yet. */
function focusTarget(container: HTMLElement, at: 'form' | 'review' | 'outcome'): boolean {
  const target = at === 'form' ? firstField(container) : container.querySelector<HTMLElement>(STEP_HEADING);
  if (target === null) return false;
  target.focus();
  return true;
}

/** Whether focus is nowhere a person put it: on <body>, or on the panel itself rather than one of its controls. */
function focusIsIdle(container: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === container.closest('aside');
}

/** Moves focus into the step shown in `container` each time `stepKey` changes. */
export function useStepFocus(container: RefObject<HTMLElement | null>, at: 'form' | 'review' | 'outcome', stepKey: unknown): void {
  useEffect(() => {
    const element = container.current;
    // The step's own content may have put focus somewhere already (a refused form focuses
    // the field the refusal names): it stays there. Moving it would also blur that field,
    // and a field left is validated again, which clears the refusal placed on it.
    if (element === null || (element.contains(document.activeElement) && document.activeElement !== element)) return;
    if (focusTarget(element, at)) return;
    const observer = new MutationObserver(() => {
      if (!focusIsIdle(element) || focusTarget(element, at)) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, at, stepKey]);
}
