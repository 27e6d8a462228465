/**
 * Writes the demo product images (seed/images/*.svg, served at /demo-images/) from the demo
 * catalogue: one 800x600 card per product, plus a "details" card for products whose images list
 * one. Each SVG is self-contained (system fonts, no external references, no scripts) and uses the
 * category colour and a geometric glyph for the category icon, never a brand logo.
 *
 * Run after editing seed/demo-catalogue.ts: `npx tsx seed/images/generate-images.ts`.
 * Output is deterministic; files for products no longer in the catalogue are not deleted.
 */
import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CategoryIcon } from '../../contracts/requests';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../demo-catalogue';
import type { DemoCategory, DemoProduct } from '../demo-catalogue';

const OUT_DIR = dirname(fileURLToPath(import.meta.url));
const WIDTH = 800;
const HEIGHT = 600;
const MARGIN = 64;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Simple 24x24 stroke glyphs for the category icons (own drawings, lucide-like style). */
const GLYPHS: Record<CategoryIcon, string> = {
  Monitor: '<rect x="2" y="3" width="20" height="14" rx="2"/><path d="M8 21h8M12 17v4"/>',
  Gamepad2:
    '<path d="M7 6h10a4 4 0 0 1 4 3.6l.8 6.9a2.7 2.7 0 0 1-4.8 2L15 16H9l-2 2.5a2.7 2.7 0 0 1-4.8-2L3 9.6A4 4 0 0 1 7 6z"/><path d="M6.5 11h4M8.5 9v4M15 10.5h.01M17.5 12.5h.01"/>',
  Star: '<path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z"/>',
  Shield:
    '<path d="M12 2l8 3v6.5c0 5-3.4 8.8-8 10.5-4.6-1.7-8-5.5-8-10.5V5z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  Package: '<path d="M12 2l9 5v10l-9 5-9-5V7z"/><path d="M3 7l9 5 9-5M12 12v10M7.5 4.5l9 5"/>',
  Globe:
    '<circle cx="12" cy="12" r="10"/><ellipse cx="12" cy="12" rx="4" ry="10"/><path d="M2 12h20"/>',
  Smartphone: '<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M11 18h2"/>',
  ShoppingCart:
    '<path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6"/><circle cx="9.5" cy="21" r="1.2"/><circle cx="18" cy="21" r="1.2"/>',
};

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/* ----------------------------------------- colours ----------------------------------------- */

type Hsl = { h: number; s: number; l: number };

function toHsl(hex: string): Hsl {
  const n = parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  const part = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The gradient stops for a category colour: a bright top-left, a deep, hue-shifted bottom-right. */
function palette(color: string): { light: string; base: string; deep: string } {
  const c = toHsl(color);
  // Shifting yellows towards green turns them olive, so those go towards orange instead.
  const deepShift = c.h >= 30 && c.h <= 90 ? -24 : 24;
  return {
    light: toHex({ h: (c.h + 350) % 360, s: clamp(c.s, 0, 0.9), l: clamp(c.l + 0.06, 0, 0.62) }),
    base: toHex({ h: c.h, s: c.s, l: clamp(c.l - 0.06, 0.2, 0.5) }),
    deep: toHex({
      h: (c.h + deepShift + 360) % 360,
      s: clamp(c.s * 0.9, 0, 1),
      l: clamp(c.l * 0.45, 0.1, 0.24),
    }),
  };
}

/* ------------------------------------------ text ------------------------------------------- */

/**
 * Rough advance width of a character in em. Deliberately generous (close to DejaVu Sans Bold, the
 * widest common fallback on Linux), so text also fits where Segoe UI or SF are not installed.
 */
function charWidth(ch: string): number {
  if (" \u00a0.,:;!|il1'jtfrI".includes(ch)) return 0.38;
  if ('mwMW'.includes(ch)) return 1.02;
  if (ch >= 'A' && ch <= 'Z') return 0.8;
  if (ch >= '0' && ch <= '9') return 0.7;
  if ('&$+%'.includes(ch)) return 0.84;
  return 0.68;
}

const textWidth = (text: string, size: number): number =>
  [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * size;

/** Greedy word wrap; a count stays on the line of its unit ("12 Months", "2 TB", "5 Devices"). */
function wrap(text: string, size: number, maxWidth: number): string[] {
  const words = text.replace(/(\d+) (?=(Months?|Years?|TB|Devices?)\b)/g, '$1\u00a0').split(/ +/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size (of a fixed ladder) at which the text fits in maxLines lines. */
function fitText(text: string, sizes: number[], maxWidth: number, maxLines: number) {
  for (const size of sizes) {
    const lines = wrap(text, size, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= maxWidth)) {
      return { size, lines };
    }
  }
  const size = sizes[sizes.length - 1] ?? 32;
  return { size, lines: wrap(text, size, maxWidth).slice(0, maxLines) };
}

const stripBbcode = (text: string): string => text.replace(/\[\/?[a-z]+(=[^\]]*)?\]/gi, '');

/* ----------------------------------------- pieces ------------------------------------------ */

function durationTag(product: DemoProduct, category: DemoCategory): string {
  const duration = /(\d+)\s+(Month|Months|Year|Years)\b/.exec(product.name);
  if (duration) return `${duration[1]} ${duration[2]}`;
  if (/\bAnnual\b/.test(product.name)) return '12 Months';
  const value = /\$(\d+)/.exec(product.name);
  if (value) return `$${value[1]} Value`;
  if (category.key === 'gaming') return 'Full Game';
  return 'Lifetime Licence';
}

const PILL_FONT = 20;
const pillWidth = (label: string): number => Math.round(textWidth(label, PILL_FONT) + 44);

/** A rounded tag; the label is centred so an over- or under-estimated width stays balanced. */
function pill(x: number, y: number, label: string, solid: boolean, ink: string): string {
  const width = pillWidth(label);
  const fill = solid
    ? 'fill="#FFFFFF"'
    : 'fill="#FFFFFF" fill-opacity="0.16" stroke="#FFFFFF" stroke-opacity="0.5"';
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="44" rx="22" ${fill}/>` +
    `<text x="${x + width / 2}" y="${y + 29}" text-anchor="middle" font-size="${PILL_FONT}" font-weight="700" fill="${solid ? ink : '#FFFFFF'}">${escapeXml(label)}</text>`
  );
}

/** Background, decorations, emblem and header shared by both card kinds. */
function frame(id: string, category: DemoCategory): { open: string; close: string } {
  const p = palette(category.color);
  const glyph = GLYPHS[category.icon];
  const open =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${p.light}"/><stop offset="0.55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx="0.85" cy="0.15" r="0.6"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.28"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-bg)"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-glow)"/>` +
    `<circle cx="700" cy="90" r="210" fill="none" stroke="#FFFFFF" stroke-opacity="0.1" stroke-width="2"/>` +
    `<circle cx="700" cy="90" r="140" fill="none" stroke="#FFFFFF" stroke-opacity="0.08" stroke-width="2"/>` +
    `<circle cx="-40" cy="640" r="220" fill="#000000" fill-opacity="0.1"/>` +
    `<g transform="translate(452 150) scale(14)" fill="none" stroke="#FFFFFF" stroke-opacity="0.1" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>` +
    `<g font-family="${FONT}">` +
    `<rect x="${MARGIN}" y="56" width="96" height="96" rx="24" fill="#FFFFFF" fill-opacity="0.18" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="2"/>` +
    `<g transform="translate(${MARGIN + 18} 74) scale(2.5)" fill="none" stroke="#FFFFFF" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>` +
    `<text x="${MARGIN + 124}" y="98" font-size="20" font-weight="700" letter-spacing="3" fill="#FFFFFF" fill-opacity="0.9">${escapeXml(category.name.toUpperCase())}</text>` +
    `<text x="${MARGIN + 124}" y="130" font-size="20" font-weight="500" fill="#FFFFFF" fill-opacity="0.7">KeyMart</text>`;
  return { open, close: '</g></svg>\n' };
}

function titleBlock(name: string, sizes: number[], maxLines: number, baseline: number): string {
  const { size, lines } = fitText(name, sizes, WIDTH - 2 * MARGIN, maxLines);
  const lineHeight = Math.round(size * 1.12);
  const first = baseline - (lines.length - 1) * lineHeight;
  const tspans = lines
    .map(
      (line, i) => `<tspan x="${MARGIN}" y="${first + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-size="${size}" font-weight="800" letter-spacing="-0.5" fill="#FFFFFF">${tspans}</text>`;
}

/* ------------------------------------------ cards ------------------------------------------ */

function productCard(product: DemoProduct, category: DemoCategory, id: string): string {
  const { open, close } = frame(id, category);
  const ink = palette(category.color).deep;
  const delivery =
    product.deliveryType === 'automatic' ? 'Instant Delivery' : 'Delivered in 15 min';
  const tag = durationTag(product, category);
  const pillsTop = 480;
  const tagX = MARGIN + pillWidth(delivery) + 14;
  const pillsEnd = tagX + pillWidth(tag);
  const warranty = `${product.warrantyDays}-day warranty`;
  const hasRoomForWarranty = pillsEnd + 24 + textWidth(warranty, 18) <= WIDTH - MARGIN;
  return (
    open +
    titleBlock(product.name, [72, 64, 58, 52, 46, 40], 3, pillsTop - 74) +
    `<rect x="${MARGIN}" y="${pillsTop - 42}" width="56" height="6" rx="3" fill="#FFFFFF" fill-opacity="0.85"/>` +
    pill(MARGIN, pillsTop, delivery, true, ink) +
    pill(tagX, pillsTop, tag, false, ink) +
    (product.warrantyDays > 0 && hasRoomForWarranty
      ? `<text x="${WIDTH - MARGIN}" y="${pillsTop + 29}" text-anchor="end" font-size="18" font-weight="600" fill="#FFFFFF" fill-opacity="0.8">${warranty}</text>`
      : '') +
    close
  );
}

function detailsCard(product: DemoProduct, category: DemoCategory, id: string): string {
  const { open, close } = frame(id, category);
  const bullets = product.shortDescription
    .split('\n')
    .filter((line) => line.startsWith('• '))
    .map((line) => stripBbcode(line.slice(2)).trim())
    .slice(0, 3);
  const rows = bullets
    .map((text, i) => {
      const y = 330 + i * 70;
      const { size, lines } = fitText(text, [28, 25, 22], WIDTH - 2 * MARGIN - 64, 1);
      return (
        `<circle cx="${MARGIN + 20}" cy="${y - 9}" r="20" fill="#FFFFFF"/>` +
        `<path d="M${MARGIN + 11} ${y - 9}l6 6 12-12" fill="none" stroke="${palette(category.color).deep}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<text x="${MARGIN + 60}" y="${y}" font-size="${size}" font-weight="600" fill="#FFFFFF">${escapeXml((lines[0] ?? '').replace(/[,;:]$/, ''))}</text>`
      );
    })
    .join('');
  return open + titleBlock(product.name, [44, 40, 36, 32], 2, 250) + rows + close;
}

/* ------------------------------------------ main ------------------------------------------- */

function main(): void {
  const categories = new Map(DEMO_CATEGORIES.map((c) => [c.key, c]));
  let written = 0;
  for (const product of DEMO_PRODUCTS) {
    const category = categories.get(product.categoryKey);
    if (!category)
      throw new Error(`${product.productUrl}: unknown category ${product.categoryKey}`);
    for (const image of product.images) {
      const file = basename(image);
      const id = file.replace(/\.svg$/, '');
      const svg = id.endsWith('-details')
        ? detailsCard(product, category, id)
        : productCard(product, category, id);
      writeFileSync(join(OUT_DIR, file), svg);
      written++;
    }
  }
  console.log(`wrote ${written} images to ${OUT_DIR}`);
}

main();
