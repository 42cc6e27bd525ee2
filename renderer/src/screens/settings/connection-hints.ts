// What to fix, in the words of the setup steps, for each refusal a setup call can get.
// Main's message says what happened, and sometimes already what to do in the window (its
// `remedy`, which ends the message); otherwise this says where in this window to fix it.
// `step` is where the error happened: the same code means different things there
// (`invalid_api_key` from `keys.setApiKey` is a malformed key; from the server it is a
// key it does not know).
import type { PlainError } from '../../../lib/ipc-client';

type Environment = 'sandbox' | 'production';
export type SetupStep = 'url' | 'key' | 'apiKey' | 'test';

/** The hint for a card without the numbered steps (the embedded sandbox): no step is named. */
function withoutSteps(hint: string): string {
  return hint
    .replace(/ \(step \d\)/g, '')
    .replace(/ (in|from) step \d/g, '')
    .replace(/steps 1 to 4/g, 'the setup');
}

/** Main's message, followed by where to fix it when main did not say (its remedy is in the message already). */
export function messageAndFix(error: PlainError, environment: Environment, step: SetupStep, withSteps = true): string {
  return error.remedy !== undefined ? error.message : `${error.message} ${whatToFix(error, environment, step, withSteps)}`;
}

/**
 * What to fix, and where. `withSteps` false: the card has no numbered steps (the embedded
 * sandbox, set up by the app itself), so the hint names none.
 */
export function whatToFix(error: PlainError, environment: Environment, step: SetupStep, withSteps = true): string {
  if (!withSteps && error.kind === 'offline') return 'The embedded sandbox did not answer: quit and reopen the app, then test again.';
  const hint = stepHint(error, environment, step);
  return withSteps ? hint : withoutSteps(hint);
}

function stepHint(error: PlainError, environment: Environment, step: SetupStep): string {
  const env = environment === 'production' ? 'Production' : 'Sandbox';
  if (error.kind === 'keychain_unavailable') return 'Unlock this computer’s keychain (it holds the keys), then try again.';
  if (error.kind === 'offline') {
    return `The server did not answer. Check the base URL in step 1 (the address, and that the server is running) and this computer’s network, then test again.`;
  }
  switch (error.code) {
    case 'invalid_api_key':
      return step === 'apiKey'
        ? `Paste the whole ${env} API key exactly as the provider gave it (${environment === 'production' ? 'sk_live_' : 'sk_sandbox_'}…), with nothing before or after it.`
        : `The server does not know this API key. Check that it is the ${env} key issued for the public key in step 3, set it again in step 4, then test again.`;
    case 'missing_credentials':
    case 'missing_api_key':
      return 'Set the API key in step 4, then test again.';
    case 'missing_signing_key':
      return 'Generate or import a signing key in step 2, register its public key (step 3), set the API key (step 4), then test again.';
    case 'key_revoked':
      return 'The provider revoked this API key. Ask them for a new one and set it in step 4.';
    case 'invalid_signature':
      return 'The server knows the API key but not this signing key: register the public key shown in step 3 with the provider, or set the API key that belongs to it in step 4.';
    case 'timestamp_out_of_range':
      return 'This computer’s clock is more than a minute off: set it to the right time (automatic time), then test again.';
    case 'invalid_base_url':
    case 'insecure_base_url':
    case 'invalid_profile':
      return 'Fix the base URL in step 1.';
    case 'route_not_found':
    case 'resource_not_found':
      return 'A server answered, but not as the Payments API: check that the base URL in step 1 is the API’s address ending in /v1.';
    case 'signing_key_exists':
      return 'A key is already stored: confirm that it is replaced, or keep it.';
    case 'key_import':
      return 'Paste an Ed25519 private key as a PEM block (the text between the BEGIN and END PRIVATE KEY lines included) or its Base64, nothing else.';
    case 'rate_limited':
      return 'The server asked to slow down: wait a minute, then test again.';
    default:
      break;
  }
  if (error.kind === 'not_configured') return step === 'test' ? 'Finish steps 1 to 4, then test again.' : 'Finish the steps above first.';
  if (error.kind === 'failed') {
    return `The server or this app had a problem. Try again in a minute${error.requestId !== undefined ? '; if it keeps failing, give the provider the request id' : ''}.`;
  }
  return step === 'test' ? 'Check steps 1 to 4, then test again.' : 'Check what you entered, then try again.';
}

/** A field of the setup steps that a refusal asks to fix. */
export interface FieldToFix {
  /** The field's element id (api-key-step.tsx, base-url-form.tsx). */
  id: string;
  /** The button's words: "Go to the API key field". */
  label: string;
}

/** The field the connection test's refusal asks to fix, when it is one field of the setup steps. */
export function fieldToFix(error: PlainError, environment: Environment): FieldToFix | null {
  const apiKey = { id: `${environment}-api-key`, label: 'Go to the API key field' };
  const baseUrl = { id: `${environment}-base-url`, label: 'Go to the server address field' };
  if (error.kind === 'offline') return baseUrl;
  switch (error.code) {
    case 'missing_api_key':
    case 'invalid_api_key':
    case 'key_revoked':
      return apiKey;
    case 'invalid_base_url':
    case 'insecure_base_url':
    case 'invalid_profile':
    case 'route_not_found':
    case 'resource_not_found':
      return baseUrl;
    default:
      return null;
  }
}

/**
 * A test that could not be sent because the setup is not finished is said as what to do
 * first, in the steps' words (main's message names Settings, where the person already is).
 */
export function setupToFinish(error: PlainError, environment: Environment): { title: string; words: string } | null {
  const env = environment === 'production' ? 'Production' : 'Sandbox';
  if (error.code === 'missing_api_key') return { title: 'Add the API key first', words: `No API key is stored for ${env} yet, so nothing was sent. Paste the API key your provider gave you in step 4, then test again.` };
  if (error.code === 'missing_signing_key' || error.code === 'missing_credentials') {
    return { title: 'Add a signing key first', words: `${env} has no signing key yet, so nothing was sent. Generate one in step 2, register its public key (step 3), add the API key (step 4), then test again.` };
  }
  return null;
}
