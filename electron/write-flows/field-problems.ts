// Collects the field errors of one `prepare`, each naming the field a person filled in
// and saying what to fix.
import type { FieldError } from '../../shared/api-errors';

export class FieldProblems {
  private readonly errors: FieldError[] = [];

  add(field: string, message: string): void {
    if (!this.errors.some((e) => e.field === field && e.message === message)) this.errors.push({ field, message });
  }

  addAll(errors: ReadonlyArray<FieldError>): void {
    for (const e of errors) this.add(e.field, e.message);
  }

  has(field?: string): boolean {
    return field === undefined ? this.errors.length > 0 : this.errors.some((e) => e.field === field);
  }

  get list(): readonly FieldError[] {
    return this.errors;
  }
}

export { friendlyMessage, inputFieldOf } from '../../shared/forms/form-messages';
