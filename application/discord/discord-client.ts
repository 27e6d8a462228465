/**
 * The staff's Discord channel (ARCHITECTURE.md "Contract": DISCORD_WEBHOOK_URL): posts the staff
 * notifications as embeds through a Discord webhook ("Execute Webhook",
 * https://discord.com/developers/docs/resources/webhook#execute-webhook). One call is one HTTP
 * request: the callers own retries (pg-boss for notifications, the admin for a test).
 */

/** How long Discord may take to answer before the call fails (a pg-boss retry follows). */
const REQUEST_TIMEOUT_MS = 15_000;

/** Discord's limits on an embed (characters): the title and the description. */
const TITLE_MAX = 256;
const DESCRIPTION_MAX = 4096;

/** The embeds' accent colour (the store's primary blue), as Discord takes it: an RGB integer. */
const EMBED_COLOUR = 0x1976d2;

/** One Discord embed, as the Execute Webhook body carries it. */
export interface DiscordEmbed {
  title: string;
  description?: string;
  color: number;
  /** ISO 8601. */
  timestamp: string;
}

/** `text` cut to `max` characters (code points), ending in "…" when cut. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The embed of a plain-text staff notification: its first line is the title, the rest the
 * description (both cut to Discord's limits); `at` is the embed's time.
 */
export function embedOf(text: string, at: Date): DiscordEmbed {
  const [title = '', ...rest] = text.split('\n');
  const description = rest.join('\n').trim();
  return {
    title: cut(title, TITLE_MAX),
    ...(description ? { description: cut(description, DESCRIPTION_MAX) } : {}),
    color: EMBED_COLOUR,
    timestamp: at.toISOString(),
  };
}

/** A refusal or failure of a Discord call, worded for staff; never carries the webhook URL. */
export class DiscordError extends Error {}

/**
 * Posts `embed` to the webhook at `webhookUrl`. Mentions are off (`allowed_mentions`), so a
 * customer's text quoted in a notification can never ping the channel.
 * @throws DiscordError when Discord refuses (its status and message), is unreachable or slow
 */
export async function postDiscordEmbed(webhookUrl: string, embed: DiscordEmbed): Promise<void> {
  let response: Response;
  try {
    response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ embeds: [embed], allowed_mentions: { parse: [] } }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new DiscordError(
      error instanceof Error && error.name === 'TimeoutError'
        ? `Discord did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds`
        : 'Could not reach the Discord webhook',
    );
  }
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const reason = typeof answer?.message === 'string' ? answer.message : response.statusText;
  throw new DiscordError(`Discord answered ${response.status}: ${reason}`);
}
