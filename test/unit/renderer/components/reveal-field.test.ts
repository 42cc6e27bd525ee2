// @vitest-environment jsdom
// Main's refusal placed at a field ("Change the payment" from a refused review): the field
// takes focus and its error under it is scrolled into view too (focus alone showed only
// the field; the refusal's words stayed below the fold).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement, useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, expect, it, vi } from 'vitest';
import { describedBy, FieldError } from '../../../../renderer/src/components/forms/field-message';
import { placePrepareAnswer } from '../../../../renderer/src/components/forms/place-prepare-answer';

afterEach(cleanup);

type Values = { amount: string; reference: string };

function AmountForm({ onForm }: { onForm(form: UseFormReturn<Values>): void }) {
  const form = useForm<Values>({ defaultValues: { amount: '', reference: '' } });
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  const error = form.formState.errors.amount?.message;
  return createElement('form', null,
    createElement('label', { htmlFor: 'amount' }, 'Amount'),
    createElement('input', { id: 'amount', 'aria-describedby': describedBy('amount', error !== undefined), ...form.register('amount') }),
    createElement('span', { id: 'amount-hint' }, 'As you would write it'),
    createElement(FieldError, { id: 'amount', message: error }),
    createElement('label', { htmlFor: 'reference' }, 'Reference'),
    createElement('input', { id: 'reference', ...form.register('reference') }));
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
    placePrepareAnswer(form as UseFormReturn<Values>, { ok: true, value: { ok: false, fieldErrors: [{ field: 'amount.value', message: 'The server refused it: the amount exceeds the available balance (req_42).' }] } }, ['amount', 'reference'], (name) => (name.startsWith('amount') ? 'amount' : null));
  });
  expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
  await waitFor(() => expect(scrolled).toEqual([{ id: 'amount-error', block: 'nearest' }, { id: 'amount', block: 'nearest' }]));
  expect(screen.getByText(/exceeds the available balance/).id).toBe('amount-error');
});
