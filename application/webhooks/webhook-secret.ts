/**
 * An endpoint's signing secret (Standard Webhooks: `whsec_` and the base64 of the key), made on
 * the server from 24 random bytes and sealed under the endpoint's own data key (secrets at rest).
 */
import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../security/secret-box';

/** Random bytes of a new secret (Standard Webhooks asks for 24 to 64). */
const SECRET_BYTES = 24;

/** The data key an endpoint's secret is sealed under. */
export const webhookKeyId = (endpointId: number) => `webhook-${endpointId}`;

/** A new secret for endpoint `endpointId`, sealed. */
export function newSealedWebhookSecret(secrets: SecretBox, endpointId: number): Promise<string> {
  const secret = `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
  return secrets.seal(secret, webhookKeyId(endpointId));
}
