/**
 * GET /api/site-config: settings of the server the web app depends on (contracts/payments.ts):
 * the live-chat URL for card and PayPal top-ups and the Contact page's chat button, and whether
 * e-mail is sent (texts that promise one show only then).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfigDto } from '@contracts/payments';
import { SITE_CONFIG_PATH } from '@contracts/public-reads';
import { api } from '@/lib/api-client';
import { takeInitialAnswer } from '@/lib/initial-answers';

function getSiteConfig(): Promise<SiteConfigDto> {
  return api.get<SiteConfigDto>(SITE_CONFIG_PATH);
}

function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: getSiteConfig,
    initialData: () => takeInitialAnswer<SiteConfigDto>(SITE_CONFIG_PATH),
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/**
 * Whether the store sends customer e-mail (SiteConfigDto.mailEnabled). False until the answer
 * arrives: a promise of an e-mail is never shown before the server confirms it.
 */
export function useIsMailEnabled(): boolean {
  return useSiteConfig().data?.mailEnabled === true;
}
