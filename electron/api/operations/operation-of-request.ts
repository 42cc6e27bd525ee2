// Which operation of the table a request was, from its method and its path as signed and
// sent (the base path, the path parameters filled in, the query): what the audit trail
// keeps of a request, said again by operation when the trail is read.
import { OPERATIONS, type OperationName } from './operation-table';

interface PathTemplate {
  name: OperationName;
  method: string;
  pattern: RegExp;
  literals: number;
}

const PARAMETER = /^\{[A-Za-z]+\}$/;
const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's paths as patterns, those with more fixed segments first (`/payments/ach/{id}` before `/payments/{id}`). */
const TEMPLATES: readonly PathTemplate[] = (Object.keys(OPERATIONS) as OperationName[])
  .map((name) => {
    const segments = OPERATIONS[name].path.split('/').filter((segment) => segment !== '');
    const source = segments.map((segment) => (PARAMETER.test(segment) ? '[^/]+' : escapeForRegExp(segment))).join('/');
    return { name, method: OPERATIONS[name].method, pattern: new RegExp(`^/${source}$`), literals: segments.filter((segment) => !PARAMETER.test(segment)).length };
  })
  .sort((a, b) => b.literals - a.literals);

/**
 * The operation a sent request performed (`GET /v1/payments/ach/pmt_1?x=1` → getAchPayment),
 * or null when no operation of the table has that method and path. The base path is
 * everything up to the first `/v1`.
 */
export function operationOfRequest(method: string, sentPath: string): OperationName | null {
  const path = (sentPath.split('?')[0] ?? '').replace(/^.*?\/v1(?=\/)/, '');
  return TEMPLATES.find((template) => template.method === method && template.pattern.test(path))?.name ?? null;
}
