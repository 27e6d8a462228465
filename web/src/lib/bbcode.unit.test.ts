/**
 * BBCode rendering (docs/specs/customer-area.md section 2; ARCHITECTURE.md "Security model"): the
 * allowed tags render, hostile input comes out as inert text.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BBCode,
  fontSizePx,
  imageVerdict,
  isSafeColor,
  readableColor,
  readableThemedColor,
} from './bbcode';

/** The hosts these tests configure for [img] (BBCODE_IMAGE_HOSTS). */
const IMAGE_HOSTS = ['cdn.example.com'];
const html = (text: string, imageHosts: readonly string[] | undefined = IMAGE_HOSTS) =>
  renderToStaticMarkup(createElement(BBCode, { text, imageHosts }));

const ALLOWED_ELEMENTS = new Set(['div', 'strong', 'em', 'u', 's', 'span', 'br', 'img']);
const ALLOWED_ATTRIBUTES = new Set(['style', 'src', 'alt', 'loading', 'referrerpolicy']);
const ALLOWED_STYLE_PROPERTIES = new Set([
  'overflow-wrap',
  'color',
  'font-size',
  'line-height',
  'max-width',
  'height',
  'border-radius',
]);

/**
 * Checks that the markup holds nothing able to run code or load a hostile resource: every real
 * element (text `<` is escaped, so each `<` starts one) is on the list, with only listed
 * attributes, only listed style properties, and image sources that are paths or https URLs.
 */
function expectInert(markup: string) {
  for (const [, name = '', attributes = ''] of markup.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    expect(ALLOWED_ELEMENTS).toContain(name.toLowerCase());
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([a-z-]+)="([^"]*)"/gi)) {
      expect(ALLOWED_ATTRIBUTES).toContain(attribute.toLowerCase());
      if (attribute === 'style') {
        for (const declaration of value.split(';').filter(Boolean)) {
          expect(ALLOWED_STYLE_PROPERTIES).toContain(declaration.split(':')[0]);
          expect(declaration).not.toMatch(/url\(|expression|javascript/i);
        }
      }
      if (attribute === 'src') expect(value).toMatch(/^(\/[^/]|https:\/\/)/);
    }
    // Nothing but name="value" pairs inside a tag (no bare on...= handlers).
    expect(
      attributes
        .replace(/([a-z-]+)="([^"]*)"/gi, '')
        .replace(/\/$/, '')
        .trim(),
    ).toBe('');
  }
}

describe('renderBbcode', () => {
  it('renders bold, italic, underline and strike as semantic elements', () => {
    expect(html('[b]B[/b] [i]I[/i] [u]U[/u] [s]S[/s]')).toBe(
      '<div style="overflow-wrap:anywhere"><strong>B</strong> <em>I</em> <u>U</u> <s>S</s></div>',
    );
  });

  it('accepts upper-case tag names', () => {
    expect(html('[B]bold[/B]')).toContain('<strong>bold</strong>');
  });

  it('renders hex and named colours', () => {
    expect(html('[color=#16A34A]ok[/color]')).toContain('<span style="color:#16A34A">ok</span>');
    expect(html('[color=red]ok[/color]')).toContain('<span style="color:red">ok</span>');
  });

  it('renders pixel sizes of the demo data and clamps extreme ones', () => {
    expect(html('[size=18]x[/size]')).toContain('font-size:18px');
    expect(html('[size=22]x[/size]')).toContain('font-size:22px');
    expect(html('[size=500]x[/size]')).toContain('font-size:36px');
    expect(html('[size=8px]x[/size]')).toContain('font-size:10px');
    expect(fontSizePx('3')).toBe(16);
    expect(fontSizePx('large')).toBeNull();
  });

  it('turns newlines and [br] into line breaks', () => {
    expect(html('a\nb[br]c')).toBe('<div style="overflow-wrap:anywhere">a<br/>b<br/>c</div>');
    expect(html('a\r\nb')).toContain('a<br/>b');
  });

  it("renders the store's images and https images of a listed host without the author attributes", () => {
    expect(html('[img]/demo-images/x.svg[/img]')).toContain('src="/demo-images/x.svg"');
    const markup = html('[img onerror=alert(1) width=9999]https://cdn.example.com/a.png[/img]');
    expect(markup).toContain('src="https://cdn.example.com/a.png"');
    expectInert(markup);
    expect(markup).not.toContain('9999');
  });

  it('nests formatting inside colour and size as the demo descriptions do', () => {
    expect(html('[size=18][b][color=#2563EB]What you get[/color][/b][/size]')).toBe(
      '<div style="overflow-wrap:anywhere"><span style="font-size:18px;line-height:1.35">' +
        '<strong><span style="color:#2563EB">What you get</span></strong></span></div>',
    );
  });
});

describe('readableColor', () => {
  it('keeps a colour that already reads at 4.5:1 and shifts a faint one until it does', () => {
    expect(readableColor('#1D4ED8', '#ffffff')).toBe('#1D4ED8');
    const onWhite = readableColor('#16A34A', '#ffffff');
    expect(onWhite).not.toBe('#16A34A');
    expect(onWhite).toMatch(/^#[0-9a-f]{6}$/);
    const onDark = readableColor('#2563EB', '#111a2e');
    expect(onDark).not.toBe('#2563EB');
  });

  it('is applied to [color] for each theme when the backgrounds are known', () => {
    const backgrounds = { light: '#ffffff', dark: '#111a2e' };
    const onDark = readableColor('#2563EB', backgrounds.dark);
    expect(onDark).toMatch(/^#[0-9a-f]{6}$/);
    expect(readableThemedColor('#2563EB', backgrounds)).toBe(`light-dark(#2563EB, ${onDark})`);
    const markup = renderToStaticMarkup(
      createElement(BBCode, { text: '[color=#2563EB]Heading[/color]', backgrounds }),
    );
    expect(markup).toContain(`<span style="color:light-dark(#2563EB, ${onDark})">Heading</span>`);
  });

  it('gives one plain colour when both themes show the same', () => {
    expect(readableThemedColor('#1D4ED8', { light: '#ffffff', dark: '#f8fafc' })).toBe('#1D4ED8');
  });
});

describe('hostile BBCode', () => {
  it('shows [url=javascript:...] as text, never as a link', () => {
    const markup = html('[url=javascript:alert(1)]click me[/url]');
    expectInert(markup);
    expect(markup).toContain('click me');
    expect(markup).toContain('[/url]');
  });

  it('drops a colour value that tries to inject more CSS', () => {
    const markup = html('[color=red;background:url(x)]text[/color]');
    expectInert(markup);
    expect(markup).not.toContain('background');
    expect(markup).toContain('text');
  });

  it('shows [img]javascript:...[/img] as text, never as an image', () => {
    const markup = html('[img]javascript:alert(1)[/img]');
    expectInert(markup);
    expect(markup).not.toContain('<img');
    expect(markup).toContain('[img]javascript:alert(1)[/img]');
  });

  it('refuses data:, http:, protocol-relative and quoted image URLs', () => {
    for (const url of [
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://example.com/a.png',
      '//evil.example/a.png',
      'https://x.example/a.png" onerror="alert(1)',
      'java\tscript:alert(1)',
    ]) {
      const markup = html(`[img]${url}[/img]`);
      expectInert(markup);
      expect(markup).not.toContain('<img');
    }
  });

  it('loads images only from the store and the listed hosts', () => {
    expect(html('[img]/uploads/0123abcd.png[/img]', [])).toContain('src="/uploads/0123abcd.png"');
    expect(html('[img]/demo-images/x.svg[/img]', [])).toContain('src="/demo-images/x.svg"');
    expect(html('[img]https://CDN.example.com/a.png[/img]')).toContain(
      'src="https://CDN.example.com/a.png"',
    );
    for (const url of [
      'https://tracker.example.net/pixel.png',
      'https://cdn.example.com.evil.test/a.png',
      'https://evil.cdn.example.com/a.png',
      'http://cdn.example.com/a.png',
      '/api/logout',
      '/x.png',
      '/uploads/../api/user',
    ]) {
      const markup = html(`[img]${url}[/img]`);
      expectInert(markup);
      expect(markup, url).not.toContain('<img');
      expect(markup, url).toContain(`[img]${url}[/img]`);
    }
    const origin = 'http://shop.test';
    expect(imageVerdict('http://shop.test/uploads/a.png', { origin, imageHosts: [] })).toBe(
      'allowed',
    );
    for (const url of ['http://shop.test/a.png', 'http://shop.test/uploads/a.png?x=1'])
      expect(imageVerdict(url, { origin, imageHosts: [] }), url).toBe('refused');
  });

  it('holds an https image back, neither loaded nor shown as text, until the host list is known', () => {
    const unknownHosts = (text: string) =>
      renderToStaticMarkup(createElement(BBCode, { text, imageHosts: undefined }));
    expect(unknownHosts('a[img]https://cdn.example.com/a.png[/img]b')).toBe(
      '<div style="overflow-wrap:anywhere">a<span></span>b</div>',
    );
    expect(imageVerdict('https://cdn.example.com/a.png', {})).toBe('pending');
    expect(imageVerdict('javascript:alert(1)', {})).toBe('refused');
    expect(unknownHosts('[img]/demo-images/x.svg[/img]')).toContain('src="/demo-images/x.svg"');
  });

  it('escapes raw HTML such as <script>', () => {
    const markup = html('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expectInert(markup);
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('ignores event handler attributes on allowed tags', () => {
    const markup = html('[img onerror=alert(1)]/uploads/x.png[/img][b onclick=alert(1)]b[/b]');
    expectInert(markup);
    expect(markup).toContain('<img src="/uploads/x.png"');
    expect(markup).toContain('<strong>b</strong>');
  });

  it('shows tags outside the allow-list as text', () => {
    for (const tag of ['script', 'iframe', 'quote', 'list', 'style', 'a', 'html']) {
      const markup = html(`[${tag}]inner[/${tag}]`);
      expectInert(markup);
      expect(markup).toContain(`[${tag}]inner[/${tag}]`);
    }
  });

  it('keeps colour and size values that are not plain values out of the style', () => {
    expect(isSafeColor('expression(alert(1))')).toBe(false);
    expect(isSafeColor('#12345g')).toBe(false);
    expect(isSafeColor('ReD')).toBe(true);
    const markup = html('[size=12px;position:fixed]x[/size][color="#fff" onclick=x]y[/color]');
    expectInert(markup);
    expect(markup).not.toContain('position:');
    expect(markup).toContain('<span>x</span><span>y</span>');
  });
});
