/**
 * Home (/) (customer-area.md section 2): hero, popular categories (#categories), featured
 * products (#products) and how it works (#how-it-works). The footer comes from the layout.
 */
import { useDocumentMeta } from '../../../lib/document-meta';
import { FeaturedProducts } from './featured-products';
import { HeroSection } from './hero-section';
import { HowItWorks } from './how-it-works';
import { PopularCategories } from './popular-categories';

export function HomePage() {
  useDocumentMeta(
    'KeyMart - Premium Digital Licences & Accounts',
    'Premium software licences and verified accounts with instant delivery, one-click warranty and 24/7 support.',
  );
  return (
    <>
      <HeroSection />
      <PopularCategories />
      <FeaturedProducts />
      <HowItWorks />
    </>
  );
}
