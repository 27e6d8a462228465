/** The static information pages (docs/specs/admin-area.md 2.18), one lazy chunk for the route table. */
export { AboutPage } from './components/about-page';
export { ContactPage } from './components/contact-page';
export { PrivacyPage, RefundPage, TermsPage } from './components/policy-page';
