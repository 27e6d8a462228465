/**
 * The URL of a category as the server will store it: the server's own rule (contracts/slug.ts
 * urlFromName), so the URL the dialog shows live is the one the category gets.
 */
import { urlFromName } from '@contracts/slug';

/** The customUrl a category gets: from `customUrl` when it has any text, else from `name`. */
export function categoryCustomUrl(values: { name: string; customUrl: string }): string {
  return urlFromName(values.customUrl, values.name);
}
