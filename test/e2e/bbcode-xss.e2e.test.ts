/**
 * Hostile BBCode renders harmless in a real browser (ARCHITECTURE.md "Security
 * model": a parser with an allow-list, no raw HTML). An admin puts each payload where customers
 * read BBCode (a product's long and short descriptions, an FAQ answer) and on its card (the
 * description, shown as plain text); Chromium opens the pages as a visitor.
 *
 * The browser context bypasses the Content Security Policy, so what is proven here is the
 * renderer alone (the policy is a second wall, tested in security-headers.e2e.test.ts): no
 * dialog opens, no script element, event handler, script URL or CSS expression reaches the
 * page, BBCode output holds only the allowed elements and attributes, and harmless BBCode still
 * renders as intended. [img] loads only the store's own images and those of the hosts the store
 * lists (BBCODE_IMAGE_HOSTS); an image of any other host is neither requested nor shown.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { registerAdmin } from './admin-browser';

/** Hostile BBCode, each calling alert() if it ever runs. */
const PAYLOADS: readonly [name: string, bbcode: string][] = [
  ['script element', '<script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r=9 /></svg>'],
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'],
  ['anchor javascript', '<a href="javascript:alert(1)">html link</a>'],
  ['mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['url javascript', '[url=javascript:alert(1)]click me[/url]'],
  ['url mixed case', '[url=JaVaScRiPt:alert(1)]click me[/url]'],
  ['url entity colon', '[url=javascript&#58;alert(1)]click me[/url]'],
  ['url tab inside scheme', '[url=java\tscript:alert(1)]click me[/url]'],
  ['url newline inside scheme', '[url=java\nscript:alert(1)]click me[/url]'],
  ['url data html', '[url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==]click[/url]'],
  ['url vbscript', '[url=vbscript:msgbox(1)]click me[/url]'],
  ['url body javascript', '[url]javascript:alert(1)[/url]'],
  ['url quote breakout', '[url="https://example.com" onmouseover="alert(1)"]hover[/url]'],
  ['url attribute breakout', '[url=https://example.com" onclick="alert(1)]x[/url]'],
  ['img javascript', '[img]javascript:alert(1)[/img]'],
  ['img quote breakout', '[img]x" onerror="alert(1)[/img]'],
  ['img https quote breakout', '[img]https://cdn.example.test/a.png" onerror="alert(1)[/img]'],
  ['img attribute handler', '[img onerror=alert(1) src=javascript:alert(1)]/missing.png[/img]'],
  ['img value javascript', '[img=javascript:alert(1)]x[/img]'],
  ['img data svg', '[img]data:image/svg+xml,<svg onload=alert(1)>[/img]'],
  ['img data html', '[img]data:text/html,<script>alert(1)</script>[/img]'],
  ['img vbscript', '[img]vbscript:msgbox(1)[/img]'],
  ['img protocol relative', '[img]//evil.example.test/a.png[/img]'],
  ['img leading space javascript', '[img] javascript:alert(1)[/img]'],
  ['color CSS injection', '[color=red;background:url(javascript:alert(1))]x[/color]'],
  ['color expression', '[color=expression(alert(1))]x[/color]'],
  ['color javascript', '[color=javascript:alert(1)]x[/color]'],
  ['color attribute breakout', '[color=#fff" onmouseover="alert(1)]x[/color]'],
  ['color extra attribute', '[color=red onclick=alert(1)]x[/color]'],
  ['size CSS injection', '[size=12px;background-image:url(javascript:alert(1))]x[/size]'],
  ['size expression', '[size=expression(alert(1))]x[/size]'],
  ['size breakout', '[size="><script>alert(1)</script>]x[/size]'],
  ['size position overlay', '[size=7;position:fixed;top:0;left:0;width:100%;height:100%]x[/size]'],
  ['quote breakout', '[quote="><script>alert(1)</script>]quoted[/quote]'],
  ['tag with handler', '[b onmouseover=alert(1)]hover[/b]'],
  ['unknown script tag', '[script]alert(1)[/script]'],
  ['unknown style tag', '[style]body{background:url(javascript:alert(1))}[/style]'],
  ['unknown iframe tag', '[iframe]javascript:alert(1)[/iframe]'],
  ['unknown a tag', '[a href=javascript:alert(1)]x[/a]'],
  ['nested unclosed', '[b][i][u][color=red][size=5]unclosed <script>alert(1)</script>'],
  ['html inside bold', '[b]<img src=x onerror=alert(1)>[/b]'],
  ['nested image in colour', '[color=red][img]x onerror=alert(1)[/img][/color]'],
  ['bracket confusion', '[[b]]script[[/b]] [b]]<script>alert(1)</script>[[/b]'],
  ['entities', '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;'],
  ['escaped unicode', '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e'],
  ['full-width brackets', '＜script＞alert(1)＜/script＞'],
  // (A NUL character is refused by the API before it is stored.)
  [
    'control characters',
    '<scr\u0001ipt>alert(1)</scr\u0001ipt>[img]java\u000bscript:alert(1)[/img]',
  ],
  ['deep nesting', `${'[b]'.repeat(150)}deep${'[/b]'.repeat(150)}`],
];

/** Harmless BBCode and how it must render. */
const HARMLESS = [
  '[b]Bold text[/b] [i]Italic text[/i] [u]Underlined text[/u] [s]Struck text[/s]',
  '[color=#DC2626]Red text[/color] [size=18]Large text[/size]',
  '[url=https://example.com]Example link[/url]',
  '[img]/demo-images/adobe-creative-cloud-all-apps-1-month.svg[/img]',
  '[img]https://images.keymart-cdn.test/banner.png[/img]',
].join('\n');

/** The outside image host the store lists for BBCode images. */
const LISTED_IMAGE_HOST = 'images.keymart-cdn.test';

// A 1x1 PNG, served for any https image host (the machine has no outside network).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Category {
  id: number;
  customUrl: string;
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let category: Category;

beforeAll(async () => {
  store = await startTestStore({ BBCODE_IMAGE_HOSTS: LISTED_IMAGE_HOST });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  const created = await admin.post('/api/admin/categories', {
    name: 'Hostile Markup',
    customUrl: 'hostile-markup',
  });
  expect(created.status).toBe(201);
  category = created.body as Category;
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

/** Creates a product in the hostile category; returns its id. */
async function createProduct(fields: Record<string, unknown>): Promise<number> {
  const created = await admin.post('/api/products', {
    price: '1.00',
    categoryId: category.id,
    stock: 1,
    deliveryType: 'manual',
    ...fields,
  });
  expect(created.status).toBe(201);
  return (created.body as { id: number }).id;
}

async function addFaq(productId: number, question: string, answer: string, order: number) {
  const created = await admin.post(`/api/admin/products/${productId}/faqs`, {
    question,
    answer,
    order,
    isActive: true,
  });
  expect(created.status).toBe(201);
}

/**
 * A visitor's tab, CSP bypassed, https images answered locally; counts dialogs and records the
 * https addresses requested.
 */
async function visitorTab(): Promise<{ page: Page; dialogs: string[]; outside: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  const outside: string[] = [];
  await context.route(/^https:\/\//, (route) => {
    outside.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, dialogs, outside };
}

/**
 * Everything in the document that could run code or restyle the page from author input: script
 * elements other than the app's own, on* attributes, script and HTML-data URLs, CSS with url()
 * or expression(), frames and plugins; and inside each BBCode block (`[data-bbcode]` is not
 * set, so the block is found by its wrapper style), any element or attribute off the list.
 */
async function findHostile(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${[...element.attributes]
        .map((attribute) => ` ${attribute.name}="${attribute.value.slice(0, 80)}"`)
        .join('')}>`;
    const squeeze = (value: string) =>
      // eslint-disable-next-line no-control-regex
      value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
    const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = squeeze(attribute.value);
        if (name.startsWith('on')) found.push(`event handler: ${describe(element)}`);
        if (name === 'srcdoc') found.push(`srcdoc: ${describe(element)}`);
        if (
          URL_ATTRIBUTES.includes(name) &&
          /^(javascript:|vbscript:|data:text\/html|data:image\/svg)/.test(value)
        )
          found.push(`script URL: ${describe(element)}`);
        if (name === 'style' && /url\(|expression\(|javascript:/.test(value))
          found.push(`hostile style: ${describe(element)}`);
      }
    }
    for (const script of document.querySelectorAll('script')) {
      const src = script.getAttribute('src') ?? '';
      const ownFile = /^\/(assets\/[\w.-]+\.js|theme-init\.js|start-after-paint\.js)$/.test(src);
      const data = script.type === 'application/ld+json' && !src;
      if (!ownFile && !data) found.push(`script: ${describe(script)} ${script.text.slice(0, 80)}`);
    }
    for (const element of document.querySelectorAll(
      'iframe, frame, object, embed, applet, base, body meta, body link',
    ))
      found.push(`embedded: ${describe(element)}`);

    const ELEMENTS = new Set(['strong', 'em', 'u', 's', 'span', 'br', 'img']);
    const ATTRIBUTES = new Set(['style', 'src', 'alt', 'loading', 'referrerpolicy']);
    for (const block of document.querySelectorAll('div[style*="overflow-wrap"]')) {
      for (const element of block.querySelectorAll('*')) {
        if (!ELEMENTS.has(element.tagName.toLowerCase()))
          found.push(`element off the list in BBCode: ${describe(element)}`);
        for (const attribute of element.attributes)
          if (!ATTRIBUTES.has(attribute.name.toLowerCase()))
            found.push(`attribute off the list in BBCode: ${describe(element)}`);
        const src = element.getAttribute('src');
        if (src !== null && !/^(\/(?!\/)|https:\/\/)/.test(src))
          found.push(`image source off the list: ${describe(element)}`);
      }
    }
    return found;
  });
}

/**
 * Fires pointer, focus, load and error events at every element inside the BBCode blocks, so a
 * handler that slipped through would run (the CSP is bypassed in these tabs).
 */
async function poke(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('div[style*="overflow-wrap"] *'))
      for (const type of ['mouseover', 'mouseenter', 'click', 'focus', 'load', 'error'])
        element.dispatchEvent(new Event(type, { bubbles: true }));
  });
}

/** The BBCode blocks' count on the page (so a check over none of them cannot pass). */
const bbcodeBlocks = (page: Page) => page.locator('div[style*="overflow-wrap"]').count();

const productPath = (productUrl: string) => `/category/${category.customUrl}/${productUrl}`;

describe('hostile BBCode in a real browser', () => {
  it('has a detector that reports each kind of hostile markup (checked on planted markup)', async () => {
    const { page } = await visitorTab();
    await page.setContent(
      '<div style="overflow-wrap:anywhere"><a href=" JaVa\tScript:alert(1)">x</a>' +
        '<img src="x.png" onerror="void 0"><span style="background:url(x.png)">y</span>' +
        '<em title="t">z</em></div><script>void 0</script><iframe srcdoc="x"></iframe>' +
        '<object data="data:text/html,x"></object>',
    );
    const found = await findHostile(page);
    for (const kind of [
      'event handler: <img',
      'script URL: <a',
      'script URL: <object',
      'hostile style: <span',
      'script: <script',
      'srcdoc: <iframe',
      'embedded: <iframe',
      'embedded: <object',
      'element off the list in BBCode: <a',
      'attribute off the list in BBCode: <em',
      'image source off the list: <img',
    ])
      expect(
        found.some((entry) => entry.startsWith(kind)),
        kind,
      ).toBe(true);
  });

  it('would see a handler run: poking planted markup opens the dialog it asks for', async () => {
    const { page, dialogs } = await visitorTab();
    await page.setContent(
      '<div style="overflow-wrap:anywhere"><span onmouseover="alert(\'planted\')">x</span></div>',
    );
    await poke(page);
    await expect.poll(() => dialogs).toEqual(['alert: planted']);
  });

  it(`keeps ${PAYLOADS.length} payloads inert in descriptions, FAQ answers and cards`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
    const all = PAYLOADS.map(([, bbcode]) => bbcode).join('\n');
    const productId = await createProduct({
      name: 'All Payloads Together',
      description: all.slice(0, 5000),
      shortDescription: all,
      longDescription: all,
      productUrl: 'all-payloads',
      showOnHomepage: true,
    });
    for (const [index, [name, bbcode]] of PAYLOADS.entries())
      await addFaq(productId, `Payload ${index + 1}: ${name}`, bbcode, index);

    const { page, dialogs } = await visitorTab();
    await page.goto(`${store.url}${productPath('all-payloads')}`);
    await page.getByRole('heading', { name: 'All Payloads Together', level: 1 }).waitFor();
    const description = page.locator('#panel-description');
    await description.getByText('click me').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The short description above and the long one in its tab.
    expect(await bbcodeBlocks(page)).toBeGreaterThanOrEqual(2);
    expect(await findHostile(page)).toEqual([]);
    // Raw HTML shows as the text it is.
    expect(await description.textContent()).toContain('<script>alert(1)</script>');
    expect(await description.textContent()).toMatch(/\[url=.+\]click me\[\/url\]/);

    // Every answer, opened one at a time (the accordion keeps one open).
    await page.getByRole('tab', { name: 'FAQ' }).click();
    for (const [index, [name]] of PAYLOADS.entries()) {
      const question = page.getByRole('button', { name: `Payload ${index + 1}: ${name}` });
      await question.click();
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
      const answer = page.locator(`#${(await question.getAttribute('aria-controls')) ?? ''}`);
      expect(await answer.locator('div[style*="overflow-wrap"]').count()).toBe(1);
      expect({ name, hostile: await findHostile(page) }).toEqual({ name, hostile: [] });
    }
    await page.waitForLoadState('networkidle');
    await poke(page);
    expect(await findHostile(page)).toEqual([]);

    // Cards show the description as plain text: the category page, the catalogue, the home page.
    for (const path of [`/category/${category.customUrl}`, '/products', '/']) {
      await page.goto(`${store.url}${path}`);
      await page.locator('text="All Payloads Together" >> visible=true').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, hostile: await findHostile(page) }).toEqual({ path, hostile: [] });
    }
    expect(dialogs).toEqual([]);
  });

  describe.concurrent('each payload alone', () => {
    /**
     * The tabs the payload tests share, as many as Vitest runs at once (its maxConcurrency, 5 by
     * default), each with the store's app loaded once: a test takes a free tab and moves it to its
     * product as a link would (history.pushState, which the router follows), so each product
     * renders alone without the app being loaded and compiled again, and the waits overlap.
     */
    const tabs: { page: Page; dialogs: string[] }[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 5; i++) {
        const tab = await visitorTab();
        await tab.page.goto(`${store.url}/`);
        await tab.page.waitForLoadState('networkidle');
        tabs.push(tab);
      }
    });

    for (const [index, [name, bbcode]] of PAYLOADS.entries()) {
      it(`renders payload ${index + 1} (${name}) alone as inert`, async ({ expect }) => {
        const productUrl = `payload-${index + 1}`;
        await createProduct({
          name: `Payload ${index + 1}`,
          description: bbcode.slice(0, 5000),
          longDescription: bbcode,
          shortDescription: bbcode,
          productUrl,
        });
        const tab = tabs.pop();
        if (!tab) throw new Error('more payload tests at once than tabs');
        try {
          const { page, dialogs } = tab;
          await page.evaluate(
            (path) => window.history.pushState(null, '', path),
            productPath(productUrl),
          );
          await page.getByRole('heading', { name: `Payload ${index + 1}`, level: 1 }).waitFor();
          // The tabs load after the first screen has painted.
          await page.locator('#panel-description').waitFor();
          // (The document's load states were reached at its first load: wait for its images.)
          await page.waitForFunction(() => [...document.images].every((image) => image.complete));
          expect(await bbcodeBlocks(page)).toBe(2);
          await poke(page);
          expect(await findHostile(page)).toEqual([]);
          expect(dialogs).toEqual([]);
        } finally {
          tabs.push(tab);
        }
      });
    }
  });

  it('still renders harmless BBCode as intended', async () => {
    await createProduct({
      name: 'Harmless Markup',
      longDescription: HARMLESS,
      productUrl: 'harmless-markup',
    });
    const { page, dialogs } = await visitorTab();
    await page.goto(`${store.url}${productPath('harmless-markup')}`);
    const panel = page.locator('#panel-description');
    await panel.getByText('Bold text').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await panel.locator('strong').textContent()).toBe('Bold text');
    expect(await panel.locator('em').textContent()).toBe('Italic text');
    expect(await panel.locator('u').textContent()).toBe('Underlined text');
    expect(await panel.locator('s').textContent()).toBe('Struck text');
    const red = panel.getByText('Red text');
    expect(await red.evaluate((element) => getComputedStyle(element).color)).toMatch(
      /^rgb\(\d+, \d+, \d+\)$/,
    );
    expect(await red.evaluate((element) => (element as HTMLElement).style.color)).not.toBe('');
    expect(
      await panel.getByText('Large text').evaluate((element) => getComputedStyle(element).fontSize),
    ).toBe('18px');
    // [url] is not among the store's tags (docs/specs/customer-area.md section 2): it stays as its text.
    expect(await panel.locator('a').count()).toBe(0);
    // (BBob writes the text back with the value quoted: [url="https://example.com"].)
    expect(await panel.textContent()).toMatch(
      /\[url="?https:\/\/example\.com"?\]Example link\[\/url\]/,
    );
    const images = panel.locator('img');
    expect(await images.count()).toBe(2);
    expect(await images.nth(0).getAttribute('src')).toBe(
      '/demo-images/adobe-creative-cloud-all-apps-1-month.svg',
    );
    expect(await images.nth(1).getAttribute('src')).toBe(
      'https://images.keymart-cdn.test/banner.png',
    );
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0))
        .toBe(true);
    }
    expect(await panel.locator('br').count()).toBeGreaterThanOrEqual(4);
    expect(await findHostile(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  it('loads [img] only from the store and the listed hosts; other hosts are neither requested nor shown', async () => {
    const unlisted = 'https://tracker.example.test/pixel.png?visitor=1';
    const lookAlike = `https://${LISTED_IMAGE_HOST}.evil.test/a.png`;
    await createProduct({
      name: 'Image Hosts',
      longDescription: [
        `[img]https://${LISTED_IMAGE_HOST}/banner.png[/img]`,
        `[img]${unlisted}[/img]`,
        `[img]${lookAlike}[/img]`,
        `[img]http://${LISTED_IMAGE_HOST}/plain-http.png[/img]`,
        '[img]/api/user[/img]',
        '[img]/demo-images/adobe-creative-cloud-all-apps-1-month.svg[/img]',
      ].join('\n'),
      productUrl: 'image-hosts',
    });
    const { page, dialogs, outside } = await visitorTab();
    await page.goto(`${store.url}${productPath('image-hosts')}`);
    const panel = page.locator('#panel-description');
    await panel.locator('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const sources = await panel
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(sources).toEqual([
      `https://${LISTED_IMAGE_HOST}/banner.png`,
      '/demo-images/adobe-creative-cloud-all-apps-1-month.svg',
    ]);
    const text = (await panel.textContent()) ?? '';
    for (const shown of [unlisted, lookAlike, `http://${LISTED_IMAGE_HOST}/plain-http.png`])
      expect(text).toContain(`[img]${shown}[/img]`);
    expect(text).toContain('[img]/api/user[/img]');
    expect(outside).toEqual([`https://${LISTED_IMAGE_HOST}/banner.png`]);
    expect(await findHostile(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
