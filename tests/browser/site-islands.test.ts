// The site's interactive components in Chromium: hydrated where a page shows
// them, with the props the build gave them, after a full load and after the
// client router shows their page; what the browser alone renders appears; a
// page without one fetches none of their code.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtSiteInChromium, followLink, observedPage } from '../helpers/browser.ts';
import { islandsSite } from '../helpers/islands-site.ts';

const problems = (messages: string[]) => messages.filter((message) => /^(pageerror|error|warning)/.test(message));

/** Waits until React runs the element `selector` finds (it has React's own properties on it). */
async function hydrated(tab: Page, selector: string): Promise<void> {
  await tab.waitForFunction((query) => {
    const element = document.querySelector(query);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** The paths of the scripts and data the tab fetches. */
function requested(tab: Page): string[] {
  const paths: string[] = [];
  tab.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

describe("a site's interactive components in Chromium", () => {
  const site = builtSiteInChromium(islandsSite);

  it('runs each one with its props: state, event handlers, text given to it, what the browser alone shows', async () => {
    const { page: tab, messages, close } = await observedPage(site.browser);
    try {
      await tab.goto(`${site.origin}/docs/islands`);
      await tab.waitForSelector('html[data-hydrated]');
      await expect.poll(() => tab.locator('.where').textContent()).toBe('Reading /docs/islands');
      const counter = tab.locator('button', { hasText: 'Clicks' });
      await hydrated(tab, 'docgen-island button');
      await counter.click();
      await counter.click();
      await expect.poll(() => counter.textContent()).toBe('Clicks: 5');

      // Its text, and the island inside it, once it is opened: the island is run too.
      await tab.locator('button', { hasText: 'Show the answer' }).click();
      await expect.poll(() => tab.locator('.revealBody p').first().textContent()).toBe('The answer is 42.');
      expect(await tab.locator('.revealBody pre code').textContent()).toBe('echo 42;');
      // Its SVG icon, made by the browser as the build made it, with the title the state gives it.
      expect(await tab.locator('.reveal svg.arrow title').textContent()).toBe('Close');
      expect(await tab.locator('.reveal svg.arrow path').getAttribute('stroke-width')).toBe('1.5');
      const inner = tab.locator('button', { hasText: 'Inner' });
      await hydrated(tab, '.revealBody docgen-island button');
      await inner.click();
      await expect.poll(() => inner.textContent()).toBe('Inner: 1');

      // Panel runs whole, its Toggle and the function it gives it with it; the Toggle the page gives a function is as the build made it.
      await hydrated(tab, '.panel button.toggle');
      await tab.locator('.panel button.toggle').click();
      await expect.poll(() => tab.locator('.panel button.toggle').textContent()).toBe('On');
      const fixed = tab.locator('button.toggle').last();
      await fixed.click();
      expect(await fixed.textContent()).toBe('Off');
      expect(problems(messages)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("gives the ids React makes (useId) as the build made them, unique in the page: each label names its own field", async () => {
    const { page: tab, messages, close } = await observedPage(site.browser);
    try {
      await tab.goto(`${site.origin}/docs/islands`);
      await hydrated(tab, '.field input');
      const ids = await tab.locator('.field input').evaluateAll((inputs) => inputs.map((input) => input.id));
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
      expect(await tab.locator('.field label').evaluateAll((labels) => labels.map((label) => label.getAttribute('for')))).toEqual(ids);
      // The second label leads to the second field, which React runs: what is typed shows beside it.
      await tab.locator('.field label', { hasText: 'Email' }).click();
      expect(await tab.evaluate(() => document.activeElement?.id)).toBe(ids[1]);
      await tab.keyboard.type('a@b.au');
      await expect.poll(() => tab.locator('.field output').last().textContent()).toBe('a@b.au');
      expect(await tab.locator('.field output').first().textContent()).toBe('');
      // Hydrated as built: React found no difference to render again.
      expect(problems(messages)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('runs them again after a client navigation to their page, and a page without one fetches none of their code', async () => {
    const { page: tab, messages, close } = await observedPage(site.browser);
    try {
      const paths = requested(tab);
      await tab.goto(`${site.origin}/docs`);
      await tab.waitForSelector('html[data-hydrated]');
      await tab.waitForLoadState('networkidle');
      expect(paths.filter((file) => file.includes('site-components') || file.includes('/islands/'))).toEqual([]);

      await followLink(tab, '/docs/islands', 'Islands | Mini Site');
      const counter = tab.locator('button', { hasText: 'Clicks' });
      await hydrated(tab, 'docgen-island button');
      await counter.click();
      await expect.poll(() => counter.textContent()).toBe('Clicks: 4');
      expect(paths).toContain('/assets/site-components.json');

      // Away and back: the page is made anew, and so are its components.
      await followLink(tab, '/docs', 'Welcome | Mini Site');
      await followLink(tab, '/docs/islands', 'Islands | Mini Site');
      expect(await counter.textContent()).toBe('Clicks: 3');
      await hydrated(tab, 'docgen-island button');
      await counter.click();
      await expect.poll(() => counter.textContent()).toBe('Clicks: 4');
      expect(problems(messages)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("gives them Docusaurus's theme hooks: the page's colour mode, which the component and the navbar's switch both set, and the window's size", async () => {
    const { page: tab, messages, close } = await observedPage(site.browser);
    try {
      await tab.goto(`${site.origin}/docs/islands`);
      await hydrated(tab, '.mode-badge button');
      const badge = tab.locator('.mode-badge');
      // The build's mode and size, then the page's own.
      await expect.poll(() => badge.locator('.size').textContent()).toBe('desktop');
      expect(await badge.locator('.mode').textContent()).toBe('light');

      await badge.locator('button.flip').click();
      await expect.poll(() => badge.locator('.mode').textContent()).toBe('dark');
      expect(await tab.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['dark', 'dark']);
      expect(await badge.locator('button.flip').textContent()).toBe('One switch');
      // The navbar's switch shows it, and its next click goes back to light.
      const toggle = tab.locator('.navbar button.toggleButton').first();
      expect(await toggle.getAttribute('aria-label')).toContain('dark mode');
      await toggle.click();
      await expect.poll(() => badge.locator('.mode').textContent()).toBe('light');
      expect(await tab.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['light', 'light']);
      // Forgetting the choice (setColorMode(null)) on a site that follows the system: the system's light, not the site's default dark.
      await badge.locator('button.flip').click();
      await expect.poll(() => badge.locator('.mode').textContent()).toBe('dark');
      await badge.locator('button.forget').click();
      await expect.poll(() => tab.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['light', null]);

      await tab.setViewportSize({ width: 390, height: 800 });
      await expect.poll(() => badge.locator('.size').textContent()).toBe('mobile');
      // The size the stylesheet lays out: with the browser's text size doubled, a 1,300 px window has the phone's layout.
      await tab.setViewportSize({ width: 1300, height: 800 });
      await expect.poll(() => badge.locator('.size').textContent()).toBe('desktop');
      const devtools = await tab.context().newCDPSession(tab);
      await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await tab.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => badge.locator('.size').textContent()).toBe('mobile');
      expect(problems(messages)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("gives them Docusaurus's router and error boundary: where the reader is, a move to another page through the client router, and a fallback for a part that breaks", async () => {
    const { page: tab, messages, close } = await observedPage(site.browser);
    try {
      await tab.goto(`${site.origin}/docs/islands`);
      await hydrated(tab, '.navigator button.go');
      const where = tab.locator('.where-now');
      expect(await where.textContent()).toBe('/docs/islands');
      await tab.evaluate(() => {
        window.location.hash = 'modes';
      });
      await expect.poll(() => where.textContent()).toBe('/docs/islands#modes');

      await tab.locator('.navigator button.break').click();
      await expect.poll(() => tab.locator('.navigator [role="alert"]').textContent()).toContain('This page crashed. The widget broke.');
      await tab.locator('.navigator [role="alert"] button').click();
      await expect.poll(() => tab.locator('.navigator button.break').count()).toBe(1);

      // The client router shows the page: the document stays, with what the page set on it.
      await tab.evaluate(() => Object.assign(window, { stayed: true }));
      await tab.locator('.navigator button.go').click();
      await tab.waitForFunction(() => window.location.pathname === '/docs/guides/writing' && document.title.startsWith('Writing'));
      expect(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // React reports the error the boundary caught; nothing else went wrong.
      expect(problems(messages).filter((message) => !message.includes('The widget broke.'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
