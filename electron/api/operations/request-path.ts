// Turns an operation's path template and its parameters into the exact path sent:
// every parameter is checked against its id pattern, then percent-encoded.
import { TreasuryError } from '../../../shared/errors';
import { ID_PREFIXES, isId, type IdKind } from '../../../shared/ids';

export class InvalidPathParameterError extends TreasuryError {
  readonly kind = 'input';
  readonly code = 'invalid_path_parameter';
  constructor(readonly parameter: string, readonly expected: IdKind) {
    super(`${parameter} must be an id of the form ${ID_PREFIXES[expected]}<letters and digits>.`);
    this.name = 'InvalidPathParameterError';
  }
}

export function buildRequestPath(template: string, kinds: Readonly<Record<string, IdKind>>, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (_match, name: string) => {
    const kind = kinds[name];
    const value = values[name];
    if (kind === undefined) throw new Error(`Operation path ${template} has no kind for {${name}}.`);
    if (!isId(kind, value)) throw new InvalidPathParameterError(name, kind);
    return encodeURIComponent(value);
  });
}
