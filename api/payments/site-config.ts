/**
 * The answer of GET /api/site-config (contracts/payments.ts SiteConfigDto): the settings of this
 * server that the web app depends on. Also carried inside every page the server serves
 * (api/http/web-app-pages.ts).
 */
import type { SiteConfigDto } from '../../contracts/payments';
import type { ApiServices } from '../services';

/** The site config of `services`, from its configuration (fixed while the process runs). */
export function siteConfigOf(
  services: Pick<ApiServices, 'config' | 'liveChatUrl' | 'bbcodeImageHosts' | 'storeTimeZone'>,
): SiteConfigDto {
  return {
    liveChatUrl: services.liveChatUrl ?? null,
    paymentsEnabled: true,
    depositNeedsVerifiedEmail: services.config.payments.requireVerifiedEmail,
    bbcodeImageHosts: [...(services.bbcodeImageHosts ?? [])],
    mailEnabled: services.config.mail.smtpUrl !== undefined,
    storeTimeZone: services.storeTimeZone,
  };
}
