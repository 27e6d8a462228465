import { chromium } from 'playwright-core';
const [url, runsText = '5'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const results: number[][] = [];
for (let i = 0; i < Number(runsText); i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.addInitScript(() => {
    (window as any).__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as any).__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url!);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x: any) => [x.name, x.value]));
  const lcp = await page.evaluate(() => (window as any).__lcp as number);
  results.push([m.ThreadTime * 1000, m.ScriptDuration * 1000, (m.LayoutDuration + m.RecalcStyleDuration) * 1000, lcp]);
  await context.close();
}
await browser.close();
const med = (k: number) => results.map((r) => r[k]!).sort((a, b) => a - b)[Math.floor(results.length / 2)]!.toFixed(0);
console.log(`thread ${med(0)} ms, script ${med(1)} ms, style+layout ${med(2)} ms, LCP ${med(3)} ms  (median of ${results.length})`);
