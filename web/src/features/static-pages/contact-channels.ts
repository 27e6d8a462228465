/**
 * Where customers reach the team (admin-area.md 2.18, Contact; customer-area.md section 2, footer
 * contact info): the support e-mail, a team chat channel, Telegram, support hours 24/7.
 */
export { SUPPORT_EMAIL } from '../../config/site';

/** The store's team chat channel (a Discord server). */
export const TEAM_CHAT_URL = 'https://discord.gg/keymart';
/** The store's Telegram support account. */
export const TELEGRAM_URL = 'https://t.me/keymart_support';
export const TELEGRAM_HANDLE = '@keymart_support';
/** Support hours. */
export const SUPPORT_HOURS = '24/7';
