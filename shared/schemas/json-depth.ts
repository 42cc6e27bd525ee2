// How deeply nested a JSON value the app keeps may be. Values the schemas pass through
// without looking (railDetails, compliance, unknown fields a server adds) are stored in
// the cache with JSON.stringify and sent over IPC, both of which recurse: a value nested
// 100,000 deep overflows the stack there. So such values are bounded, and the check
// itself never recurses: it walks with an explicit stack and stops at the limit.
import { z } from 'zod';

/** Most nesting an opaque value may have (`{}` and `[]` are 1, `{"a":{}}` is 2). Real ones have a handful. */
export const MAX_OPAQUE_JSON_DEPTH = 32;

interface Frame {
  readonly value: unknown;
  readonly depth: number;
  readonly key: string | undefined;
  readonly parent: Frame | undefined;
}

/** Most path segments written in a message: the rest is elided. */
const SHOWN_SEGMENTS = 12;

function pathOf(frame: Frame): string[] {
  const keys: string[] = [];
  for (let f: Frame | undefined = frame; f !== undefined; f = f.parent) if (f.key !== undefined) keys.push(f.key);
  return keys.reverse();
}

/**
 * The path (keys from `value` down) of the first container nested deeper than `maxDepth`,
 * or undefined when `value` is within it. Iterative; visits at most the nodes within the limit.
 */
export function findTooDeep(value: unknown, maxDepth: number): string[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stack: Frame[] = [{ value, depth: 1, key: undefined, parent: undefined }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    if (frame.depth > maxDepth) return pathOf(frame);
    const container = frame.value as Record<string, unknown> | unknown[];
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i += 1) {
        const child: unknown = container[i];
        if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: frame.depth + 1, key: String(i), parent: frame });
      }
    } else {
      for (const key of Object.keys(container)) {
        const child = container[key];
        if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: frame.depth + 1, key, parent: frame });
      }
    }
  }
  return undefined;
}

/** A path for a message: "a.b.c", the middle elided past a dozen segments. */
export function describeJsonPath(path: readonly string[]): string {
  if (path.length <= SHOWN_SEGMENTS) return path.join('.');
  return `${path.slice(0, SHOWN_SEGMENTS).join('.')}…(${path.length} levels)`;
}

function refuseTooDeep(value: unknown, ctx: z.core.$RefinementCtx): void {
  const path = findTooDeep(value, MAX_OPAQUE_JSON_DEPTH);
  if (path === undefined) return;
  ctx.addIssue({
    code: 'custom',
    message: `is nested more than ${MAX_OPAQUE_JSON_DEPTH} levels deep${path.length > 0 ? ` (at ${describeJsonPath(path)})` : ''}`,
    input: value,
  });
}

/** Any JSON value, nested at most MAX_OPAQUE_JSON_DEPTH deep: for fields the app keeps without reading. */
export const boundedJsonValue = z.unknown().superRefine(refuseTooDeep);

/** An object whose inner fields the spec does not show: any JSON object, bounded in depth. */
export const opaqueObject = z.record(z.string(), z.unknown()).superRefine(refuseTooDeep);

/**
 * A response object: the fields the spec shows, and any other field kept as it came
 * (the server may add fields), bounded in depth. Stands in for z.looseObject.
 */
export function responseObject<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object(shape).catchall(boundedJsonValue);
}
