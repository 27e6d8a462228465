/**
 * BBCode of product descriptions and FAQ answers (docs/specs/customer-area.md section 2: bold,
 * italic, underline, strike, colour, size, image tags, line breaks; ARCHITECTURE.md "Security
 * model": a parser with an allow-list, no raw HTML).
 *
 * Parsed by BBob (@bbob/core through @bbob/react) with `onlyAllowTags` = BBCODE_TAGS, so any
 * other tag ([url], [quote], [script], ...) stays literal text. Each allowed tag is rebuilt by
 * our preset (an extension of @bbob/preset-react) into a node whose tag and attributes we write
 * ourselves: the author's attributes are never copied, so no event handler, href or raw style
 * reaches the page. A last pass turns any node we did not build into plain content, and
 * newlines into <br>. React escapes every text node, so `<script>` shows as text.
 *
 * - [color=X]: X must be #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name; else no colour.
 *   Given the backgrounds of the two themes, a colour too faint on one is shifted until it reads
 *   at 4.5:1 there (readableThemedColor).
 * - [size=N]: 1-7 is the classic HTML font-size scale; larger numbers (optionally "px") are
 *   pixels, clamped to BBCODE_FONT_SIZE_PX; anything else gives no size.
 * - [img]URL[/img]: one of the store's own images (/uploads/x.png, /demo-images/x.svg, also as an
 *   absolute URL on the page's origin) or an https: URL on a host the server lists
 *   (BBCODE_IMAGE_HOSTS, from GET /api/site-config; contracts/image-url.ts isBbcodeImageUrl).
 *   Anything else (javascript:, data:, http:, //host, other hosts) is shown as the original text;
 *   an https image is held back, neither loaded nor shown, until the list is known.
 */
import type { ReactNode } from 'react';
import { render } from '@bbob/react';
import NAMED_COLORS from 'color-name';
import presetReact from '@bbob/preset-react';
import { useBrowserValue } from '@/lib/browser-value';
import { httpImageUrl, isBbcodeImageUrl, isStoreImagePath } from '@contracts/image-url';

/** The tags rendered; every other tag is shown as text. */
const BBCODE_TAGS = ['b', 'i', 'u', 's', 'color', 'size', 'img', 'br'] as const;

/** Font sizes in px that [size] may produce (the demo data uses 18 and 22). */
const BBCODE_FONT_SIZE_PX = { min: 10, max: 36 } as const;

/** The classic HTML <font size=1..7> scale, in px. */
const CLASSIC_SIZES_PX = [10, 13, 16, 18, 24, 32, 36] as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** True for a hex colour or a CSS colour name; nothing that could carry more CSS. */
export function isSafeColor(value: string): boolean {
  const color = value.trim();
  return HEX_COLOR.test(color) || Object.hasOwn(NAMED_COLORS, color.toLowerCase());
}

type Rgb = [number, number, number];

/** #rgb, #rgba, #rrggbb or #rrggbbaa as opaque RGB; null for anything else. */
function hexToRgb(color: string): Rgb | null {
  if (!HEX_COLOR.test(color)) return null;
  let hex = color.slice(1);
  if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
}

/**
 * A CSS colour name as RGB, from the table rather than the browser, so that a server render and
 * the browser's make the same colour; null for anything else.
 */
function namedToRgb(color: string): Rgb | null {
  const name = color.trim().toLowerCase();
  return Object.hasOwn(NAMED_COLORS, name) ? ([...NAMED_COLORS[name]!] as Rgb) : null;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Contrast that body text needs (WCAG AA). */
const MIN_TEXT_CONTRAST = 4.5;

/**
 * An author's colour made readable on `background` (a hex colour): unchanged when it already has
 * a 4.5:1 contrast, else mixed step by step towards white (dark backgrounds) or black (light
 * ones) until it does. Authors pick colours for one theme; readers may use the other.
 */
export function readableColor(color: string, background: string): string {
  const base = hexToRgb(background);
  const rgb = hexToRgb(color) ?? namedToRgb(color);
  if (!base || !rgb || contrastRatio(rgb, base) >= MIN_TEXT_CONTRAST) return color;
  const target: Rgb = luminance(base) < 0.5 ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 10; step++) {
    const share = step / 10;
    const mixed = rgb.map((channel, i) => channel + (target[i]! - channel) * share) as Rgb;
    if (contrastRatio(mixed, base) >= MIN_TEXT_CONTRAST) return toHex(mixed);
  }
  return toHex(target);
}

/** The background a text sits on in each theme (hex colours). */
export interface ThemedBackgrounds {
  light: string;
  dark: string;
}

/**
 * An author's colour as a CSS colour readable in both themes: readableColor on each theme's
 * background, the page's colour scheme choosing between the two (CSS light-dark(), which follows
 * the color-scheme the theme sets for each mode, app/theme.ts), so the markup is the same in both
 * modes. A browser without light-dark() drops the declaration and the text keeps the surrounding,
 * readable colour.
 */
export function readableThemedColor(color: string, backgrounds: ThemedBackgrounds): string {
  const light = readableColor(color, backgrounds.light);
  const dark = readableColor(color, backgrounds.dark);
  return light === dark ? light : `light-dark(${light}, ${dark})`;
}

/** The font size in px for a [size] value, clamped; null when the value is not a size. */
export function fontSizePx(value: string): number | null {
  const match = /^(\d{1,4})(px)?$/i.exec(value.trim());
  if (!match) return null;
  const number = Number(match[1]);
  if (!match[2] && number >= 1 && number <= CLASSIC_SIZES_PX.length) {
    return CLASSIC_SIZES_PX[number - 1] ?? null;
  }
  return Math.min(BBCODE_FONT_SIZE_PX.max, Math.max(BBCODE_FONT_SIZE_PX.min, number));
}

/** Characters never allowed in an image URL (spaces, quotes, angle brackets, backslashes, controls). */
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\s"'<>\\`\u0000-\u001f\u007f]/;

/** What [img] does with an address: show it, show the tag as text, or wait for the host list. */
export type ImageVerdict = 'allowed' | 'refused' | 'pending';

/**
 * The verdict on an [img] address: 'allowed' for one of the store's own images (a path, or an
 * absolute URL on `origin`, the page's origin) or an https URL on one of `imageHosts`; 'pending'
 * for another https URL while `imageHosts` is not known yet (undefined); else 'refused'.
 */
export function imageVerdict(
  value: string,
  {
    origin,
    imageHosts,
  }: { origin?: string | undefined; imageHosts?: readonly string[] | undefined },
): ImageVerdict {
  const url = value.trim();
  if (!url || url.length > 2048 || UNSAFE_URL_CHARS.test(url)) return 'refused';
  const absolute = httpImageUrl(url);
  if (origin && absolute?.origin === origin)
    return isStoreImagePath(absolute.pathname) && !absolute.search && !absolute.hash
      ? 'allowed'
      : 'refused';
  if (isBbcodeImageUrl(url, imageHosts ?? [])) return 'allowed';
  return imageHosts === undefined && absolute?.protocol === 'https:' ? 'pending' : 'refused';
}

/** A node of the output tree; only nodes built here (see `built`) are rendered as elements. */
interface OutNode {
  tag: string;
  attrs: Record<string, unknown>;
  content: BbNode[] | null;
}
type BbNode = string | number | OutNode | null;

/** A parsed tag as BBob hands it over. */
interface ParsedTag {
  tag: string;
  attrs?: Record<string, unknown>;
  content?: unknown;
  start?: { from: number; to: number };
  end?: { from: number; to: number };
}

const isTag = (node: unknown): node is ParsedTag =>
  typeof node === 'object' && node !== null && 'tag' in node;

/** BBob stores `[tag=value]` as the attribute whose key equals its value. */
function uniqueAttr(attrs: Record<string, unknown> | undefined): string {
  if (!attrs) return '';
  for (const [key, value] of Object.entries(attrs)) {
    if (key === value) return key;
  }
  return '';
}

function contentOf(node: ParsedTag): BbNode[] {
  return Array.isArray(node.content) ? (node.content as BbNode[]) : [];
}

/** Renders one BBCode text; a new preset per call so the text fallback can quote the source. */
function buildPlugins(source: string, { origin, backgrounds, imageHosts }: BbcodeOptions) {
  const built = new WeakSet<object>();
  const make = (tag: string, attrs: Record<string, unknown>, content: BbNode[] | null): OutNode => {
    const node: OutNode = { tag, attrs, content };
    built.add(node);
    return node;
  };
  /** The tag exactly as the author wrote it, as text. */
  const asText = (node: ParsedTag): string => {
    if (node.start) return source.slice(node.start.from, (node.end ?? node.start).to);
    return `[${node.tag}]`;
  };
  const style = (value: Record<string, string>) => ({ style: value });

  const tags: Record<string, (node: ParsedTag) => BbNode> = {
    b: (node) => make('strong', {}, contentOf(node)),
    i: (node) => make('em', {}, contentOf(node)),
    u: (node) => make('u', {}, contentOf(node)),
    s: (node) => make('s', {}, contentOf(node)),
    br: (node) => {
      const rest = contentOf(node);
      // "[br]text[/br]" keeps its text after the break.
      return rest.length ? make('span', {}, [make('br', {}, null), ...rest]) : make('br', {}, null);
    },
    color: (node) => {
      const color = uniqueAttr(node.attrs).trim();
      if (!isSafeColor(color)) return make('span', {}, contentOf(node));
      const shown = backgrounds ? readableThemedColor(color, backgrounds) : color;
      return make('span', style({ color: shown }), contentOf(node));
    },
    size: (node) => {
      const px = fontSizePx(uniqueAttr(node.attrs));
      return make(
        'span',
        px === null ? {} : style({ fontSize: `${px}px`, lineHeight: '1.35' }),
        contentOf(node),
      );
    },
    img: (node) => {
      const parts = contentOf(node);
      const url = parts.every((part) => typeof part === 'string') ? parts.join('').trim() : '';
      const verdict = imageVerdict(url, { origin, imageHosts });
      if (verdict === 'refused') return asText(node);
      if (verdict === 'pending') return make('span', {}, []);
      return make(
        'img',
        {
          src: url,
          alt: '',
          loading: 'lazy',
          referrerPolicy: 'no-referrer',
          style: { maxWidth: '100%', height: 'auto', borderRadius: '8px' },
        },
        null,
      );
    },
  };

  // Tag names arrive as written ([B], [Color]); the preset looks them up in lower case.
  const normalise = (tree: BbTree) =>
    tree.walk((node) =>
      isTag(node) && node.tag !== node.tag.toLowerCase()
        ? { ...node, tag: node.tag.toLowerCase() }
        : node,
    );

  // Our tags replace the preset's entirely; BBob's types expect its own node shape.
  const preset = presetReact.extend(() => tags as unknown as ReturnType<PresetExtend>)();

  // Last pass: newlines become <br>; any node not built above loses its tag and attributes.
  const guard = (tree: BbTree) =>
    tree.walk((node) => {
      if (node === '\n') return make('br', {}, null);
      if (isTag(node) && !built.has(node)) return make('span', {}, contentOf(node));
      return node;
    });

  return [normalise, preset, guard];
}

/** The walkable tree BBob passes to plugins. */
interface BbTree {
  walk: (callback: (node: unknown) => unknown) => BbTree;
}

type Plugins = NonNullable<Parameters<typeof render>[1]>;
type PresetExtend = Parameters<typeof presetReact.extend>[0];

/** Options of renderBbcode. */
interface BbcodeOptions {
  /** The page's origin (window.location.origin in the browser): absolute same-origin images. */
  origin?: string | undefined;
  /** What the text sits on in each theme; [color] values are made readable on both. */
  backgrounds?: ThemedBackgrounds | undefined;
  /**
   * Hosts whose https images [img] may show (GET /api/site-config bbcodeImageHosts); undefined
   * while not known, which holds such images back.
   */
  imageHosts?: readonly string[] | undefined;
}

/** BBCode text -> React nodes, safe to render (see the module comment). */
function renderBbcode(source: string | null | undefined, options: BbcodeOptions = {}): ReactNode[] {
  if (!source) return [];
  const text = source.replace(/\r\n?/g, '\n');
  const plugins = buildPlugins(text, options) as unknown as Plugins;
  return render(text, plugins, { onlyAllowTags: [...BBCODE_TAGS], caseFreeTags: true });
}

/**
 * Renders BBCode as a block of text with its line breaks and allowed formatting. `backgrounds`
 * are the colours behind the text in each theme, for readable author colours in both;
 * `imageHosts` the hosts whose https images may show (undefined while not known).
 */
export function BBCode({
  text,
  className,
  backgrounds,
  imageHosts,
}: {
  text: string | null | undefined;
  className?: string;
  backgrounds?: ThemedBackgrounds;
  imageHosts?: readonly string[] | undefined;
}) {
  // The browser's: a server render (web/src/entry-server.tsx) holds same-site absolute images back.
  const origin = useBrowserValue(() => window.location.origin) ?? undefined;
  return (
    <div className={className} style={{ overflowWrap: 'anywhere' }}>
      {renderBbcode(text, { origin, backgrounds, imageHosts })}
    </div>
  );
}
