/**
 * The answers the server put inside the page it served (api/http/web-app-pages.ts): the public
 * reads the page starts with (the site config; for a storefront page its catalogue reads), keyed
 * by their GET address (contracts/public-reads.ts), in
 * `<script id="initial-answers" type="application/json">`. A query that finds its address here
 * starts with that answer instead of a round trip, so the page renders with its data at once and
 * nothing below the heading moves when it arrives.
 */
import { INITIAL_ANSWERS_ELEMENT_ID } from '@contracts/public-reads';

/**
 * Reads the answers once, as the app starts, and takes their element out of the document: the
 * data lives here from then on, and the page holds no script element the app did not load.
 */
function readAnswers(): Map<string, unknown> {
  if (typeof document === 'undefined') return new Map();
  const element = document.getElementById(INITIAL_ANSWERS_ELEMENT_ID);
  element?.remove();
  if (!element?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

let answers = readAnswers();

/**
 * Server rendering (web/src/entry-server.tsx): the answers of the page being rendered, parsed,
 * which its queries then take as in the browser.
 */
export function provideInitialAnswers(source: Map<string, unknown>): void {
  answers = source;
}

/**
 * The answer the page came with for GET `path`, or undefined. Each answer is handed out once: a
 * query built again later (after its cache entry was dropped) fetches fresh data.
 */
export function takeInitialAnswer<T>(path: string): T | undefined {
  const answer = answers.get(path) as T | undefined;
  answers.delete(path);
  return answer;
}
