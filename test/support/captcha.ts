/**
 * Solving the store's proof-of-work captcha as the ALTCHA widget does, with altcha-lib's own
 * solver: the widget's payload is base64 of `{ challenge, solution }` JSON.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestClient } from './store';

/** The widget's payload for `challenge`, solved. @throws Error when it cannot be solved */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('The captcha challenge was not solved within 30 s');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A challenge from GET /api/auth/captcha, solved: what a form sends as `captcha`. */
export async function solveCaptcha(client: TestClient): Promise<string> {
  const answer = await client.get<Challenge>('/api/auth/captcha');
  if (answer.status !== 200) throw new Error(`GET /api/auth/captcha: ${answer.status}`);
  return solvedPayload(answer.body);
}
