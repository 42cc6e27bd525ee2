// @vitest-environment jsdom
// Main's refusal placed at its fields ("Change the payment" from a refused review): the
// first field flagged AS SHOWN (not as listed) takes focus, and its error under it is
// scrolled into view too (focus alone showed only the field; the refusal's words stayed
// below the fold).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement, useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, expect, it, vi } from 'vitest';
import { describedBy, FieldError } from '../../../../renderer/src/components/forms/field-message';
import { focusFirstFlaggedField } from '../../../../renderer/src/components/forms/focus-first-flagged';
import { placePrepareAnswer } from '../../../../renderer/src/components/forms/place-prepare-answer';

afterEach(cleanup);

type Values = { amount: string; reference: string };

function AmountForm({ onForm }: { onForm(form: UseFormReturn<Values>): void }) {
  const form = useForm<Values>({ defaultValues: { amount: '', reference: '' } });
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  const error = form.formState.errors.amount?.message;
  const referenceError = form.formState.errors.reference?.message;
  return createElement('form', { 'aria-label': 'Payment' },
    createElement('label', { htmlFor: 'amount' }, 'Amount'),
    createElement('input', { id: 'amount', 'aria-invalid': error !== undefined, 'aria-describedby': describedBy('amount', error !== undefined), ...form.register('amount') }),
    createElement('span', { id: 'amount-hint' }, 'As you would write it'),
    createElement(FieldError, { id: 'amount', message: error }),
    createElement('label', { htmlFor: 'reference' }, 'Reference'),
    createElement('input', { id: 'reference', 'aria-invalid': referenceError !== undefined, ...form.register('reference') }));
}

it("focuses the refused field and scrolls its error into view, then the field, each only as far as needed", async () => {
  const scrolled: Array<{ id: string; block: unknown }> = [];
  const scrollIntoView = vi.fn(function (this: HTMLElement, options?: ScrollIntoViewOptions) {
    scrolled.push({ id: this.id, block: options?.block });
  });
  Element.prototype.scrollIntoView = scrollIntoView;
  let form: UseFormReturn<Values> | undefined;
  render(createElement(AmountForm, { onForm: (f: UseFormReturn<Values>) => (form = f) }));
  await waitFor(() => expect(form).toBeDefined());
  act(() => {
    placePrepareAnswer(form as UseFormReturn<Values>, {
      ok: true,
      value: { ok: false, fieldErrors: [{ field: 'reference', message: 'The reference is too long.' }, { field: 'amount.value', message: 'The server refused it: the amount exceeds the available balance (req_42).' }] },
    }, ['reference', 'amount'], (name) => (name.startsWith('amount') ? 'amount' : name === 'reference' ? 'reference' : null));
  });
  await waitFor(() => expect(screen.getByLabelText('Reference').getAttribute('aria-invalid')).toBe('true'));
  expect(focusFirstFlaggedField(screen.getByRole('form', { name: 'Payment' }) as HTMLFormElement)).toBe(true);
  expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
  await waitFor(() => expect(scrolled).toEqual([{ id: 'amount-error', block: 'nearest' }, { id: 'amount', block: 'nearest' }]));
  expect(screen.getByText(/exceeds the available balance/).id).toBe('amount-error');
});
