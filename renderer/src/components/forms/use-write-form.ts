// A write's form, checked by the write's SHARED form schema (the one main parses with) as
// each field is left and on submit. The schema reads the typed text into the write's
// input, so what it answers is not the form's values: the cast to the form's resolver is
// made here once, not in every form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export function useWriteForm<F extends FieldValues>(schema: z.ZodType, initial: F): UseFormReturn<F> {
  return useForm<F>({ resolver: zodResolver(schema as never) as unknown as Resolver<F>, defaultValues: initial as DefaultValues<F>, mode: 'onTouched' });
}
