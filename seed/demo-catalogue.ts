/**
 * KeyMart demo catalogue: 8 categories and 48 products with their auto-delivery stock and FAQs.
 *
 * On first start an empty store loads it through commands (CreateCategory, CreateProduct,
 * SetProductStock, AddProductFaq), so it lands as ordinary events; SEED_DEMO=false skips it
 * (ARCHITECTURE.md, configuration "first start"). Everything is deterministic: the fake keys and
 * accounts below come from a small PRNG seeded by product slug and item index, so every start
 * builds the same catalogue. Prices are integer cents. Descriptions and FAQ answers are BBCode.
 * Images are SVGs in seed/images/ (served at /demo-images/), written by
 * seed/images/generate-images.ts from this file.
 */
import type { CategoryIcon } from '../contracts/requests';

/** A demo category, loaded on first start through the CreateCategory command. */
export interface DemoCategory {
  key: string; // referenced by products
  name: string;
  customUrl: string; // lowercase slug
  icon: CategoryIcon;
  color: string; // '#RRGGBB'
  shortDescription: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  sortOrder: number;
}

/** A demo product, loaded through the CreateProduct command (+ SetProductStock, AddProductFaq). */
export interface DemoProduct {
  categoryKey: string;
  name: string;
  productUrl: string; // unique lowercase slug
  description: string; // one plain sentence for cards
  shortDescription: string; // BBCode, a few lines
  longDescription: string; // BBCode, several paragraphs: features list, requirements, activation steps
  priceCents: number; // integer cents
  originalPriceCents: number | null; // higher than price when on sale, else null
  deliveryType: 'automatic' | 'manual';
  warrantyDays: number; // 0 for none; otherwise between 30 and 365
  images: string[]; // e.g. ['/demo-images/windows-11-pro.svg'] (1 to 3)
  showOnHomepage: boolean;
  reviewRating: number; // 4.0 - 5.0, one decimal
  metaTitle: string;
  metaDescription: string;
  stock: number; // for manual delivery: units available (e.g. 5-200); for automatic: must equal stockItems.length
  stockItems: string[]; // automatic delivery: the keys / accounts delivered, one string each; [] for manual
  faqs: { question: string; answer: string }[]; // 2-4 per product, answers may use BBCode
}

type CategoryKey =
  'software' | 'gaming' | 'streaming' | 'security' | 'seo' | 'cloud' | 'mobile' | 'gift-cards';

interface CategorySpec extends DemoCategory {
  key: CategoryKey;
}

const CATEGORIES: CategorySpec[] = [
  {
    key: 'software',
    name: 'Software Licenses',
    customUrl: 'software-licenses',
    icon: 'Monitor',
    color: '#2563EB',
    shortDescription: 'Windows, Office and pro desktop tools at a fraction of the retail price.',
    description:
      'Retail and OEM product keys for Windows, Windows Server and Microsoft Office, plus subscriptions for Adobe Creative Cloud, Microsoft 365 and JetBrains IDEs. Keys are delivered instantly and activate on the official installers.',
    metaTitle: 'Software Licenses: Windows, Office and Adobe Keys | KeyMart',
    metaDescription:
      'Buy Windows 11 Pro, Office 2021 and Microsoft 365 keys with instant delivery and up to a 365-day warranty at KeyMart.',
    sortOrder: 1,
  },
  {
    key: 'gaming',
    name: 'Gaming',
    customUrl: 'gaming',
    icon: 'Gamepad2',
    color: '#7C3AED',
    shortDescription: 'Game Pass, PlayStation Plus, Nintendo memberships and PC game keys.',
    description:
      'Membership codes for Xbox, PlayStation and Nintendo consoles, EA Play and Discord Nitro, and Steam keys for popular PC games. Most codes arrive the second your payment is confirmed.',
    metaTitle: 'Gaming Codes and Game Keys | KeyMart',
    metaDescription:
      'Xbox Game Pass Ultimate, PlayStation Plus, Nintendo Switch Online and Steam game keys with instant delivery at KeyMart.',
    sortOrder: 2,
  },
  {
    key: 'streaming',
    name: 'Streaming',
    customUrl: 'streaming',
    icon: 'Star',
    color: '#DC2626',
    shortDescription: 'Premium movie, series, anime and music streaming for less.',
    description:
      'Private profiles and upgrades for Netflix, Disney+, Prime Video, YouTube Premium, Spotify and Crunchyroll. Every streaming product comes with a replacement warranty for its whole duration.',
    metaTitle: 'Streaming Accounts and Subscriptions | KeyMart',
    metaDescription:
      'Netflix Premium, Spotify Premium, Disney+ and YouTube Premium at low prices with a full-term warranty at KeyMart.',
    sortOrder: 3,
  },
  {
    key: 'security',
    name: 'VPN & Security',
    customUrl: 'vpn-security',
    icon: 'Shield',
    color: '#059669',
    shortDescription: 'VPN subscriptions and antivirus licenses to keep every device safe.',
    description:
      'NordVPN, ExpressVPN and Surfshark subscriptions together with ESET, Kaspersky and Bitdefender antivirus licenses. Protect your privacy on public Wi-Fi and keep malware away from your PCs and phones.',
    metaTitle: 'VPN and Antivirus Licenses | KeyMart',
    metaDescription:
      'Buy NordVPN, ExpressVPN, ESET NOD32 and Kaspersky licenses with instant delivery and a full-term warranty at KeyMart.',
    sortOrder: 4,
  },
  {
    key: 'seo',
    name: 'SEO Tools',
    customUrl: 'seo-tools',
    icon: 'Package',
    color: '#EA580C',
    shortDescription: 'Semrush, Ahrefs and other pro SEO suites without the agency price tag.',
    description:
      'Private seats and accounts for the SEO tools agencies rely on: Semrush, Ahrefs, Moz Pro, SE Ranking, Surfer and Screaming Frog. Research keywords, audit sites and track rankings for a fraction of the list price.',
    metaTitle: 'SEO Tools: Semrush, Ahrefs, Moz Pro | KeyMart',
    metaDescription:
      'Affordable Semrush Guru, Ahrefs Standard, Moz Pro and Screaming Frog access with a replacement warranty at KeyMart.',
    sortOrder: 5,
  },
  {
    key: 'cloud',
    name: 'Web Services & Cloud',
    customUrl: 'web-services',
    icon: 'Globe',
    color: '#0891B2',
    shortDescription: 'AI assistants, design tools and cloud storage for work and study.',
    description:
      'ChatGPT Plus, Midjourney, Canva Pro, Grammarly, Google One and Dropbox: the online services that make everyday work faster, most of them activated on your own account.',
    metaTitle: 'AI, Design and Cloud Subscriptions | KeyMart',
    metaDescription:
      'ChatGPT Plus, Canva Pro, Grammarly Premium and cloud storage plans at low prices with a warranty at KeyMart.',
    sortOrder: 6,
  },
  {
    key: 'mobile',
    name: 'Mobile Apps',
    customUrl: 'mobile-apps',
    icon: 'Smartphone',
    color: '#DB2777',
    shortDescription: 'Premium upgrades for the apps on your phone.',
    description:
      'Yearly premium plans for popular iOS and Android apps: Duolingo Super, CapCut Pro, Picsart Gold, Truecaller Premium and Headspace. No ads, every feature unlocked.',
    metaTitle: 'Premium Mobile App Subscriptions | KeyMart',
    metaDescription:
      'Duolingo Super, CapCut Pro, Picsart Gold and more mobile app upgrades for iOS and Android at KeyMart.',
    sortOrder: 7,
  },
  {
    key: 'gift-cards',
    name: 'Gift Cards',
    customUrl: 'gift-cards',
    icon: 'ShoppingCart',
    color: '#CA8A04',
    shortDescription: 'Wallet top-ups and store gift cards, delivered as codes.',
    description:
      'Digital gift cards for Steam, Google Play, Apple, Amazon and the PlayStation Store. Perfect as a last-minute present or to top up your own wallet; codes are US region unless stated otherwise.',
    metaTitle: 'Digital Gift Cards: Steam, Google Play, Apple | KeyMart',
    metaDescription:
      'Steam Wallet, Google Play, Apple and PlayStation Store gift card codes with instant delivery at KeyMart.',
    sortOrder: 8,
  },
];

/* ---------------------------------------------------------------------------------------------
 * Deterministic fake stock. Keys use the 24 letters and digits product keys are made of; accounts
 * only use example.com and *.example domains. Each item gets its own PRNG seeded by
 * `${productUrl}#${index}`, so editing one product never changes another product's stock.
 * ------------------------------------------------------------------------------------------- */

type Rng = () => number;

/** FNV-1a, 32 bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
function mulberry32(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEY_CHARS = 'BCDFGHJKMPQRTVWXY2346789';
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const HEX_CHARS = '0123456789ABCDEF';
const TOKEN_CHARS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const KEY25 = '#####-#####-#####-#####-#####';

const pickChar = (rnd: Rng, chars: string): string =>
  chars.charAt(Math.floor(rnd() * chars.length));

/** Fills a pattern: '#' becomes a character of `chars`, '%' a digit, anything else is kept. */
function fill(rnd: Rng, pattern: string, chars = KEY_CHARS): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += pickChar(rnd, chars);
    else if (ch === '%') out += pickChar(rnd, '0123456789');
    else out += ch;
  }
  return out;
}

/** An 8-10 character password with upper and lower case, digits and one symbol. */
function password(rnd: Rng): string {
  const templates = ['UlsUldll', 'UldlsUlld', 'lUdlUsldl', 'UllsdUldd'];
  const sets: Record<string, string> = {
    U: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
    l: 'abcdefghijkmnpqrstuvwxyz',
    d: '23456789',
    s: '!@#$%*?',
  };
  const template = templates[Math.floor(rnd() * templates.length)] ?? 'UlsUldll';
  let out = '';
  for (const slot of template) out += pickChar(rnd, sets[slot] ?? 'x');
  return out;
}

/** A 4-digit number unique per index: disjoint ranges of 317 with random offsets inside. */
const accountNumber = (rnd: Rng, i: number): number => 1000 + i * 317 + Math.floor(rnd() * 300);

interface AutoStock {
  count: number;
  item: (rnd: Rng, i: number) => string;
}
interface ManualStock {
  units: number;
}
type StockSpec = AutoStock | ManualStock;

const codes = (count: number, pattern = KEY25, chars = KEY_CHARS): AutoStock => ({
  count,
  item: (rnd) => fill(rnd, pattern, chars),
});

const accounts = (count: number, user: string, domain: string, withProfile = false): AutoStock => ({
  count,
  item: (rnd, i) => {
    const base = `Email: ${user}${accountNumber(rnd, i)}@${domain} | Password: ${password(rnd)}`;
    return withProfile ? `${base} | Profile: ${(i % 5) + 1} | PIN: ${fill(rnd, '%%%%')}` : base;
  },
});

const invites = (count: number, baseUrl: string): AutoStock => ({
  count,
  item: (rnd) => `Invite link: ${baseUrl}${fill(rnd, '############', TOKEN_CHARS)}`,
});

const manual = (units: number): ManualStock => ({ units });

/* ---------------------------------------------------------------------------------------------
 * Product specs and the builder that turns them into DemoProducts with consistent BBCode.
 * ------------------------------------------------------------------------------------------- */

type Faq = { question: string; answer: string };

interface ProductSpec {
  cat: CategoryKey;
  name: string;
  url: string;
  /** One plain sentence for cards. */
  card: string;
  price: number;
  orig?: number;
  warranty: number;
  rating: number;
  home?: boolean;
  /** What the customer receives, as used in sentences: "key", "account", "invitation"... */
  noun: string;
  headline: string;
  bullets: string[];
  intro: string;
  features: string[];
  requirements: string[];
  steps: string[];
  note?: string;
  stock: StockSpec;
  /** Product-specific FAQs (1-2); delivery and warranty questions are added by the builder. */
  faqs: Faq[];
}

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

function categoryOf(key: CategoryKey): CategorySpec {
  const category = CATEGORIES.find((c) => c.key === key);
  if (!category) throw new Error(`demo catalogue: unknown category ${key}`);
  return category;
}

function shortText(spec: ProductSpec, isAuto: boolean): string {
  const lines = [`[b]${spec.headline}[/b]`, ...spec.bullets.map((b) => `• ${b}`)];
  lines.push(
    isAuto
      ? `[color=#16A34A][b]Instant delivery[/b][/color] - your ${spec.noun} is on the order page seconds after payment.`
      : '[color=#D97706][b]Delivered within 15 minutes[/b][/color] by our team, 24/7.',
  );
  if (spec.orig !== undefined) {
    const saving = Math.round((1 - spec.price / spec.orig) * 100);
    lines.push(`[i]Save ${saving}% on the retail price of [s]${dollars(spec.orig)}[/s][/i]`);
  }
  return lines.join('\n');
}

function longText(spec: ProductSpec, color: string, isAuto: boolean): string {
  const heading = (title: string) => `[size=18][b][color=${color}]${title}[/color][/b][/size]`;
  const list = (items: string[]) => items.map((item) => `• ${item}`).join('\n');
  const delivery = isAuto
    ? `[b]Automatic delivery:[/b] the ${spec.noun} is shown on your order page and sent by e-mail right after payment.`
    : `[b]Manual delivery:[/b] our support team handles your order within 15 minutes, around the clock.`;
  const warranty =
    spec.warranty > 0
      ? `[b]${spec.warranty}-day warranty:[/b] if it stops working, we replace it or refund the unused part to your balance.`
      : `One-off ${spec.noun}: checked before sale and sold without a replacement warranty.`;
  const sections = [
    `[size=22][b]${spec.name}[/b][/size]\n${spec.intro}`,
    `${heading('What you get')}\n${list(spec.features)}`,
    `${heading('Requirements')}\n${list(spec.requirements)}`,
    `${heading('How to activate')}\n${spec.steps.map((s, i) => `[b]${i + 1}.[/b] ${s}`).join('\n')}`,
    `${heading('Delivery and warranty')}\n${delivery}[br]${warranty}`,
  ];
  if (spec.note) sections.push(`[u]Good to know:[/u] [i]${spec.note}[/i]`);
  return sections.join('\n\n');
}

function standardFaqs(spec: ProductSpec, isAuto: boolean): Faq[] {
  const faqs: Faq[] = [
    isAuto
      ? {
          question: 'How fast will I receive it?',
          answer: `Instantly. Your ${spec.noun} appears on the order page and in your order e-mail as soon as the payment from your balance is confirmed.`,
        }
      : {
          question: 'How is it delivered?',
          answer:
            'By our team, usually within [b]15 minutes[/b], 24/7. If we need something from you (such as the e-mail of your account), we ask through a support ticket; the result appears on your order page.',
        },
  ];
  if (spec.warranty > 0) {
    faqs.push({
      question: `What does the ${spec.warranty}-day warranty cover?`,
      answer: `If your ${spec.noun} stops working within [b]${spec.warranty} days[/b] for a reason you did not cause, open a warranty claim from your dashboard. We replace it or refund the unused time to your balance, usually within 24 hours.`,
    });
  }
  return faqs;
}

function build(spec: ProductSpec): DemoProduct {
  const category = categoryOf(spec.cat);
  const stock = spec.stock;
  const isAuto = 'item' in stock;
  const stockItems = isAuto
    ? Array.from({ length: stock.count }, (_, i) =>
        stock.item(mulberry32(hash32(`${spec.url}#${i}`)), i),
      )
    : [];
  const images = [`/demo-images/${spec.url}.svg`];
  if (spec.home) images.push(`/demo-images/${spec.url}-details.svg`);
  const offer =
    spec.orig !== undefined
      ? `${dollars(spec.price)} instead of ${dollars(spec.orig)}`
      : `Only ${dollars(spec.price)}`;
  const terms = [isAuto ? 'instant delivery' : 'delivery within 15 minutes'];
  if (spec.warranty > 0) terms.push(`${spec.warranty}-day warranty`);
  return {
    categoryKey: spec.cat,
    name: spec.name,
    productUrl: spec.url,
    description: spec.card,
    shortDescription: shortText(spec, isAuto),
    longDescription: longText(spec, category.color, isAuto),
    priceCents: spec.price,
    originalPriceCents: spec.orig ?? null,
    deliveryType: isAuto ? 'automatic' : 'manual',
    warrantyDays: spec.warranty,
    images,
    showOnHomepage: spec.home ?? false,
    reviewRating: spec.rating,
    metaTitle: `Buy ${spec.name} | KeyMart`,
    metaDescription: `${spec.card} ${offer}, ${terms.join(' and ')} at KeyMart.`,
    stock: isAuto ? stockItems.length : stock.units,
    stockItems,
    faqs: [...spec.faqs, ...standardFaqs(spec, isAuto)].slice(0, 4),
  };
}

const PRODUCTS: ProductSpec[] = [
  /* ----------------------------------------- Software ---------------------------------------- */
  {
    cat: 'software',
    name: 'Windows 11 Pro Retail Key',
    url: 'windows-11-pro-retail-key',
    card: 'Retail product key that activates Windows 11 Pro on one PC and moves with you to a new one.',
    price: 1499,
    orig: 19900,
    warranty: 365,
    rating: 4.9,
    home: true,
    noun: 'product key',
    headline: 'Genuine retail license for Windows 11 Pro',
    bullets: [
      'One PC, lifetime license, transferable',
      'Clean install or upgrade from Windows 11 Home',
      'All languages, official Microsoft updates',
    ],
    intro:
      'Windows 11 Pro adds the features power users want on top of Home: BitLocker drive encryption, Remote Desktop host, Hyper-V and Group Policy. This is a [b]retail[/b] key, so it stays yours when you replace the motherboard or move to a new PC.',
    features: [
      '25-character retail product key',
      'BitLocker, Remote Desktop, Hyper-V and Windows Sandbox',
      'Works for clean installs and Home to Pro upgrades',
      'Also activates Windows 10 Pro',
    ],
    requirements: [
      '64-bit processor with 2 cores at 1 GHz, 4 GB RAM, 64 GB storage',
      'TPM 2.0 and UEFI Secure Boot',
      'Internet connection for activation',
    ],
    steps: [
      'Open [b]Settings > System > Activation[/b].',
      'Click [b]Change product key[/b] and enter the key from your order page.',
      'Confirm the upgrade and restart when asked.',
    ],
    note: 'For a clean install, create a USB stick with the official Media Creation Tool first and enter the key during setup or after the first boot.',
    stock: codes(18),
    faqs: [
      {
        question: 'Can I upgrade from Windows 11 Home?',
        answer:
          'Yes. Enter the key under [b]Change product key[/b]; Windows switches to Pro without a reinstall and keeps your files and apps.',
      },
      {
        question: 'Can I move the license to a new PC?',
        answer:
          'Yes, it is a [b]retail[/b] license. Link it to your Microsoft account, then run the activation troubleshooter on the new PC and choose [i]I changed hardware on this device recently[/i].',
      },
    ],
  },
  {
    cat: 'software',
    name: 'Windows 10 Home OEM Key',
    url: 'windows-10-home-oem-key',
    card: 'OEM product key for a single activation of Windows 10 Home on one PC.',
    price: 999,
    orig: 13900,
    warranty: 0,
    rating: 4.6,
    noun: 'product key',
    headline: 'Budget activation for Windows 10 Home',
    bullets: [
      'One-time activation on one PC',
      'All languages, 32-bit and 64-bit',
      'Free upgrade path to Windows 11 Home',
    ],
    intro:
      'An affordable OEM key for family computers, refurbished laptops and second PCs. OEM licenses are tied to the first PC they activate, which is why they cost a fraction of a boxed copy.',
    features: [
      '25-character OEM product key',
      'Full Windows 10 Home with security updates',
      'Upgrade to Windows 11 Home on compatible hardware',
    ],
    requirements: [
      '1 GHz processor, 2 GB RAM (64-bit), 32 GB storage',
      'Windows 10 Home installed, or official installation media',
    ],
    steps: [
      'Open [b]Settings > Update & Security > Activation[/b].',
      'Choose [b]Change product key[/b] and paste the key.',
      'Wait for the message that Windows is activated.',
    ],
    note: 'OEM keys cannot be moved to another PC once activated.',
    stock: codes(12),
    faqs: [
      {
        question: 'Will this key activate Windows 10 Pro?',
        answer:
          'No, it only activates [b]Home[/b]. For Pro, choose the Windows 11 Pro Retail Key, which also activates Windows 10 Pro.',
      },
    ],
  },
  {
    cat: 'software',
    name: 'Microsoft Office 2021 Professional Plus',
    url: 'microsoft-office-2021-professional-plus',
    card: 'Lifetime license for the full Office 2021 suite on one Windows PC, no subscription.',
    price: 2999,
    orig: 43999,
    warranty: 365,
    rating: 4.8,
    home: true,
    noun: 'product key',
    headline: 'The complete desktop Office suite, paid once',
    bullets: [
      'Word, Excel, PowerPoint, Outlook, Access, Publisher',
      'One Windows PC, lifetime license',
      'Online or phone activation',
    ],
    intro:
      'Office 2021 Professional Plus is the perpetual edition of the Office desktop apps: no monthly fee and no expiry. It brings dark mode, XLOOKUP and dynamic arrays in Excel, real-time co-authoring and a refreshed look across every app.',
    features: [
      'Word, Excel, PowerPoint, Outlook, OneNote, Access, Publisher and Teams',
      'Lifetime license for one PC',
      'Security updates from Microsoft until October 2026',
    ],
    requirements: [
      'Windows 10 or Windows 11',
      '4 GB RAM and 4 GB free disk space',
      'Not for macOS',
    ],
    steps: [
      'Uninstall any trial or older Office version.',
      'Install Office 2021 Professional Plus with the official Office Deployment Tool (link on your order page).',
      'Open Word, go to [b]File > Account > Change Product Key[/b] and enter your key.',
    ],
    stock: codes(20),
    faqs: [
      {
        question: 'Is this a subscription?',
        answer:
          'No. You pay once and Office 2021 keeps working; it does not need a Microsoft 365 plan.',
      },
      {
        question: 'Does it work on a Mac?',
        answer:
          'No, Professional Plus is [b]Windows only[/b]. Mac users should choose Microsoft 365 Family.',
      },
    ],
  },
  {
    cat: 'software',
    name: 'Microsoft 365 Family 1 Year',
    url: 'microsoft-365-family-1-year',
    card: 'Twelve months of Microsoft 365 for up to six people, with 1 TB of OneDrive each.',
    price: 4999,
    orig: 9999,
    warranty: 365,
    rating: 4.7,
    noun: 'family invitation',
    headline: 'Office apps and 1 TB of cloud for the whole family',
    bullets: [
      'Up to 6 people, 5 devices each at once',
      '1 TB OneDrive storage per person',
      'Windows, macOS, iOS and Android',
    ],
    intro:
      'Microsoft 365 Family includes the always up-to-date Word, Excel, PowerPoint and Outlook apps plus 1 TB of OneDrive storage for every member. We add [u]your own Microsoft account[/u] to a family plan, so your files, mailbox and settings stay yours.',
    features: [
      '12 months of Microsoft 365 Family',
      'Premium Office apps on PC, Mac, tablet and phone',
      'Microsoft Defender and Clipchamp premium features',
    ],
    requirements: [
      'A Microsoft account (Outlook.com, Hotmail or any e-mail address)',
      'Windows 10/11, macOS 12 or newer, iOS or Android',
    ],
    steps: [
      'After purchase, send the e-mail of your Microsoft account in a support ticket with your order number.',
      'Accept the family invitation we send to that address.',
      'Sign in on office.com and install the apps.',
    ],
    stock: manual(60),
    faqs: [
      {
        question: 'Do you need my password?',
        answer:
          '[b]Never.[/b] We only need the e-mail address of your Microsoft account to send the invitation.',
      },
    ],
  },
  {
    cat: 'software',
    name: 'Adobe Creative Cloud All Apps 1 Month',
    url: 'adobe-creative-cloud-all-apps-1-month',
    card: 'One month of every Creative Cloud app, including Photoshop, Illustrator and Premiere Pro.',
    price: 2499,
    orig: 5999,
    warranty: 30,
    rating: 4.5,
    noun: 'membership',
    headline: 'More than 20 creative apps for a month',
    bullets: [
      'Photoshop, Illustrator, Premiere Pro, After Effects, Acrobat Pro',
      '100 GB cloud storage and Adobe Fonts',
      'Activated on your own Adobe ID',
    ],
    intro:
      'Creative Cloud All Apps unlocks the whole Adobe desktop and mobile line-up, with generative credits for Firefly. The plan is activated on [u]your own Adobe ID[/u], so your libraries, fonts and projects stay with you after it ends.',
    features: [
      'Full access to 20+ desktop and mobile apps',
      'Monthly generative credits for Adobe Firefly',
      '100 GB cloud storage, Adobe Fonts and a Behance portfolio',
    ],
    requirements: [
      'An Adobe ID (free to create)',
      'Windows 10 (64-bit) or macOS 12 or newer',
      '8 GB RAM; 16 GB recommended for video work',
    ],
    steps: [
      'After purchase, send the e-mail of your Adobe ID in a support ticket with your order number.',
      'Accept the team invitation e-mail from Adobe.',
      'Open the Creative Cloud desktop app and install the apps you need.',
    ],
    stock: manual(40),
    faqs: [
      {
        question: 'Can I renew for another month?',
        answer:
          'Yes. Buy again before the month ends and we extend the same Adobe ID without a gap.',
      },
    ],
  },
  {
    cat: 'software',
    name: 'Windows Server 2022 Standard Key',
    url: 'windows-server-2022-standard-key',
    card: 'Retail key for Windows Server 2022 Standard, covering a 16-core physical or virtual host.',
    price: 2499,
    orig: 106900,
    warranty: 180,
    rating: 4.6,
    noun: 'product key',
    headline: 'A server license for small offices and homelabs',
    bullets: [
      '16 cores and 2 Hyper-V guests',
      'Desktop Experience or Server Core',
      'Converts evaluation installs',
    ],
    intro:
      'Windows Server 2022 Standard brings secured-core server, SMB over QUIC and the latest Hyper-V, Active Directory and Storage Spaces. A good fit for a small office domain controller, a file server or a homelab.',
    features: [
      '25-character retail product key',
      'Licenses 16 cores and 2 virtual machines',
      'Turns an evaluation install into a full license',
    ],
    requirements: [
      '64-bit 1.4 GHz CPU, 2 GB RAM (Desktop Experience), 32 GB storage',
      'Client access licenses (CALs) are sold separately',
    ],
    steps: [
      'Open PowerShell as administrator.',
      'On an evaluation install run [b]DISM /online /Set-Edition:ServerStandard /ProductKey:YOUR-KEY /AcceptEula[/b]; otherwise run [b]slmgr /ipk YOUR-KEY[/b].',
      'Restart and check the activation with [b]slmgr /xpr[/b].',
    ],
    stock: codes(8),
    faqs: [
      {
        question: 'Are CALs included?',
        answer:
          'No. The key licenses the server itself; user or device CALs are separate products.',
      },
    ],
  },
  {
    cat: 'software',
    name: 'JetBrains All Products Pack 1 Year',
    url: 'jetbrains-all-products-pack-1-year',
    card: 'Every JetBrains IDE for a year: IntelliJ IDEA Ultimate, PyCharm, WebStorm, Rider and more.',
    price: 8900,
    orig: 28900,
    warranty: 365,
    rating: 4.8,
    noun: 'license',
    headline: 'All JetBrains IDEs under one license',
    bullets: [
      'IntelliJ IDEA Ultimate, PyCharm, WebStorm, GoLand, Rider, CLion',
      'dotUltimate .NET tools included',
      'Assigned to your own JetBrains Account',
    ],
    intro:
      'The All Products Pack gives you the whole family of JetBrains IDEs and .NET tools for twelve months. The license is assigned to [u]your own JetBrains Account[/u]: sign in once in each IDE and start coding.',
    features: [
      '12-month personal license for all JetBrains IDEs',
      'ReSharper, dotTrace, dotMemory and dotCover',
      'Commercial use allowed',
    ],
    requirements: ['A JetBrains Account', 'Windows, macOS or Linux; 8 GB RAM recommended'],
    steps: [
      'Send the e-mail of your JetBrains Account in a support ticket with your order number.',
      'Accept the license invitation we send.',
      'In any IDE choose [b]Help > Register > Log in to JetBrains Account[/b].',
    ],
    stock: manual(25),
    faqs: [
      {
        question: 'Can I use it at work?',
        answer:
          'Yes. The license belongs to one named developer and may be used for commercial projects.',
      },
    ],
  },

  /* ------------------------------------------ Gaming ----------------------------------------- */
  {
    cat: 'gaming',
    name: 'Xbox Game Pass Ultimate 3 Months',
    url: 'xbox-game-pass-ultimate-3-months',
    card: 'Three months of Game Pass Ultimate: hundreds of games on console, PC and the cloud.',
    price: 2999,
    orig: 5097,
    warranty: 30,
    rating: 4.9,
    home: true,
    noun: 'code',
    headline: 'Hundreds of games, online multiplayer and EA Play',
    bullets: [
      'Console, PC and cloud gaming',
      'New games added every month',
      'Stacks on an existing membership',
    ],
    intro:
      'Game Pass Ultimate combines the console and PC game libraries with online multiplayer, EA Play and cloud gaming on phones, tablets and TVs. New games arrive every month, including first-party titles on [b]release day[/b].',
    features: [
      '25-character membership code for 3 months',
      'Online multiplayer and member discounts',
      'EA Play included',
      'Cloud gaming in supported regions',
    ],
    requirements: [
      'A Microsoft account',
      'Xbox Series X or S, Xbox One, a Windows 10/11 PC or a supported cloud device',
    ],
    steps: [
      'Go to [b]redeem.microsoft.com[/b] and sign in.',
      'Enter the 25-character code.',
      'Confirm; the membership appears under [b]Services & subscriptions[/b].',
    ],
    stock: codes(16),
    faqs: [
      {
        question: 'Can I stack it on my current membership?',
        answer:
          'Yes. The code extends an active Ultimate membership; other Game Pass time is converted at the rate shown before you confirm.',
      },
      {
        question: 'Is the code region locked?',
        answer:
          'The code is [b]global[/b]. Your Microsoft account needs to be set to a country where Game Pass is sold.',
      },
    ],
  },
  {
    cat: 'gaming',
    name: 'PlayStation Plus Essential 12 Months',
    url: 'playstation-plus-essential-12-months',
    card: 'A year of PlayStation Plus Essential: online play, monthly games and cloud saves.',
    price: 4499,
    orig: 7999,
    warranty: 30,
    rating: 4.7,
    noun: 'code',
    headline: 'Online multiplayer and monthly games on PS5 and PS4',
    bullets: ['12-month membership code', 'Monthly games to claim', 'Cloud storage for saves'],
    intro:
      'PlayStation Plus Essential is what you need to play online on PS5 and PS4. Every month you also get new games to claim and keep while you are a member, plus exclusive PlayStation Store discounts.',
    features: [
      '12-character PlayStation Store code',
      'Online multiplayer',
      'Monthly games, member discounts and cloud saves',
    ],
    requirements: ['A PlayStation Network account set to the United States', 'PS5 or PS4'],
    steps: [
      'On your console open [b]PlayStation Store[/b] and choose [b]Redeem Code[/b] from the menu.',
      'Enter the 12-character code.',
      'Confirm and start playing online.',
    ],
    stock: codes(14, '####-####-####', CODE_CHARS),
    faqs: [
      {
        question: 'Which region is the code for?',
        answer:
          '[b]United States[/b] accounts only. Codes for one region do not redeem on an account of another.',
      },
    ],
  },
  {
    cat: 'gaming',
    name: 'Nintendo Switch Online + Expansion Pack 12 Months',
    url: 'nintendo-switch-online-expansion-pack-12-months',
    card: 'Online play, the classic games library and the Expansion Pack extras for 12 months.',
    price: 3999,
    orig: 4999,
    warranty: 30,
    rating: 4.6,
    noun: 'code',
    headline: 'Online play plus N64, Game Boy Advance and Sega classics',
    bullets: [
      'Individual membership, 12 months',
      'Classic games libraries and DLC',
      'Cloud backup for save data',
    ],
    intro:
      'Nintendo Switch Online lets you play online, back up your saves and enjoy a growing library of NES and Super NES games. The [b]Expansion Pack[/b] adds Nintendo 64, Game Boy Advance and Sega Mega Drive classics plus selected DLC.',
    features: [
      '16-character Nintendo eShop code',
      'Online play and save data cloud',
      'N64, Game Boy Advance and Mega Drive libraries',
    ],
    requirements: [
      'A Nintendo Account (Europe or America)',
      'Nintendo Switch, Switch Lite or OLED',
    ],
    steps: [
      'Open the [b]Nintendo eShop[/b] on your console.',
      'Select your user and choose [b]Enter Code[/b].',
      'Type the 16-character code and confirm.',
    ],
    stock: codes(10, '####-####-####-####', CODE_CHARS),
    faqs: [
      {
        question: 'Is this an individual or a family membership?',
        answer:
          'Individual: it covers one Nintendo Account. Ask support if you need a family membership.',
      },
    ],
  },
  {
    cat: 'gaming',
    name: 'EA Play 12 Months (PC)',
    url: 'ea-play-12-months-pc',
    card: 'Twelve months of EA Play on PC: the EA game vault, 10-hour trials and 10% off.',
    price: 2499,
    orig: 3999,
    warranty: 30,
    rating: 4.4,
    noun: 'code',
    headline: 'The EA game vault on PC for a year',
    bullets: [
      'EA SPORTS, Battlefield and The Sims in the vault',
      'Play new releases early for up to 10 hours',
      '10% off EA purchases',
    ],
    intro:
      'EA Play unlocks a collection of EA favourites on PC, lets you try selected new releases for up to ten hours before launch and takes 10% off games and DLC bought in the EA app.',
    features: [
      '12-month EA Play code for the EA app',
      'Full games from the EA Play vault',
      'Member rewards and early trials',
    ],
    requirements: ['An EA account', 'Windows 10/11 PC with the EA app installed'],
    steps: [
      'Open the [b]EA app[/b] and sign in.',
      'Go to your profile menu and choose [b]Redeem code[/b].',
      'Enter the code and confirm.',
    ],
    stock: codes(9, '####-####-####-####-####', CODE_CHARS),
    faqs: [
      {
        question: 'Does this work on Xbox or PlayStation?',
        answer:
          'No, the code is for the [b]EA app on PC[/b]. Console players get EA Play with Game Pass Ultimate.',
      },
    ],
  },
  {
    cat: 'gaming',
    name: 'Minecraft: Java & Bedrock Edition for PC',
    url: 'minecraft-java-bedrock-edition-pc',
    card: 'Both PC editions of Minecraft on one Microsoft account, with cross-play in Bedrock.',
    price: 1999,
    orig: 2999,
    warranty: 0,
    rating: 4.9,
    home: true,
    noun: 'game key',
    headline: 'Build, explore and survive in both PC editions',
    bullets: [
      'Java Edition and Bedrock Edition',
      'Mods, servers and cross-play',
      'Full game, yours to keep',
    ],
    intro:
      'Minecraft: Java & Bedrock Edition gives you both versions of the game on Windows. Use Java for mods and community servers, and Bedrock to play with friends on consoles and phones.',
    features: [
      '25-character Minecraft key',
      'Java and Bedrock Edition on one Microsoft account',
      'Minecraft Launcher access on Windows',
    ],
    requirements: [
      'A Microsoft account',
      'Windows 10/11; Java Edition also runs on macOS and Linux',
    ],
    steps: [
      'Go to [b]minecraft.net/redeem[/b] and sign in with your Microsoft account.',
      'Enter the 25-character key.',
      'Install the Minecraft Launcher and pick the edition you want to play.',
    ],
    stock: codes(15),
    faqs: [
      {
        question: 'Do I get both editions?',
        answer:
          'Yes. The key unlocks [b]Java Edition[/b] and [b]Bedrock Edition[/b] on the same Microsoft account.',
      },
    ],
  },
  {
    cat: 'gaming',
    name: 'Elden Ring Steam Key',
    url: 'elden-ring-steam-key',
    card: 'Steam key for the award-winning open-world action RPG from FromSoftware.',
    price: 2749,
    orig: 5999,
    warranty: 0,
    rating: 4.8,
    noun: 'Steam key',
    headline: 'Rise, Tarnished: the Lands Between await',
    bullets: ['Base game, Steam key', 'Global activation', 'Online co-op and invasions'],
    intro:
      'Elden Ring is a vast open-world action RPG created by FromSoftware. Explore a world full of secrets, fight punishing bosses and build your character exactly how you want.',
    features: [
      'Steam key for the base game',
      'Activates on Steam accounts in every region',
      'Steam achievements and cloud saves',
    ],
    requirements: [
      'Windows 10/11 64-bit, Intel Core i5-8400 or Ryzen 3 3300X',
      '12 GB RAM, GeForce GTX 1060 3 GB or Radeon RX 580 4 GB, 60 GB storage',
    ],
    steps: [
      'Open Steam and choose [b]Games > Activate a Product on Steam[/b].',
      'Enter the key from your order page.',
      'The game appears in your library, ready to download.',
    ],
    stock: codes(11, '#####-#####-#####', CODE_CHARS),
    faqs: [
      {
        question: 'Is the Shadow of the Erdtree expansion included?',
        answer: 'No, this is the base game. The expansion is sold separately on Steam.',
      },
      {
        question: 'Is the key region locked?',
        answer: 'No, it is a [b]global[/b] key and activates on any Steam account.',
      },
    ],
  },
  {
    cat: 'gaming',
    name: 'Discord Nitro 1 Month',
    url: 'discord-nitro-1-month',
    card: 'One month of Discord Nitro: bigger uploads, HD streaming, custom emoji and 2 server boosts.',
    price: 699,
    orig: 999,
    warranty: 30,
    rating: 4.5,
    noun: 'gift link',
    headline: 'Level up your Discord for a month',
    bullets: [
      '500 MB uploads and HD streaming',
      'Custom emoji and stickers everywhere',
      '2 server boosts',
    ],
    intro:
      'Nitro unlocks the best of Discord: larger uploads, HD video and screen sharing, custom profiles and emoji in every server, plus two boosts for your favourite community.',
    features: [
      'One-month Nitro gift link',
      'Works on new and existing accounts',
      '2 server boosts included',
    ],
    requirements: ['A Discord account with a verified e-mail'],
    steps: [
      'Open the gift link from your order page while signed in to Discord.',
      'Click [b]Accept[/b].',
      'Nitro is active right away on desktop, web and mobile.',
    ],
    stock: manual(120),
    faqs: [
      {
        question: 'Does it work if I already have Nitro?',
        answer: 'Yes, the gift adds one month after your current billing period.',
      },
    ],
  },

  /* ----------------------------------------- Streaming --------------------------------------- */
  {
    cat: 'streaming',
    name: 'Netflix Premium 1 Month',
    url: 'netflix-premium-1-month',
    card: 'A private profile on a Netflix Premium account for one month, 4K Ultra HD included.',
    price: 799,
    orig: 2299,
    warranty: 30,
    rating: 4.7,
    home: true,
    noun: 'account',
    headline: 'Ultra HD streaming on your own private profile',
    bullets: [
      'Private profile protected by a PIN',
      '4K Ultra HD and HDR where available',
      'TV, phone, tablet or browser',
    ],
    intro:
      'Enjoy Netflix Premium picture quality without paying for the whole plan. You receive sign-in details and a [b]personal profile number[/b] protected by a PIN, so your watch history and list stay yours.',
    features: [
      'Sign-in e-mail, password, profile number and PIN',
      '4K Ultra HD, HDR and spatial audio',
      'Replacement during the whole month',
    ],
    requirements: [
      'Smart TV, streaming stick, console, phone or browser',
      'A connection of 15 Mbit/s or more for 4K',
    ],
    steps: [
      'Sign in with the e-mail and password from your order page.',
      'Open [b]only[/b] your profile number and enter its PIN.',
      'Start watching; do not change the account settings.',
    ],
    note: 'Changing the password, e-mail or plan locks out the other profiles and voids the warranty.',
    stock: accounts(24, 'nfx.member', 'mailbox.example', true),
    faqs: [
      {
        question: 'Can I change the password?',
        answer:
          '[color=#DC2626][b]No.[/b][/color] The account is shared by private profiles; changing the password or e-mail voids the warranty.',
      },
      {
        question: 'How many screens can I use?',
        answer: 'One stream at a time on your profile, on any of your devices.',
      },
    ],
  },
  {
    cat: 'streaming',
    name: 'Spotify Premium 12 Months',
    url: 'spotify-premium-12-months',
    card: 'Twelve months of Spotify Premium on your own account: no ads, offline listening, top quality.',
    price: 2999,
    orig: 13188,
    warranty: 365,
    rating: 4.8,
    home: true,
    noun: 'upgrade',
    headline: 'Premium on your existing Spotify account',
    bullets: [
      'Keep your playlists, likes and followers',
      'Ad-free listening and offline downloads',
      'No card or subscription needed',
    ],
    intro:
      'We upgrade [u]your own Spotify account[/u] to Premium for a full year. Your library, playlists and recommendations stay exactly as they are; only the ads disappear.',
    features: [
      '12 months of Spotify Premium',
      'Ad-free music and podcasts, unlimited skips',
      'Offline downloads on up to 5 devices',
    ],
    requirements: ['A free Spotify account', 'Spotify app on desktop, mobile, TV or web'],
    steps: [
      'After purchase, send your Spotify e-mail in a support ticket with your order number.',
      'Accept the Premium invitation we send to that e-mail.',
      'Restart the Spotify app: Premium is active.',
    ],
    stock: manual(150),
    faqs: [
      {
        question: 'Will I lose my playlists?',
        answer: 'No. The upgrade is applied to your current account, so everything stays.',
      },
      {
        question: 'Does it work in my country?',
        answer: 'Yes, in every country where Spotify is available.',
      },
    ],
  },
  {
    cat: 'streaming',
    name: 'Disney+ Premium 12 Months',
    url: 'disney-plus-premium-12-months',
    card: 'A private profile on a Disney+ Premium account for 12 months, with 4K and Dolby Atmos.',
    price: 3999,
    orig: 13999,
    warranty: 365,
    rating: 4.6,
    noun: 'account',
    headline: 'Disney, Pixar, Marvel, Star Wars and National Geographic',
    bullets: [
      'Private profile with PIN',
      '4K Ultra HD, HDR and Dolby Atmos',
      'Downloads on the mobile app',
    ],
    intro:
      'A full year of Disney+ Premium: every Disney, Pixar, Marvel, Star Wars and National Geographic title in the best picture and sound quality. You get your own profile with a PIN.',
    features: [
      'Sign-in details, profile number and PIN',
      '4K Ultra HD, HDR10, Dolby Vision and Atmos',
      'Downloads for offline viewing',
    ],
    requirements: ['Smart TV, streaming device, console, phone or browser'],
    steps: [
      'Sign in with the details from your order page.',
      'Pick your profile number and enter its PIN.',
      'Keep the account settings unchanged.',
    ],
    stock: accounts(12, 'dplus.viewer', 'inbox.example', true),
    faqs: [
      {
        question: 'Can I download films?',
        answer: 'Yes, downloads work in the Disney+ app on phones and tablets.',
      },
    ],
  },
  {
    cat: 'streaming',
    name: 'YouTube Premium 6 Months',
    url: 'youtube-premium-6-months',
    card: 'Six months of YouTube Premium on your own Google account, YouTube Music included.',
    price: 1999,
    orig: 8394,
    warranty: 180,
    rating: 4.7,
    noun: 'family invitation',
    headline: 'YouTube without ads, on your own account',
    bullets: [
      'Ad-free videos and background play',
      'Downloads for offline viewing',
      'YouTube Music Premium included',
    ],
    intro:
      'We add [u]your own Google account[/u] to a YouTube Premium family group for six months. Your subscriptions, history and playlists stay; the ads go.',
    features: [
      '6 months of YouTube Premium',
      'Background play and downloads',
      'YouTube Music Premium',
    ],
    requirements: [
      'A Google account that has not joined another family group in the last 12 months',
    ],
    steps: [
      'Send your Gmail address in a support ticket with your order number.',
      'Accept the family group invitation from Google.',
      'Open YouTube: the Premium logo shows at the top left.',
    ],
    stock: manual(90),
    faqs: [
      {
        question: 'Why the 12-month family rule?',
        answer:
          'Google lets an account switch family groups only once a year. If yours switched recently, tell us and we will suggest another option.',
      },
    ],
  },
  {
    cat: 'streaming',
    name: 'Crunchyroll Mega Fan 12 Months',
    url: 'crunchyroll-mega-fan-12-months',
    card: 'A full year of Crunchyroll Mega Fan: the whole anime library, ad-free, on four screens.',
    price: 2999,
    orig: 9999,
    warranty: 365,
    rating: 4.5,
    noun: 'account',
    headline: 'Every simulcast an hour after Japan, no ads',
    bullets: ['Full anime catalogue, ad-free', 'Stream on 4 screens at once', 'Offline viewing'],
    intro:
      'Crunchyroll Mega Fan is the plan anime fans pick: new episodes shortly after they air in Japan, the full back catalogue, four simultaneous streams and downloads. The account is [b]yours alone[/b]: you may change the e-mail and password.',
    features: [
      'Dedicated account with e-mail and password',
      'Mega Fan plan for 12 months',
      'Four streams and offline downloads',
    ],
    requirements: ['Crunchyroll app or a web browser'],
    steps: [
      'Sign in with the details from your order page.',
      'Change the e-mail and password under [b]Account settings[/b] if you like.',
      'Start watching.',
    ],
    stock: accounts(10, 'anime.fan', 'example.com'),
    faqs: [
      {
        question: 'Can I change the login details?',
        answer: 'Yes. Unlike shared profiles, this account is only yours.',
      },
    ],
  },
  {
    cat: 'streaming',
    name: 'Amazon Prime Video 6 Months',
    url: 'amazon-prime-video-6-months',
    card: 'Six months of Prime Video on a private account set up for you within 15 minutes.',
    price: 1499,
    orig: 5394,
    warranty: 180,
    rating: 4.3,
    noun: 'account',
    headline: 'Amazon Originals, films and live sport',
    bullets: ['Private account, not shared', 'HD and 4K titles', 'Downloads on phone and tablet'],
    intro:
      'We set up a Prime Video account for you with a six-month membership. Watch Amazon Originals, blockbuster films and series on any device.',
    features: [
      'Sign-in details for a private account',
      '6 months of Prime Video',
      'Up to 3 streams at once',
    ],
    requirements: ['Prime Video app on TV, console, phone or a web browser'],
    steps: [
      'Wait for the account details on your order page (within 15 minutes).',
      'Sign in on primevideo.com or in the app.',
      'Set your own password if you wish.',
    ],
    stock: manual(35),
    faqs: [
      {
        question: 'Does it include Amazon shipping benefits?',
        answer: 'No, this is a [b]Prime Video[/b] membership only.',
      },
    ],
  },

  /* -------------------------------------- VPN & Security ------------------------------------- */
  {
    cat: 'security',
    name: 'NordVPN 1 Year',
    url: 'nordvpn-1-year',
    card: 'A year of NordVPN on up to 10 devices, with Threat Protection and thousands of servers.',
    price: 2499,
    orig: 9900,
    warranty: 365,
    rating: 4.8,
    home: true,
    noun: 'account',
    headline: 'Fast, private browsing on 10 devices',
    bullets: [
      '6,000+ servers in 100+ countries',
      'Threat Protection blocks ads and trackers',
      'Unblocks streaming libraries',
    ],
    intro:
      'NordVPN encrypts your connection on public Wi-Fi, hides your IP address and gets you around geo-blocks. NordLynx keeps speeds high enough for 4K streaming and gaming.',
    features: [
      'Ready account with 12 months of NordVPN Standard',
      'Up to 10 devices at once',
      'Kill switch, split tunnelling and a strict no-logs policy',
    ],
    requirements: ['Windows, macOS, Linux, Android, iOS, routers or smart TVs'],
    steps: [
      'Install the NordVPN app from the official website or app store.',
      'Sign in with the e-mail and password from your order page.',
      'Press [b]Quick Connect[/b].',
    ],
    stock: accounts(20, 'secure.user', 'accounts.example'),
    faqs: [
      {
        question: 'Can I change the account password?',
        answer:
          "Please don't: the account is registered for you but managed by us for warranty replacements.",
      },
      {
        question: 'Does it work with Netflix?',
        answer: 'Yes, NordVPN works with most streaming libraries around the world.',
      },
    ],
  },
  {
    cat: 'security',
    name: 'ExpressVPN 6 Months',
    url: 'expressvpn-6-months',
    card: 'Six months of ExpressVPN on 8 devices: fast Lightway protocol and servers in 105 countries.',
    price: 2999,
    orig: 7770,
    warranty: 180,
    rating: 4.7,
    noun: 'account',
    headline: 'Premium VPN that just works',
    bullets: ['Servers in 105 countries', '8 devices at once', 'Lightway protocol'],
    intro:
      'ExpressVPN is known for reliable speeds and simple apps. Connect with one click, browse privately on any network and stream your home shows while you travel.',
    features: [
      'Ready account with 6 months of ExpressVPN',
      'Network Lock kill switch',
      'TrustedServer RAM-only servers',
    ],
    requirements: ['Windows, macOS, Linux, Android, iOS, routers, Fire TV'],
    steps: [
      'Install ExpressVPN from the official site or app store.',
      'Sign in with the account from your order page.',
      'Choose a location and connect.',
    ],
    stock: accounts(14, 'xvpn.client', 'mailbox.example'),
    faqs: [
      {
        question: 'Is the account shared?',
        answer: 'No. Each account is used by one customer only, on up to 8 of your devices.',
      },
    ],
  },
  {
    cat: 'security',
    name: 'Surfshark VPN 2 Years',
    url: 'surfshark-vpn-2-years',
    card: 'Two years of Surfshark VPN on unlimited devices, activated on your own e-mail.',
    price: 3499,
    orig: 11976,
    warranty: 365,
    rating: 4.6,
    noun: 'subscription',
    headline: 'One subscription, every device in the house',
    bullets: [
      'Unlimited simultaneous devices',
      'CleanWeb ad blocker',
      'Registered on your own e-mail',
    ],
    intro:
      'Surfshark covers every device you own with one subscription. We register the plan on [u]your e-mail address[/u], so you can manage it and change the password yourself.',
    features: [
      '24 months of Surfshark Starter',
      'Unlimited devices',
      'CleanWeb, Bypasser and a kill switch',
    ],
    requirements: ['An e-mail address not yet used with Surfshark'],
    steps: [
      'Send the e-mail you want to use in a support ticket with your order number.',
      'Set your password from the e-mail Surfshark sends you.',
      'Install the apps and sign in.',
    ],
    stock: manual(45),
    faqs: [
      {
        question: 'Can I use my existing Surfshark account?',
        answer:
          'Only if it has no active plan. Otherwise we register a new account on another e-mail of yours.',
      },
    ],
  },
  {
    cat: 'security',
    name: 'ESET NOD32 Antivirus 1 Year',
    url: 'eset-nod32-antivirus-1-year',
    card: 'One-year license for ESET NOD32 Antivirus on one Windows PC: light, fast, no nagging.',
    price: 999,
    orig: 3999,
    warranty: 365,
    rating: 4.7,
    noun: 'license key',
    headline: 'Lightweight antivirus for one PC',
    bullets: ['1 device, 12 months', 'Anti-ransomware and exploit blocker', 'Gamer mode'],
    intro:
      'ESET NOD32 is a classic for people who want strong protection without slowing their PC down. It blocks viruses, ransomware and phishing, and stays quiet while you game or work.',
    features: [
      '20-character license key',
      'Real-time scanning and anti-phishing',
      'Ransomware shield and exploit blocker',
    ],
    requirements: ['Windows 10 or Windows 11', '1 GB RAM, 1 GB free disk space'],
    steps: [
      'Download ESET NOD32 Antivirus from the official website.',
      'Run the installer and choose [b]Use a purchased license key[/b].',
      'Enter the key and finish the setup.',
    ],
    stock: codes(22, '####-####-####-####-####', CODE_CHARS),
    faqs: [
      {
        question: 'Can I renew an existing ESET license with it?',
        answer:
          'Yes. Enter the new key in [b]Help and support > Change license[/b] when the old one runs out.',
      },
    ],
  },
  {
    cat: 'security',
    name: 'Kaspersky Premium 1 Device 1 Year',
    url: 'kaspersky-premium-1-device-1-year',
    card: 'Kaspersky Premium for one device for a year: antivirus, unlimited VPN and a password manager.',
    price: 1499,
    orig: 5999,
    warranty: 365,
    rating: 4.5,
    noun: 'activation code',
    headline: 'All-in-one protection for one device',
    bullets: [
      'Antivirus, firewall and unlimited VPN',
      'Password manager',
      'Windows, macOS, Android or iOS',
    ],
    intro:
      'Kaspersky Premium bundles award-winning malware protection with an unlimited VPN, a password manager and identity protection tools, all managed from one app.',
    features: [
      '20-character activation code',
      'Unlimited fast VPN',
      'Password manager and data leak checker',
    ],
    requirements: ['Windows 10/11, macOS 12+, Android 8+ or iOS 15+', 'A My Kaspersky account'],
    steps: [
      'Install Kaspersky Premium from the official website.',
      'Sign in to My Kaspersky when the app asks.',
      'Enter the activation code from your order page.',
    ],
    stock: codes(16, '#####-#####-#####-#####', CODE_CHARS),
    faqs: [
      {
        question: 'Is the code region specific?',
        answer: 'The code is for [b]Europe[/b] and activates on accounts in EU and UK regions.',
      },
    ],
  },
  {
    cat: 'security',
    name: 'Bitdefender Total Security 5 Devices 1 Year',
    url: 'bitdefender-total-security-5-devices-1-year',
    card: 'Bitdefender Total Security for five devices across Windows, macOS, Android and iOS.',
    price: 2299,
    orig: 9999,
    warranty: 365,
    rating: 4.6,
    noun: 'activation code',
    headline: 'Top-rated protection for the whole household',
    bullets: [
      '5 devices, any mix of platforms',
      'Multi-layer ransomware protection',
      'Parental control and 200 MB/day VPN',
    ],
    intro:
      'Bitdefender Total Security protects up to five PCs, Macs, phones and tablets with minimal impact on performance. A code is reserved for you and sent by our team with setup help.',
    features: [
      'Activation code for 5 devices',
      'Anti-theft, webcam and microphone protection',
      'Safepay secure browser',
    ],
    requirements: [
      'Windows 10/11, macOS 11+, Android 8+ or iOS 15+',
      'A Bitdefender Central account',
    ],
    steps: [
      'Sign in to Bitdefender Central.',
      'Go to [b]My Subscriptions > Activation code[/b] and enter the code.',
      'Install protection on each device from Central.',
    ],
    stock: manual(55),
    faqs: [
      {
        question: 'Can I mix Windows and phones?',
        answer:
          'Yes, the five slots can be any combination of Windows, macOS, Android and iOS devices.',
      },
    ],
  },

  /* ----------------------------------------- SEO Tools --------------------------------------- */
  {
    cat: 'seo',
    name: 'Semrush Guru 1 Month',
    url: 'semrush-guru-1-month',
    card: 'A private Semrush Guru seat for 30 days: content toolkit, historical data and 15 projects.',
    price: 3999,
    orig: 24995,
    warranty: 30,
    rating: 4.8,
    home: true,
    noun: 'seat',
    headline: 'The full Semrush toolkit for agencies and in-house teams',
    bullets: [
      'Private seat, not shared',
      '15 projects, 1,500 tracked keywords',
      'Historical data back to 2012',
    ],
    intro:
      'Semrush Guru covers keyword research, competitor analysis, site audits, rank tracking and the Content Marketing toolkit. You get a [b]private seat[/b] with its own login; your projects are not visible to anyone else.',
    features: [
      '30 days of Semrush Guru',
      '5,000 results per report and 30 site audits',
      'Content Marketing Platform and Looker Studio connector',
    ],
    requirements: ['Any modern web browser'],
    steps: [
      'Place the order; we create your seat within 15 minutes.',
      'Sign in on semrush.com with the details on your order page.',
      'Create your first project and run a site audit.',
    ],
    stock: manual(30),
    faqs: [
      {
        question: 'Can other customers see my projects?',
        answer: 'No. Each seat is private, with its own projects and position tracking.',
      },
      {
        question: 'Are there usage limits?',
        answer:
          'The standard Guru limits apply: [b]5,000[/b] results per report and 3,000 reports a day.',
      },
    ],
  },
  {
    cat: 'seo',
    name: 'Ahrefs Standard 1 Month',
    url: 'ahrefs-standard-1-month',
    card: 'A month of Ahrefs Standard: backlinks, keyword research and site audits for serious SEO work.',
    price: 4499,
    orig: 19900,
    warranty: 30,
    rating: 4.7,
    noun: 'seat',
    headline: 'The backlink index SEOs swear by',
    bullets: [
      'Site Explorer and Keywords Explorer',
      '2 years of history',
      'Content Explorer and Portfolios',
    ],
    intro:
      "Ahrefs Standard is the plan for freelancers and small teams: study any site's backlinks and organic traffic, find keywords that bring visitors and keep your own sites healthy with Site Audit.",
    features: [
      '30 days of Ahrefs Standard',
      'Private login for one user',
      'Rank Tracker with weekly updates',
    ],
    requirements: ['Any modern web browser'],
    steps: [
      'Wait for your login on the order page (within 15 minutes).',
      'Sign in on app.ahrefs.com.',
      'Do not change the e-mail, password or billing settings.',
    ],
    stock: manual(20),
    faqs: [
      {
        question: 'Is the seat shared?',
        answer:
          'No, the seat is for one user. Logging in from many places at once blocks the seat.',
      },
    ],
  },
  {
    cat: 'seo',
    name: 'Moz Pro Standard 1 Month',
    url: 'moz-pro-standard-1-month',
    card: 'One month of Moz Pro Standard: keyword research, rank tracking and Domain Authority.',
    price: 1999,
    orig: 9900,
    warranty: 30,
    rating: 4.3,
    noun: 'account',
    headline: 'Moz metrics, keyword research and site crawls',
    bullets: ['Domain Authority and Link Explorer', '3 tracked sites', 'Weekly site crawls'],
    intro:
      'Moz Pro gives you the metrics the industry quotes, Domain Authority and Page Authority, together with keyword research, rank tracking and a site crawler that finds technical issues.',
    features: [
      'Ready account with 30 days of Moz Pro Standard',
      'Keyword Explorer and Link Explorer',
      'MozBar premium features',
    ],
    requirements: ['Any modern web browser; Chrome for the MozBar extension'],
    steps: [
      'Sign in on moz.com with the account from your order page.',
      'Add your site as a campaign.',
      'Install MozBar and sign in there too.',
    ],
    stock: accounts(8, 'moz.seo', 'mailbox.example'),
    faqs: [
      {
        question: 'Can I keep my campaigns after a month?',
        answer: 'Yes, buy again before it ends and we extend the same account.',
      },
    ],
  },
  {
    cat: 'seo',
    name: 'SE Ranking Pro 3 Months',
    url: 'se-ranking-pro-3-months',
    card: 'Three months of SE Ranking Pro: daily rank tracking, audits, backlinks and white-label reports.',
    price: 2999,
    orig: 17970,
    warranty: 90,
    rating: 4.4,
    noun: 'account',
    headline: 'Daily rankings and client-ready reports',
    bullets: ['Daily rank tracking', 'Website audit and backlink monitor', 'White-label reports'],
    intro:
      'SE Ranking is an all-in-one SEO platform popular with agencies. The Pro plan adds white-label reports and a larger keyword allowance, perfect for managing several client sites.',
    features: [
      'Ready account with 3 months of Pro',
      'Unlimited projects',
      'Competitor research and content marketing tools',
    ],
    requirements: ['Any modern web browser'],
    steps: [
      'Sign in on seranking.com with the details from your order page.',
      'Add your projects and keywords.',
      'Schedule your first report.',
    ],
    stock: accounts(9, 'rank.tracker', 'example.com'),
    faqs: [
      {
        question: 'Is the account private?',
        answer: 'Yes, one customer per account. You can change the password.',
      },
    ],
  },
  {
    cat: 'seo',
    name: 'Surfer SEO Essential 1 Month',
    url: 'surfer-seo-essential-1-month',
    card: 'A month of Surfer Essential: write content that ranks with data-driven guidelines.',
    price: 2499,
    orig: 9900,
    warranty: 30,
    rating: 4.5,
    noun: 'seat',
    headline: 'Content that ranks, guided by data',
    bullets: [
      'Content Editor with real-time score',
      '30 articles a month',
      'Google Docs and WordPress extensions',
    ],
    intro:
      'Surfer analyses the pages that already rank for your keyword and tells you which terms, headings and length to use. Write in the Content Editor or straight in Google Docs and watch your score climb.',
    features: [
      '30 days of Surfer Essential',
      'Content Editor, Topical Map and Audit',
      'Private login',
    ],
    requirements: ['Any modern web browser'],
    steps: [
      'Wait for your login on the order page.',
      'Sign in on surferseo.com.',
      'Create a Content Editor for your target keyword.',
    ],
    stock: manual(25),
    faqs: [
      {
        question: 'Are AI credits included?',
        answer: 'Surfer AI credits are [i]not[/i] included; the Content Editor and audits are.',
      },
    ],
  },
  {
    cat: 'seo',
    name: 'Screaming Frog SEO Spider 1 Year',
    url: 'screaming-frog-seo-spider-1-year',
    card: 'One-year license for the Screaming Frog SEO Spider: unlimited crawling on your desktop.',
    price: 8999,
    orig: 25900,
    warranty: 365,
    rating: 4.9,
    noun: 'license',
    headline: 'The desktop crawler every technical SEO uses',
    bullets: ['Unlimited URLs', 'JavaScript rendering', 'GA4 and Search Console integration'],
    intro:
      'The SEO Spider crawls websites like a search engine and reports broken links, redirects, duplicate content, missing metadata and much more. The paid license removes the 500 URL limit and unlocks scheduling and integrations.',
    features: [
      'Username and license key for 12 months',
      'Crawl scheduling and comparison',
      'Custom extraction and XML sitemaps',
    ],
    requirements: ['Windows, macOS or Ubuntu', '8 GB RAM or more for large crawls'],
    steps: [
      'Install the SEO Spider from the official website.',
      'Open [b]Licence > Enter Licence[/b].',
      'Paste the username and key from your order page.',
    ],
    stock: {
      count: 7,
      item: (rnd, i) =>
        `Username: seo-lab-${accountNumber(rnd, i)} | License key: ${fill(rnd, '##########-##########-##########', HEX_CHARS)}`,
    },
    faqs: [
      {
        question: 'On how many computers can I use it?',
        answer: 'One user, on the computers that user works on.',
      },
    ],
  },

  /* ---------------------------------- Web Services & Cloud ----------------------------------- */
  {
    cat: 'cloud',
    name: 'ChatGPT Plus 1 Month',
    url: 'chatgpt-plus-1-month',
    card: 'One month of ChatGPT Plus on your own account: latest models, higher limits, image generation.',
    price: 1299,
    orig: 2000,
    warranty: 30,
    rating: 4.8,
    home: true,
    noun: 'upgrade',
    headline: 'ChatGPT Plus on your own account',
    bullets: [
      'Access to the latest models',
      'Higher message limits',
      'Image generation, voice and data analysis',
    ],
    intro:
      "ChatGPT Plus gives you priority access to OpenAI's newest models, more messages, file uploads, data analysis and image generation. We upgrade [u]your own account[/u], so your chats and custom GPTs stay where they are.",
    features: [
      '30 days of ChatGPT Plus',
      'Your history and settings kept',
      'Works on web, desktop and mobile apps',
    ],
    requirements: ['A ChatGPT account'],
    steps: [
      'After purchase, send your ChatGPT e-mail in a support ticket with your order number.',
      'Follow the short activation instructions we send (no password needed).',
      'Refresh ChatGPT: the Plus badge appears.',
    ],
    stock: manual(200),
    faqs: [
      {
        question: 'Do you need my password?',
        answer: '[b]No.[/b] The upgrade never requires your password.',
      },
      {
        question: 'Can I buy several months in a row?',
        answer: 'Yes, order again in the last days of your month and we extend it.',
      },
    ],
  },
  {
    cat: 'cloud',
    name: 'Canva Pro 1 Year',
    url: 'canva-pro-1-year',
    card: 'A year of Canva Pro on your own account through a team invitation: premium templates and Magic Studio.',
    price: 1499,
    orig: 11999,
    warranty: 365,
    rating: 4.9,
    home: true,
    noun: 'invitation link',
    headline: 'Design anything with Canva Pro',
    bullets: [
      '100+ million premium photos and elements',
      'Brand Kit, Background Remover, Magic Resize',
      'Joins your existing Canva account',
    ],
    intro:
      'Canva Pro removes every limit: premium templates and stock, the Background Remover, Magic Resize and the AI tools in Magic Studio. The invitation link adds [u]your own Canva account[/u] to a Pro team.',
    features: [
      'Team invitation link for 12 months of Pro',
      '1 TB cloud storage',
      'Schedule social posts to 8 platforms',
    ],
    requirements: ['A Canva account (free)'],
    steps: [
      'Sign in to Canva in your browser.',
      'Open the invitation link from your order page.',
      'Click [b]Join team[/b]; the Pro features unlock immediately.',
    ],
    stock: invites(25, 'https://join.teams.example/canva/'),
    faqs: [
      {
        question: 'Will the team see my designs?',
        answer: 'No. Designs stay private unless you share them with the team yourself.',
      },
    ],
  },
  {
    cat: 'cloud',
    name: 'Google One 2 TB 1 Year',
    url: 'google-one-2-tb-1-year',
    card: 'A year of 2 TB Google One storage for Gmail, Drive and Photos on your own account.',
    price: 3999,
    orig: 9999,
    warranty: 365,
    rating: 4.6,
    noun: 'family invitation',
    headline: '2 TB for Drive, Gmail and Photos',
    bullets: [
      '2 TB shared storage',
      'Works on your own Google account',
      'Extra Google Photos editing features',
    ],
    intro:
      'Running out of space in Gmail or Google Photos? We add your Google account to a 2 TB Google One family group for a year. Your files stay private: members only share the storage pool.',
    features: [
      '12 months in a 2 TB Google One plan',
      'Private files, shared space',
      'Google Photos premium editing',
    ],
    requirements: ['A Google account that is not already in a family group'],
    steps: [
      'Send your Gmail address in a support ticket with your order number.',
      'Accept the family invitation from Google.',
      'Check the new quota on one.google.com.',
    ],
    stock: manual(50),
    faqs: [
      {
        question: 'Can other members see my files?',
        answer: 'No, only the storage is shared. Your Drive, Gmail and Photos stay private.',
      },
    ],
  },
  {
    cat: 'cloud',
    name: 'Dropbox Plus 1 Year',
    url: 'dropbox-plus-1-year',
    card: 'A Dropbox Plus account with 2 TB of storage for a year, ready to use.',
    price: 4999,
    orig: 11988,
    warranty: 365,
    rating: 4.4,
    noun: 'account',
    headline: '2 TB of Dropbox with file recovery',
    bullets: [
      '2 TB storage',
      '30-day file recovery and version history',
      'Dropbox Transfer up to 2 GB',
    ],
    intro:
      'A ready Dropbox Plus account with a one-year plan. Sync files across computers and phones, recover deleted files for 30 days and share large files with Dropbox Transfer.',
    features: [
      'Dedicated account with 12 months of Plus',
      'Change the e-mail and password after sign-in',
      'Unlimited linked devices',
    ],
    requirements: ['Windows, macOS, Linux, Android, iOS or a web browser'],
    steps: [
      'Sign in on dropbox.com with the details from your order page.',
      'Change the e-mail and password under [b]Settings[/b].',
      'Install the desktop and mobile apps.',
    ],
    stock: accounts(6, 'cloud.drive', 'inbox.example'),
    faqs: [
      {
        question: 'Can I move my files from my old account?',
        answer:
          'Yes, share a folder between the two accounts or use the desktop app to copy them over.',
      },
    ],
  },
  {
    cat: 'cloud',
    name: 'Grammarly Premium 1 Year',
    url: 'grammarly-premium-1-year',
    card: 'A Grammarly Premium account for a year: clarity rewrites, tone detection and plagiarism checks.',
    price: 2999,
    orig: 14400,
    warranty: 365,
    rating: 4.5,
    noun: 'account',
    headline: 'Write clearly everywhere you type',
    bullets: [
      'Full-sentence rewrites and tone adjustments',
      'Plagiarism checker',
      'Browser, Word and desktop apps',
    ],
    intro:
      'Grammarly Premium goes beyond spelling: it rewrites unclear sentences, adjusts your tone, suggests better words and checks your text against billions of web pages for plagiarism.',
    features: [
      'Ready account with 12 months of Premium',
      'Generative AI prompts',
      'Works in Chrome, Edge, Word and Google Docs',
    ],
    requirements: ['Windows, macOS, iOS, Android or a supported browser'],
    steps: [
      'Install the Grammarly extension or app.',
      'Sign in with the account from your order page.',
      'Write as usual; suggestions appear as you type.',
    ],
    stock: accounts(13, 'writer.pro', 'example.com'),
    faqs: [
      {
        question: 'Can I use it on several devices?',
        answer: 'Yes, sign in on all your devices with the same account.',
      },
    ],
  },
  {
    cat: 'cloud',
    name: 'Midjourney Standard 1 Month',
    url: 'midjourney-standard-1-month',
    card: 'One month of Midjourney Standard: 15 fast GPU hours and unlimited relaxed generations.',
    price: 1999,
    orig: 3000,
    warranty: 30,
    rating: 4.6,
    noun: 'subscription',
    headline: 'Stunning AI images from a text prompt',
    bullets: [
      '15 h fast GPU time',
      'Unlimited relaxed generations',
      'Commercial use of your images',
    ],
    intro:
      'Midjourney turns short prompts into striking images. The Standard plan is the sweet spot: enough fast hours for daily work and unlimited relaxed mode for everything else.',
    features: [
      '30 days of Midjourney Standard',
      'Web editor and Discord bot',
      'Stealth mode not included',
    ],
    requirements: ['A Discord or Google account to sign in to Midjourney'],
    steps: [
      'Send the e-mail you use for Midjourney in a support ticket with your order number.',
      'We activate the plan and confirm on your order page.',
      'Open midjourney.com and start creating.',
    ],
    stock: manual(40),
    faqs: [
      {
        question: 'Can I sell the images I make?',
        answer: 'Yes, paid Midjourney plans allow commercial use of your generations.',
      },
    ],
  },

  /* ------------------------------------------ Mobile ----------------------------------------- */
  {
    cat: 'mobile',
    name: 'Duolingo Super 12 Months',
    url: 'duolingo-super-12-months',
    card: 'A year of Duolingo Super on your own account: no ads, unlimited hearts, personalised practice.',
    price: 1999,
    orig: 8499,
    warranty: 365,
    rating: 4.7,
    noun: 'family invitation',
    headline: 'Learn faster with Super',
    bullets: [
      'No ads, unlimited hearts',
      'Personalised practice and Legendary levels',
      'Keeps your streak and progress',
    ],
    intro:
      'Duolingo Super removes the ads and the hearts limit, adds personalised practice and unlocks Legendary levels. We add [u]your own account[/u] to a Super family plan so your streak stays intact.',
    features: [
      '12 months of Super Duolingo',
      'Works for every language course',
      'iOS, Android and web',
    ],
    requirements: ['A Duolingo account'],
    steps: [
      'Send your Duolingo username in a support ticket with your order number.',
      'Accept the family invitation in the app.',
      'Restart the app: the Super badge appears.',
    ],
    stock: manual(80),
    faqs: [
      {
        question: 'Will I lose my streak?',
        answer: 'No, your streak, XP and league stay exactly as they are.',
      },
    ],
  },
  {
    cat: 'mobile',
    name: 'Truecaller Premium 12 Months',
    url: 'truecaller-premium-12-months',
    card: 'A year of Truecaller Premium: ad-free caller ID, spam blocking and incognito mode.',
    price: 999,
    orig: 2999,
    warranty: 365,
    rating: 4.2,
    noun: 'promo code',
    headline: 'Know who is calling, block the rest',
    bullets: ['Ad-free caller ID', 'Advanced spam blocking', 'Who viewed my profile'],
    intro:
      'Truecaller Premium identifies unknown callers, automatically blocks spam and scam calls and removes all ads from the app.',
    features: ['12-month promo code', 'Incognito mode and premium badge', 'Android and iOS'],
    requirements: ['Truecaller app on Android 8+ or iOS 15+'],
    steps: [
      'Open Truecaller and go to [b]Premium[/b].',
      'Tap [b]Redeem code[/b].',
      'Enter the promo code from your order page.',
    ],
    stock: codes(15, 'TC-####-####-####', CODE_CHARS),
    faqs: [
      {
        question: 'Does it work on iPhone?',
        answer: 'Yes, the code works on both Android and iOS.',
      },
    ],
  },
  {
    cat: 'mobile',
    name: 'CapCut Pro 1 Year',
    url: 'capcut-pro-1-year',
    card: 'A CapCut Pro account for a year: premium effects, no watermark and 100 GB of cloud space.',
    price: 2499,
    orig: 8999,
    warranty: 365,
    rating: 4.6,
    home: true,
    noun: 'account',
    headline: 'Edit like a pro on your phone',
    bullets: [
      'Premium effects, filters and transitions',
      'AI tools and auto captions',
      'Export without watermark',
    ],
    intro:
      'CapCut Pro unlocks the full library of effects, templates and AI tools for short videos, with 100 GB of cloud storage to move projects between phone and desktop.',
    features: [
      'Ready account with 12 months of Pro',
      'Mobile, desktop and web',
      '100 GB cloud storage',
    ],
    requirements: ['CapCut on Android, iOS, Windows or macOS'],
    steps: [
      'Open CapCut and sign out of any other account.',
      'Sign in with the e-mail and password from your order page.',
      'Pro features are unlocked right away.',
    ],
    stock: accounts(17, 'clip.editor', 'mailbox.example'),
    faqs: [
      {
        question: 'Can I use it on my PC as well?',
        answer: 'Yes, sign in with the same account in CapCut for Windows or macOS.',
      },
    ],
  },
  {
    cat: 'mobile',
    name: 'Picsart Gold 1 Year',
    url: 'picsart-gold-1-year',
    card: 'A year of Picsart Gold on your own account: premium stickers, fonts and AI editing tools.',
    price: 1499,
    orig: 5599,
    warranty: 365,
    rating: 4.3,
    noun: 'upgrade',
    headline: 'Every premium Picsart tool, all year',
    bullets: [
      'Premium fonts, stickers and templates',
      'AI background remover and enhancer',
      'No ads, no watermark',
    ],
    intro:
      'Picsart Gold turns your phone into a photo studio with premium content and AI editing tools. We activate Gold on [u]your own Picsart account[/u].',
    features: [
      '12 months of Picsart Gold',
      'Works on mobile and web',
      'Commercial use of premium content',
    ],
    requirements: ['A Picsart account'],
    steps: [
      'Send your Picsart username in a support ticket with your order number.',
      'We confirm the upgrade on your order page.',
      'Restart the app to see the Gold badge.',
    ],
    stock: manual(30),
    faqs: [
      {
        question: 'Does it work on web as well?',
        answer: 'Yes, Gold is tied to your account, so it works in the apps and on picsart.com.',
      },
    ],
  },
  {
    cat: 'mobile',
    name: 'Headspace Annual Subscription',
    url: 'headspace-annual-subscription',
    card: 'One year of Headspace: guided meditation, sleep sounds and focus music.',
    price: 1999,
    orig: 6999,
    warranty: 365,
    rating: 4.5,
    noun: 'redemption code',
    headline: 'Stress less, sleep better',
    bullets: [
      'Hundreds of guided meditations',
      'Sleepcasts and focus music',
      'Courses for stress, sleep and focus',
    ],
    intro:
      'Headspace teaches meditation and mindfulness in a few minutes a day. Its library covers stress, sleep, focus and movement, with new content every week.',
    features: [
      '12-month redemption code',
      'Full Headspace library',
      'Works on iOS, Android and web',
    ],
    requirements: ['A Headspace account'],
    steps: [
      'Go to [b]headspace.com/code[/b] and sign in.',
      'Enter the redemption code.',
      'Open the app: your subscription is active.',
    ],
    stock: codes(11, 'HS-####-####-####', CODE_CHARS),
    faqs: [
      {
        question: 'Does it renew automatically?',
        answer: 'No, a code-based subscription simply ends after 12 months.',
      },
    ],
  },

  /* ---------------------------------------- Gift Cards --------------------------------------- */
  {
    cat: 'gift-cards',
    name: 'Steam Wallet $20 Gift Card',
    url: 'steam-wallet-20-usd',
    card: 'A $20 Steam Wallet code for games, DLC and Community Market items (USD accounts).',
    price: 2149,
    warranty: 0,
    rating: 4.9,
    home: true,
    noun: 'wallet code',
    headline: 'Top up your Steam Wallet in seconds',
    bullets: ['$20 USD Steam Wallet credit', 'Games, DLC and in-game items', 'Great as a gift'],
    intro:
      'Add $20 to your Steam Wallet and spend it on games, DLC, software and Community Market items. Wallet funds never expire.',
    features: ['15-character Steam Wallet code', 'Credit in US dollars', 'No expiry date'],
    requirements: ['A Steam account with USD as its wallet currency'],
    steps: [
      'Open Steam and choose [b]Games > Redeem a Steam Wallet Code[/b].',
      'Enter the code from your order page.',
      'The balance appears at the top right.',
    ],
    stock: codes(25, '#####-#####-#####', CODE_CHARS),
    faqs: [
      {
        question: 'My Steam wallet is in euros. Will it work?',
        answer:
          'Steam converts US dollar codes on most non-US wallets at the current exchange rate.',
      },
    ],
  },
  {
    cat: 'gift-cards',
    name: 'Google Play $25 Gift Card',
    url: 'google-play-25-usd-gift-card',
    card: 'A $25 Google Play code for apps, games, movies and books (US accounts).',
    price: 2649,
    warranty: 0,
    rating: 4.8,
    noun: 'gift card code',
    headline: 'Apps, games and more on Google Play',
    bullets: ['$25 USD Google Play balance', 'Apps, games, in-app items and books', 'US accounts'],
    intro:
      'Add $25 to your Google Play balance and use it for apps, games, in-app purchases, films and e-books, or for subscriptions like YouTube Premium.',
    features: ['20-character Google Play code', 'Adds to your Google Play balance', 'No expiry'],
    requirements: ['A Google account with its Play country set to the United States'],
    steps: [
      'Open the Play Store and tap your profile picture.',
      'Choose [b]Payments & subscriptions > Redeem code[/b].',
      'Enter the code and confirm.',
    ],
    stock: codes(20, '####################', CODE_CHARS),
    faqs: [
      {
        question: 'Does it work outside the US?',
        answer: 'No, Google Play codes only redeem on accounts of their own country ([b]US[/b]).',
      },
    ],
  },
  {
    cat: 'gift-cards',
    name: 'Apple Gift Card $50 (US)',
    url: 'apple-gift-card-50-usd',
    card: 'A $50 Apple Gift Card for the App Store, iCloud+, Apple Music and Apple products (US).',
    price: 5299,
    warranty: 0,
    rating: 4.7,
    noun: 'gift card code',
    headline: 'One card for everything Apple',
    bullets: [
      '$50 added to your Apple Account',
      'Apps, games, iCloud+ and Apple Music',
      'US Apple Accounts',
    ],
    intro:
      'Use the Apple Gift Card for apps, games, subscriptions such as iCloud+ and Apple Music, or put it towards accessories and devices on the US Apple Store.',
    features: [
      '16-character code starting with X',
      'Balance never expires',
      'Works on iPhone, iPad and Mac',
    ],
    requirements: ['An Apple Account with the United States as its region'],
    steps: [
      'Open the App Store and tap your photo.',
      'Tap [b]Redeem Gift Card or Code[/b] and choose to enter the code manually.',
      'Type the code and tap [b]Redeem[/b].',
    ],
    stock: codes(12, 'X###############', CODE_CHARS),
    faqs: [
      {
        question: 'Can I use it in another country?',
        answer:
          'No, Apple gift cards are tied to the country of the account: this one is for the [b]US[/b].',
      },
    ],
  },
  {
    cat: 'gift-cards',
    name: 'Amazon.com $50 Gift Card',
    url: 'amazon-com-50-usd-gift-card',
    card: 'A $50 Amazon.com gift card claim code, sent by our team within 15 minutes.',
    price: 5199,
    warranty: 0,
    rating: 4.6,
    noun: 'claim code',
    headline: 'Shop millions of items on Amazon.com',
    bullets: ['$50 Amazon.com balance', 'No fees, no expiry', 'Checked by hand before sending'],
    intro:
      'Amazon.com gift cards can be spent on millions of items sold on the US store. To protect you from fraud checks, our team verifies every code by hand before delivery.',
    features: [
      'Amazon.com claim code',
      'Balance valid for 10 years',
      'Can be combined with other payment methods',
    ],
    requirements: ['An Amazon.com account (US store)'],
    steps: [
      'Go to [b]Your Account > Gift cards > Redeem a gift card[/b] on amazon.com.',
      'Enter the claim code from your order page.',
      'Click [b]Apply to your balance[/b].',
    ],
    stock: manual(15),
    faqs: [
      {
        question: 'Does it work on Amazon.co.uk or Amazon.de?',
        answer: 'No, Amazon.com gift cards only work on the US store.',
      },
    ],
  },
  {
    cat: 'gift-cards',
    name: 'PlayStation Store $50 Gift Card (US)',
    url: 'playstation-store-50-usd-gift-card',
    card: 'A $50 PlayStation Store code for games, add-ons and subscriptions on US accounts.',
    price: 4899,
    orig: 5000,
    warranty: 0,
    rating: 4.7,
    noun: 'gift card code',
    headline: 'PlayStation Store credit below face value',
    bullets: ['$50 PSN wallet funds', 'Games, add-ons and PS Plus', 'US accounts'],
    intro:
      'Add $50 to your PlayStation Network wallet and buy games, add-ons, virtual currency or a PlayStation Plus membership on PS5, PS4 or the web.',
    features: ['12-character PlayStation Store code', 'Adds to your PSN wallet', 'No expiry'],
    requirements: ['A PlayStation Network account set to the United States'],
    steps: [
      'On PS5 open the [b]PlayStation Store[/b] and choose [b]Redeem Code[/b].',
      'Enter the 12-character code.',
      'The funds show in your wallet immediately.',
    ],
    stock: codes(14, '####-####-####', CODE_CHARS),
    faqs: [
      {
        question: 'Can I buy PlayStation Plus with it?',
        answer: 'Yes, wallet funds can pay for any PlayStation Plus plan.',
      },
    ],
  },
];

export const DEMO_CATEGORIES: DemoCategory[] = CATEGORIES.map((category) => ({ ...category }));

export const DEMO_PRODUCTS: DemoProduct[] = PRODUCTS.map(build);
