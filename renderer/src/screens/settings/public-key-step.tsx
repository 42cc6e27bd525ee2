// Step 3: the public key to register with the provider, in both forms they may ask for
// (Base64 of the raw key, PEM), each with a copy button, and what main says to do next.
import type { EnvironmentStatus } from '../../stores/environment-store';
import type { StoredKey } from '../../stores/settings-store';
import { PublicKeyBlock } from './public-key-block';

export function PublicKeyStep({ status, storedKey }: { status: EnvironmentStatus; storedKey: StoredKey | null }) {
  const envName = status.environment === 'production' ? 'Production' : 'Sandbox';
  const publicKey = status.publicKey ?? storedKey?.publicKey ?? null;
  if (publicKey === null) return <p className="step-body muted">The public key appears here once a signing key exists (step 2).</p>;
  const id = `${status.environment}-public-key`;
  return (
    <div className="step-body">
      <p>
        Give this public key to your provider for the <strong>{envName}</strong> environment. They register it and give you an API key for it (step 4).
      </p>
      <PublicKeyBlock heading="Base64" headingId={`${id}-base64`} what="the public key in Base64" text={publicKey.base64} format="base64" name="base64" />
      <PublicKeyBlock heading="PEM" headingId={`${id}-pem`} what="the public key in PEM" text={publicKey.pem} format="pem" name="pem" />
      {storedKey !== null && storedKey.environment === status.environment && (
        <div className={`notice${storedKey.registrationRequired ? ' notice-warning' : ''}`} role="status">
          <strong>{storedKey.registrationRequired ? 'Next: register this key. ' : 'Next: '}</strong>
          {storedKey.registrationRequired
            ? `Register this public key with the provider for the ${status.environment} environment, then set the API key issued for it in step 4 below.${storedKey.apiKeyCleared ? ' The API key that was stored was cleared: it cannot belong to this new key.' : ''}`
            : 'The signing key is stored and an API key is already set for this environment.'}
        </div>
      )}
    </div>
  );
}
