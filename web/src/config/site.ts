/** Store-wide texts and contacts shown in the footer and hero (docs/specs/customer-area.md sections 1-2). */
export { SITE_NAME } from '@contracts/constants';
export const SUPPORT_EMAIL = 'support@keymart.store';
export const COPYRIGHT_YEAR = 2025;
/** The store's team chat channel (a Discord server). */
export const TEAM_CHAT_URL = 'https://discord.gg/keymart';
/** The store's messaging channel: its Telegram support account. */
export const TELEGRAM_URL = 'https://t.me/keymart_support';
export const TELEGRAM_HANDLE = '@keymart_support';
/** Support hours. */
export const SUPPORT_HOURS = '24/7';
