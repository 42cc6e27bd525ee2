import { describe, expect, it } from 'vitest';
import { createOperations, OPERATIONS } from '../../../../electron/api/operations';

describe('operation table', () => {
  it('marks the spec and the assumed operations, each assumed one with a degrade message', () => {
    const spec = Object.entries(OPERATIONS).filter(([, op]) => op.source === 'spec').map(([name]) => name);
    const assumed = Object.entries(OPERATIONS).filter(([, op]) => op.source === 'assumed');
    // Spec part 4 shows 20 operations with a path; assumed-operations.md adds 15 (the SWIFT read and the onboarding read among them).
    expect(spec).toHaveLength(20);
    expect(assumed).toHaveLength(15);
    for (const [, op] of assumed) expect((op as { unavailableMessage?: string }).unavailableMessage).toMatch(/provider/);
  });

  it('every POST and PATCH has a body schema; no GET has one', () => {
    for (const [name, op] of Object.entries(OPERATIONS)) {
      const hasBody = 'body' in op && op.body !== undefined;
      expect(hasBody, name).toBe(op.method !== 'GET');
    }
  });

  it('every path parameter has an id kind', () => {
    for (const [name, op] of Object.entries(OPERATIONS)) {
      const params = [...op.path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]);
      expect(Object.keys(op.pathParams).sort(), name).toEqual(params.sort());
    }
  });

  it('every operation of the table is reachable through a typed function', () => {
    const api = createOperations({ environment: 'sandbox', baseUrl: 'x', request: async () => { throw new Error('unused'); }, serverClockOffsetMs: () => 0, holdSigningKey: () => ({ release: () => undefined }) });
    const functions = Object.keys(api);
    for (const name of Object.keys(OPERATIONS)) expect(functions, name).toContain(name);
  });
});
