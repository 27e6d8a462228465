/**
 * Home (/): the catalogue's home page, watched as signed-in-only content once the visitor is signed
 * in (docs/specs/admin-area.md 2.1: a public home when signed out, a signed-in home when
 * signed in), with the announcement banner.
 */
import { AnnouncementBanner } from '@/features/announcements/components/announcement-banner';
import { SignedInHomeContent } from '@/features/auth/components/signed-in-only';
import { HomePage } from '@/features/catalogue/components/home-page';

export function HomeRoute() {
  return (
    <SignedInHomeContent>
      <HomePage banner={<AnnouncementBanner />} />
    </SignedInHomeContent>
  );
}
