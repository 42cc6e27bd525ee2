// Registers this installation's public key with a local sandbox server through its
// control API (`POST /_sandbox/keys`, assumed-operations.md), and returns the API key it
// issues. The control API lives beside /v1 on the same origin, on loopback only.
import { TreasuryError, type PerAudience } from '../../shared/errors';
import { z } from 'zod';
import type { KeyRole } from '../../shared/schemas/enums';
import { readCappedBody } from '../api';

const REGISTRATION_ANSWER_MAX_BYTES = 64 * 1024;
const registrationSchema = z.looseObject({ apiKey: z.string().min(1), keyId: z.string().min(1) });

export class SandboxRegistrationError extends TreasuryError {
  readonly kind = 'failed';
  readonly code = 'sandbox_registration_failed';
  constructor(message: string, options?: { cause?: unknown; remedy?: PerAudience }) {
    super(message, options);
    this.name = 'SandboxRegistrationError';
  }
}

/** The control API's origin for a sandbox base URL such as http://127.0.0.1:4010/v1. */
export function sandboxControlOrigin(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (!/^(localhost|127(\.[0-9]{1,3}){3}|\[::1\])$/.test(url.hostname)) {
    throw new SandboxRegistrationError(`Keys can only be registered with a sandbox on this machine; ${url.hostname} is not a loopback address.`);
  }
  return url.origin;
}

export async function registerWithSandbox(options: {
  baseUrl: string;
  publicKeyBase64: string;
  role: KeyRole;
  adminToken?: string | undefined;
  fetch?: typeof fetch;
}): Promise<{ apiKey: string; keyId: string }> {
  const origin = sandboxControlOrigin(options.baseUrl);
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(`${origin}/_sandbox/keys`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.adminToken !== undefined ? { 'X-Sandbox-Admin-Token': options.adminToken } : {}),
      },
      body: JSON.stringify({ publicKey: options.publicKeyBase64, role: options.role }),
    });
  } catch (cause) {
    throw new SandboxRegistrationError(`No sandbox answered at ${origin}: is it running?`, { cause });
  }
  let text: string;
  try {
    // The answer is a few hundred bytes: never read more than 64 KiB of whatever answers there.
    text = await readCappedBody(response, REGISTRATION_ANSWER_MAX_BYTES, () => undefined);
  } catch (cause) {
    throw new SandboxRegistrationError(`The sandbox at ${origin} answered the registration with a body too large or unreadable.`, { cause });
  }
  if (response.status === 401 || response.status === 403) {
    throw new SandboxRegistrationError(`The sandbox at ${origin} refused the registration: it needs its admin token.`, {
      remedy: {
        cli: 'Give it in `TREASURY_SANDBOX_ADMIN_TOKEN`, or with `--admin-token -` to read it from standard input.',
        window: 'Ask whoever runs that sandbox for its admin token, and register there with it.',
      },
    });
  }
  if (!response.ok) {
    throw new SandboxRegistrationError(`The sandbox at ${origin} refused the registration (HTTP ${response.status}).`);
  }
  const parsed = registrationSchema.safeParse(safeJson(text));
  if (!parsed.success) throw new SandboxRegistrationError(`The sandbox at ${origin} answered the registration with an unexpected body.`);
  return { apiKey: parsed.data.apiKey, keyId: parsed.data.keyId };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
