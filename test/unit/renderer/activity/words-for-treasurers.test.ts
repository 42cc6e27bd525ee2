// Words for treasurers, not developers: no CLI command in the window, no raw enum beside
// its label, a missing value shown as a dash (read "None"), the sandbox card's hints name
// no step it does not have, and the timeline's note about an unobserved first status in
// plain words.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlainError } from '../../../../shared/ipc';
import { Detail } from '../../../../renderer/src/components/side-panel';
import { StatusTimeline } from '../../../../renderer/src/components/status-timeline';
import { VerificationBadge, verificationText } from '../../../../renderer/src/components/lists/payment-method-details';
import { messageAndFix, whatToFix } from '../../../../renderer/src/screens/settings/connection-hints';
import { PublicKeyStep } from '../../../../renderer/src/screens/settings/public-key-step';
import { PAYMENT_STATUSES } from '../../../../shared/schemas/enums';

const error = (kind: PlainError['kind'], code: string): PlainError => ({ kind, code, message: 'm', retryable: false });
const visibleText = (html: string) => html.replace(/<span class="visually-hidden">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');

describe('words in the window', () => {
  it('a verification result is its label, never the enum beside it', () => {
    expect(verificationText('unverified')).toBe('Not verified');
    expect(visibleText(renderToStaticMarkup(createElement(VerificationBadge, { verification: 'unverified' })))).toBe('! Not verified');
    for (const result of ['partial_match', 'no_match', 'mismatch', 'unavailable', 'error']) expect(verificationText(result)).not.toMatch(/_|: (unverified|error|mismatch)$/);
  });

  it('a missing value is a dash on screen and "None" for a screen reader', () => {
    const html = renderToStaticMarkup(createElement(Detail, { label: 'Reference', children: null }));
    expect(visibleText(html)).toBe('Reference\u2014');
    expect(html).toContain('<span class="visually-hidden">None</span>');
  });

  it("main's message is shown as main worded it for the window; the step's hint only when main named no remedy", () => {
    const worded: PlainError = { kind: 'not_configured', code: 'missing_api_key', message: 'No API key for the sandbox environment. Set it in Settings (API key).', remedy: 'Set it in Settings (API key).', retryable: false };
    expect(messageAndFix(worded, 'production', 'apiKey')).toBe('No API key for the sandbox environment. Set it in Settings (API key).');
    const bare: PlainError = { kind: 'refused', code: 'key_revoked', message: 'The server refused the key.', retryable: false };
    expect(messageAndFix(bare, 'production', 'apiKey')).toBe('The server refused the key. The provider revoked this API key. Ask them for a new one and set it in step 4.');
  });

  it('the public key step says what to do next in the window, without a command', () => {
    const status = { environment: 'sandbox', publicKey: { base64: 'QUJD', pem: '-----BEGIN PUBLIC KEY-----' } } as never;
    const storedKey = { environment: 'sandbox', registrationRequired: true, apiKeyCleared: false, nextStep: 'then set its API key with `keys set-api-key`.', publicKey: { base64: 'QUJD', pem: 'x' } } as never;
    const text = visibleText(renderToStaticMarkup(createElement(PublicKeyStep, { status, storedKey })));
    expect(text).toContain('set the API key issued for it in step 4 below');
    expect(text).not.toMatch(/`|keys set-api-key/);
  });

  it('the embedded sandbox card, which has no steps, names none', () => {
    expect(whatToFix(error('offline', 'connection_refused'), 'sandbox', 'test', false)).toBe('The embedded sandbox did not answer: quit and reopen the app, then test again.');
    for (const code of ['invalid_api_key', 'missing_api_key', 'missing_signing_key', 'invalid_signature', 'invalid_base_url', 'route_not_found']) {
      expect(whatToFix(error('refused', code), 'sandbox', 'test', false), code).not.toMatch(/step/);
    }
    expect(whatToFix(error('not_configured', 'x'), 'sandbox', 'test', false)).not.toMatch(/step/);
    // The numbered card keeps its steps.
    expect(whatToFix(error('offline', 'connection_refused'), 'production', 'test')).toMatch(/step 1/);
  });

  it("the timeline says in plain words that the status at creation was not seen", () => {
    const html = renderToStaticMarkup(createElement(StatusTimeline, { steps: [{ status: 'completed', at: '2026-11-12T07:44:24Z', source: 'sync' }], known: PAYMENT_STATUSES, createdAt: '2026-11-10T09:15:00Z' }));
    expect(html).not.toContain('its status then was not observed');
    expect(html).toContain('this app first saw it later, so its status at creation is not known');
  });
});
