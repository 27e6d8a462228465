/**
 * Home (/) (docs/specs/customer-area.md section 2): top bar, announcement banner, hero, popular
 * categories (#categories), featured products (#products) and how it works (#how-it-works). The
 * footer comes from the layout.
 */
import type { ReactNode } from 'react';
import { SITE_NAME } from '@/config/site';
import { useSeo } from '@/lib/seo';
import { FeaturedProducts } from './featured-products';
import { HeroSection } from './hero-section';
import { HowItWorks } from './how-it-works';
import { PopularCategories } from './popular-categories';
import { TopBar } from './top-bar';

const HOME_TITLE = `${SITE_NAME} - Premium Digital Licenses & Accounts`;
const HOME_DESCRIPTION =
  'Premium software licenses and verified accounts with instant delivery, one-click warranty and 24/7 support.';

/** `banner`: the announcement banner under the top bar (another feature's, composed by the route). */
export function HomePage({ banner }: { banner: ReactNode }) {
  useSeo({
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    keywords: 'software licenses, product keys, premium accounts, instant delivery, warranty',
    canonicalPath: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      description: HOME_DESCRIPTION,
      url: typeof window === 'undefined' ? '/' : `${window.location.origin}/`,
    },
  });
  return (
    <>
      <TopBar />
      {banner}
      <HeroSection />
      <PopularCategories />
      <FeaturedProducts />
      <HowItWorks />
    </>
  );
}
