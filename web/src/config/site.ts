/** Store-wide texts and contacts shown in the footer and hero (customer-area.md sections 1-2). */
export const SITE_NAME = 'KeyMart';
export const SUPPORT_EMAIL = 'support@keymart.store';
export const COPYRIGHT_YEAR = 2025;
