// A write's form, checked by the write's SHARED form schema (the one main parses with) as
// each field is left and on submit. The schema reads the typed text into the write's
// input, so what it answers is not the form's values: the cast to the form's resolver is
// made here once, not in every form. react-hook-form's own focus on an error is off: it
// follows the order fields were registered in (fields drawn once a rail or a kind is
// chosen come last), so usePrepareSubmit moves focus to the first flagged field as shown.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** `check`: the shared schema itself, or a resolver built on it (one rail's schema, the directory forms' sentences). */
export function useWriteForm<F extends FieldValues>(check: z.ZodType | Resolver<F>, initial: F): UseFormReturn<F> {
  const resolver = typeof check === 'function' ? check : (zodResolver(check as never) as unknown as Resolver<F>);
  return useForm<F>({ resolver, defaultValues: initial as DefaultValues<F>, mode: 'onTouched', shouldUnregister: false, shouldFocusError: false });
}
