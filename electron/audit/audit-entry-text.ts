// One line for a person per audit entry, the same in the window's Audit screen and the
// CLI's `treasury audit`: a request as its method, path, status and outcome; a
// confirmation or a decision as its summary; a key change in words ("API key set for
// production").
import type { KeyChangeAction } from '../secrets';

const KEY_CHANGE_WORDS: Record<KeyChangeAction, string> = {
  generated: 'Signing key generated',
  imported: 'Signing key imported',
  api_key_set: 'API key set',
  rotation_started: 'Signing key rotation started',
  rotation_confirmed: 'Signing key rotation confirmed',
  rotation_canceled: 'Signing key rotation canceled',
  deleted: 'Keys deleted',
};

/** A key change in words: "API key set for production", "Signing key generated for sandbox (public key MCowBQYDK2Vw…)". */
export function describeKeyChange(data: Record<string, unknown>): string {
  const action = data['action'];
  const words = typeof action === 'string' && Object.hasOwn(KEY_CHANGE_WORDS, action) ? KEY_CHANGE_WORDS[action as KeyChangeAction] : `Key change ${String(action)}`;
  const fingerprint = typeof data['publicKeyFingerprint'] === 'string' ? ` (public key ${data['publicKeyFingerprint']}…)` : '';
  return `${words} for ${String(data['environment'])}${fingerprint}`;
}

export function describeAuditEntry(kind: string, data: Record<string, unknown>): string {
  if (kind === 'key_change') return describeKeyChange(data);
  if (typeof data['method'] === 'string') return `${data['method']} ${String(data['path'])} → ${String(data['status'])} ${typeof data['outcome'] === 'string' ? data['outcome'] : ''}`.trim();
  if (typeof data['summary'] === 'string') return data['summary'];
  return kind;
}
