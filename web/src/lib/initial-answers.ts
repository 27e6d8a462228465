/**
 * The answers the server put inside the page it served (api/http/web-app-pages.ts): for a
 * storefront page, the public catalogue reads that page starts with, keyed by their GET address
 * (contracts/public-reads.ts), in `<script id="initial-answers" type="application/json">`.
 * A query that finds its address here starts with that answer instead of a round trip, so the page
 * renders with its data at once and nothing below the heading moves when it arrives.
 */
import { INITIAL_ANSWERS_ELEMENT_ID } from '@contracts/public-reads';

let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  const text = document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/**
 * The answer the page came with for GET `path`, or undefined. Each answer is handed out once: a
 * query built again later (after its cache entry was dropped) fetches fresh data.
 */
export function takeInitialAnswer<T>(path: string): T | undefined {
  answers ??= readAnswers();
  const answer = answers.get(path) as T | undefined;
  answers.delete(path);
  return answer;
}
