/**
 * Every request made with an API key is recorded (ARCHITECTURE.md "Security model", API keys):
 * `ApiKeyUsed` on the key's request stream (`api-key-requests-<id>`), appended once the answer is
 * sent, whatever it was, so the audit log lists reads as well as changes under the key's name.
 */
import type { Event } from '../shared/event';

export interface ApiKeyUsedData {
  method: string;
  /** The path asked for, without the query. */
  path: string;
  /** The HTTP status answered. */
  status: number;
}

export type ApiKeyUsedEvent = Event<'ApiKeyUsed', ApiKeyUsedData>;

export const apiKeyRequestStream = (keyId: number) => `api-key-requests-${keyId}`;
