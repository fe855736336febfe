// Mermaid diagrams are drawn in the browser, from the source the page ships,
// in the colour mode being read and again when it changes; the library and
// the code that draws with it load only on a page that has a diagram.
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { observedPage } from '../helpers/browser.ts';
import { addMiniSiteSettings } from '../helpers/build.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

/** The contrast ratio of two `rgb(…)` colours, as WCAG defines it. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A string of the module that draws the diagrams (mermaid-draw.ts). */
const DRAWING_CODE = 'docgen-mermaid-';

describe('Mermaid diagrams', () => {
  const fixture = servedFixtureInChromium('diagrams', (site) =>
    appendFile(
      path.join(site, 'content/docs/intro.md'),
      `\n\`\`\`mermaid\ngraph TD;\n  Draft-->Published;\n\`\`\`\n\n## After the diagram\n\n${'A paragraph that gives the page room to scroll.\n\n'.repeat(40)}` +
        // A diagram wider than a desktop's column: six participants and long messages.
        `\n\`\`\`mermaid\nsequenceDiagram\n${['Browser', 'Web server', 'Session store', 'Database', 'Cache', 'Search index'].map((name, index) => `  participant P${index} as ${name}\n`).join('')}  P0->>P5: A request that passes every participant on its way\n  Note over P0,P1: A note on the way\n\`\`\`\n`,
    ),
  );

  /** The scripts a page fetched, with their text. */
  const scriptsOf = (urls: string[]) => Promise.all(urls.map(async (url) => readFile(path.join(fixture.outDir, new URL(url).pathname), 'utf8')));

  it('draws a diagram from its source, and again in the dark theme when the colour mode changes', async () => {
    const { page, messages, close } = await observedPage(fixture.browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
    const diagram = page.locator('.docgen-mermaid[data-rendered="true"] .mermaid-diagram svg').first();
    await diagram.waitFor();
    expect(await diagram.textContent()).toContain('Draft');
    expect(await diagram.textContent()).toContain('Published');
    const light = await diagram.innerHTML();
    expect((await scriptsOf(scripts)).some((text) => text.includes(DRAWING_CODE))).toBe(true);

    await page.locator('.colorModeToggle button').click();
    await page.waitForFunction((before) => {
      const svg = document.querySelector('.docgen-mermaid .mermaid-diagram svg');
      return svg !== null && svg.innerHTML !== before;
    }, light);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // Drawn again in place: one drawing for each of the page's two diagrams.
    expect(await page.locator('.docgen-mermaid .mermaid-diagram svg').count()).toBe(2);
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    await close();
  });

  it('keeps a heading below a diagram where a link to it put it, as the diagram drawn above it grows', async () => {
    const { page, close } = await observedPage(fixture.browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(`${fixture.origin}/docs#after-the-diagram`);
    await page.locator('.docgen-mermaid[data-rendered="true"] .mermaid-diagram svg').first().waitFor();
    await page.waitForTimeout(200);
    const top = await page.evaluate(() => document.getElementById('after-the-diagram')!.getBoundingClientRect().top);
    // Below the 60px navbar, as the jump left it; not pushed down by the drawing's extra height.
    expect(top).toBeGreaterThanOrEqual(60);
    expect(top).toBeLessThan(80);
    await close();
  });

  it('fits a wide diagram to a desktop column, and on a phone keeps it readable and lets it scroll sideways', async () => {
    const sizes = async (width: number) => {
      const { page, close } = await observedPage(fixture.browser, { viewport: { width, height: 800 } });
      await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
      await page.locator('.docgen-mermaid[data-rendered="true"]').nth(1).waitFor();
      const measured = await page.locator('.mermaid-diagram').evaluateAll((figures) =>
        figures.map((figure) => {
          const svg = figure.querySelector('svg')!.getBoundingClientRect();
          const box = figure.getBoundingClientRect();
          return { natural: parseFloat(figure.querySelector('svg')!.style.maxWidth), drawn: svg.width, left: svg.left - box.left, right: box.right - svg.right, column: figure.clientWidth, scrolls: figure.scrollWidth > figure.clientWidth };
        }),
      );
      await close();
      return measured;
    };
    const [small, wide] = await sizes(1280);
    // The small one at its own size, in the middle; the wide one fitted to the column.
    expect(small!.drawn).toBeCloseTo(small!.natural, 0);
    expect(Math.abs(small!.left - small!.right)).toBeLessThan(2);
    expect(wide!.natural).toBeGreaterThan(wide!.column);
    expect(wide!.scrolls).toBe(false);
    const [, phoneWide] = await sizes(390);
    // Not shrunk to the phone's column (its text a few pixels high): 640 px wide, from the column's left edge, scrolling.
    expect(phoneWide!.drawn).toBe(640);
    expect(phoneWide!.left).toBe(0);
    expect(phoneWide!.scrolls).toBe(true);
  });

  it('lets a keyboard reach a diagram to scroll it, and writes its notes legibly in the dark theme', async () => {
    const { page, close } = await observedPage(fixture.browser, { viewport: { width: 390, height: 800 } });
    await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
    const wide = page.locator('.docgen-mermaid[data-rendered="true"] .mermaid-diagram').nth(1);
    await wide.waitFor();
    // A Tab stop (a div without a tabindex cannot take the focus at all).
    expect(await wide.evaluate((figure) => figure.tabIndex)).toBe(0);
    await wide.focus();
    expect(await wide.evaluate((figure) => document.activeElement === figure)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelectorAll('.mermaid-diagram')[1]!.scrollLeft > 0);
    // The note's text against its box, after a change to the dark theme.
    const noteColours = () =>
      page.evaluate(() => {
        const note = document.querySelectorAll('.mermaid-diagram')[1]!.querySelector('.note');
        const text = document.querySelectorAll('.mermaid-diagram')[1]!.querySelector('.noteText');
        return note && text ? { box: getComputedStyle(note).fill, text: getComputedStyle(text).fill } : undefined;
      });
    const light = await noteColours();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.waitForFunction((before) => {
      const note = document.querySelectorAll('.mermaid-diagram')[1]?.querySelector('.note');
      return note !== null && note !== undefined && getComputedStyle(note).fill !== before;
    }, light?.box);
    const dark = (await noteColours())!;
    expect(contrast(dark.text, dark.box)).toBeGreaterThanOrEqual(4.5);
    await close();
  });

  it('loads none of the drawing code on a page without a diagram', async () => {
    const { page, close } = await observedPage(fixture.browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${fixture.origin}/docs/apis/core/dml`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    expect(scripts.length).toBeGreaterThan(0);
    expect((await scriptsOf(scripts)).some((text) => text.includes(DRAWING_CODE))).toBe(false);
    await close();
  });
});

describe("Mermaid diagrams with the site's own themes and options (themeConfig.mermaid)", () => {
  const fixture = servedFixtureInChromium('diagrams-themed', async (site) => {
    await addMiniSiteSettings(site, "  mermaid: { theme: { light: 'forest', dark: 'neutral' }, options: { themeVariables: { mainBkg: '#123456' } } },");
    await appendFile(path.join(site, 'content/docs/intro.md'), '\n```mermaid\ngraph TD;\n  Draft-->Published;\n```\n');
  });

  it('draws with the theme the site gives for each colour mode, and with its options', async () => {
    const { page, close } = await observedPage(fixture.browser);
    await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
    const diagram = page.locator('.docgen-mermaid[data-rendered="true"] .mermaid-diagram svg');
    await diagram.waitFor();
    const nodeFill = () => page.evaluate(() => getComputedStyle(document.querySelector('.mermaid-diagram svg .node rect, .mermaid-diagram svg .node polygon')!).fill);
    // The site's node colour, over the forest theme's.
    expect(await nodeFill()).toBe('rgb(18, 52, 86)');
    const forestStyles = await diagram.evaluate((svg) => svg.querySelector('style')!.textContent);
    await page.locator('.colorModeToggle button').click();
    await page.waitForFunction((before) => document.querySelector('.mermaid-diagram svg style')?.textContent !== before, forestStyles);
    const neutralStyles = (await diagram.evaluate((svg) => svg.querySelector('style')!.textContent))!;
    expect(neutralStyles).not.toBe(forestStyles);
    expect(await nodeFill()).toBe('rgb(18, 52, 86)');
    await close();
  });
});

