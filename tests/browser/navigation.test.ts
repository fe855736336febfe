import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/build.ts';
import { addContentLink } from '../helpers/browser.ts';
import { siteInChromium } from '../helpers/chromium-site.ts';

const DML = '/docs/apis/core/dml';
const WRITING = '/docs/guides/writing';
const WRITING_CHUNK = '**/_data/docs/guides/writing.json';

describe('client navigation in Chromium', () => {
  const site = siteInChromium(path.join(FIXTURES, 'mini-site/site.config.ts'), 'navigation');
  const open = site.open;

  const h1 = (page: Page) => page.locator('article h1, main h1').first().textContent();
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it('follows a link by fetching only the data chunk, keeping the shell mounted', async () => {
    const { page, requests, messages } = await open(DML);
    await page.evaluate(() => {
      (window as unknown as { navigationMarker: number }).navigationMarker = 42;
      document.querySelector<HTMLElement>('nav.navbar')!.dataset.marker = 'mounted';
    });
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(`${site.origin}${WRITING}`);
    await expect.poll(() => h1(page)).toBe('Writing');

    expect(requests.filter((request) => request.resourceType() === 'document').map((request) => request.url())).toEqual([]);
    expect(requests.map((request) => new URL(request.url()).pathname)).toContain('/_data/docs/guides/writing.json');
    expect(await page.evaluate(() => (window as unknown as { navigationMarker?: number }).navigationMarker)).toBe(42);
    expect(await page.locator('nav.navbar').getAttribute('data-marker')).toBe('mounted');
    // The head and the shell describe the new page.
    expect(await page.title()).toBe('Writing | Mini Site');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(`https://example.test${WRITING}`);
    expect(await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').textContent()).toBe('Writing');
    // Islands work in content that arrived through the router.
    await page.locator('[role=tab][data-value="js"]').click();
    expect(await page.locator('.tab-panel[data-value="js"]').isVisible()).toBe(true);
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
  });

  it('keeps the docs sidebar, scrolled where the reader left it, from one docs page to the next', async () => {
    const { page, messages } = await open(DML);
    // Short enough for the sidebar to scroll.
    await page.setViewportSize({ width: 1280, height: 260 });
    const menu = page.locator('.sidebar > .menu');
    const writing = page.locator('.theme-doc-sidebar-menu a', { hasText: 'Writing' });
    if (!(await writing.isVisible())) await page.locator('.theme-doc-sidebar-menu .menu__link--sublist', { hasText: 'Guides' }).click();
    await expect.poll(() => menu.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await menu.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      (element as HTMLElement & { marker?: string }).marker = 'kept';
    });
    const scrolled = await menu.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await writing.click();
    await page.waitForURL(`${site.origin}${WRITING}`);
    await expect.poll(() => h1(page)).toBe('Writing');
    // The same element, at the same place: it was made anew, scrolled to its top, before.
    expect(await menu.evaluate((element) => [(element as HTMLElement & { marker?: string }).marker, element.scrollTop])).toEqual(['kept', scrolled]);
    expect(await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').textContent()).toBe('Writing');
    // To a generated index of the same docs, too.
    await page.locator('.theme-doc-sidebar-menu a', { hasText: 'APIs' }).first().click();
    await page.waitForURL(`${site.origin}/docs/category/apis`);
    expect(await menu.evaluate((element) => (element as HTMLElement & { marker?: string }).marker)).toBe('kept');
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
  });

  it('fetches a sidebar once, for the first page that shows it: pages and chunks name their sidebar instead of carrying it', async () => {
    const chunk = JSON.parse(await readFile(path.join(site.outDir, '_data/docs/guides/writing.json'), 'utf8')) as { page: { docs: { sidebar?: unknown; sidebarUrl: string } } };
    expect(chunk.page.docs.sidebar).toBeUndefined();
    expect(chunk.page.docs.sidebarUrl).toMatch(/^\/_data\/_sidebars\/[0-9a-f]{16}\.json$/);

    const { page } = await site.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const sidebarRequests = () => requests.map((request) => new URL(request.url()).pathname).filter((pathname) => pathname.startsWith('/_data/_sidebars/'));
    const activeItem = () => page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').textContent();
    const followLink = (href: string) =>
      page.evaluate((target) => {
        const link = document.createElement('a');
        link.href = target;
        document.querySelector('article')!.append(link);
        link.click();
      }, href);
    // Version 1.0 has a sidebar of its own: the page preloads its file, and hydrates with it, in one request.
    await page.goto(`${site.origin}/docs/1.0`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    expect(await activeItem()).toBe('Welcome to 1.0');
    const [versionSidebar] = sidebarRequests();
    expect(sidebarRequests()).toEqual([versionSidebar]);
    expect(await page.locator('link[rel=preload][as=fetch]').getAttribute('href')).toBe(versionSidebar);

    await followLink(DML);
    await expect.poll(() => h1(page)).toBe('Data manipulation');
    expect(await activeItem()).toBe('Data manipulation');
    expect(await page.locator('.theme-doc-sidebar-menu a.menu__link').count()).toBeGreaterThan(1);
    expect(sidebarRequests()).toEqual([versionSidebar, chunk.page.docs.sidebarUrl]);

    // The next page shows the same sidebar, and the way back the first page's: neither is fetched again.
    await page.locator('.pagination-nav__link--next').click();
    await expect.poll(() => h1(page)).toBe('Writing');
    expect(await activeItem()).toBe('Writing');
    await followLink('/docs/1.0');
    await expect.poll(() => activeItem()).toBe('Welcome to 1.0');
    expect(await page.locator('.theme-doc-sidebar-menu a.menu__link').count()).toBe(1);
    expect(sidebarRequests()).toEqual([versionSidebar, chunk.page.docs.sidebarUrl]);
    expect(requests.filter((request) => request.resourceType() === 'document').map((request) => request.url())).toEqual([`${site.origin}/docs/1.0`]);
  });

  it('leaves the page as the server made it when its sidebar cannot be loaded: links then load pages in full', async () => {
    const { page, messages } = await site.newPage();
    await page.route('**/_data/_sidebars/*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(`${site.origin}${DML}`, { waitUntil: 'networkidle' });
    await expect.poll(() => messages.some((message) => message.includes('the sidebar could not be loaded'))).toBe(true);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // The server's sidebar is there, as without JavaScript (a category without a page shows its items), and its links work.
    expect(await page.locator('html.js').count()).toBe(0);
    await page.locator('.theme-doc-sidebar-menu a.menu__link', { hasText: 'Writing' }).click();
    await page.waitForURL(`${site.origin}${WRITING}`);
    expect(await h1(page)).toBe('Writing');
  });

  it('prefetches the chunk of a link once it is visible, and loads it on hover', async () => {
    const observed = await site.newPage();
    const { page } = observed;
    const chunks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/_data/')) chunks.push(url.pathname);
    });
    await page.goto(`${site.origin}/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    // The intro links to the DML page in its text and to Writing in the sidebar, both in view.
    await expect.poll(() => chunks).toContain('/_data/docs/apis/core/dml.json');
    expect(chunks).toContain('/_data/docs/category/apis.json');
    expect(await page.locator('link[rel=prefetch][href="/_data/docs/apis/core/dml.json"]').count()).toBe(1);
    // The footer is out of view at first: its link is not prefetched until it is.
    expect(chunks).not.toContain('/_data/general.json');
    await page.locator('footer a[href="/general"]').scrollIntoViewIfNeeded();
    await expect.poll(() => chunks).toContain('/_data/general.json');
    const before = chunks.length;
    await page.locator('footer a[href="/general"]').hover();
    await expect.poll(() => chunks.length).toBeGreaterThan(before);
  });

  it('neither prefetches nor preloads a link that opens in a new tab, such as a pathname:// link to a file of the site', async () => {
    const { page } = await site.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/_data/')) chunks.push(url.pathname);
    });
    // A link to a page of the site, in view, that opens in a new tab.
    await page.route(`${site.origin}/docs`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('data-docgen-content="">', 'data-docgen-content=""><p><a id="new-tab" href="/docs/apis/core/lock" target="_blank">Locks</a></p>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${site.origin}/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => chunks).toContain('/_data/docs/apis/core/dml.json');
    await page.locator('#new-tab').hover();
    await page.waitForTimeout(300);
    expect(chunks).not.toContain('/_data/docs/apis/core/lock.json');
  });

  for (const [name, connection] of [
    ['a 2g connection', { effectiveType: '2g', saveData: false }],
    ['save-data', { effectiveType: '4g', saveData: true }],
  ] as const) {
    it(`prefetches nothing on ${name}, and still navigates`, async () => {
      const { page, requests } = await open('/docs', { initScript: `Object.defineProperty(navigator, 'connection', { value: ${JSON.stringify(connection)} });` });
      await page.locator('.theme-doc-markdown a[href="/docs/apis/core/dml#queries"]').hover();
      await page.waitForTimeout(300);
      expect(requests.filter((request) => request.url().includes('/_data/'))).toEqual([]);
      expect(await page.locator('link[rel=prefetch]').count()).toBe(0);
      await page.locator('.theme-doc-markdown a[href="/docs/apis/core/dml#queries"]').click();
      await expect.poll(() => h1(page)).toBe('Data manipulation');
      expect(requests.filter((request) => request.resourceType() === 'document')).toEqual([]);
    });
  }

  it('shows no progress bar for a quick navigation', async () => {
    const { page } = await open(DML);
    await page.evaluate(() => {
      const seen = ((window as unknown as { progressSeen: boolean }).progressSeen = false);
      void seen;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as { progressSeen: boolean }).progressSeen = true;
      }).observe(document.documentElement, { childList: true, subtree: true });
    });
    await page.locator('.pagination-nav__link--next').hover();
    await page.waitForLoadState('networkidle');
    await page.locator('.pagination-nav__link--next').click();
    await expect.poll(() => h1(page)).toBe('Writing');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(false);
  });

  it('shows the progress bar after 200 ms of a slow navigation: minimum 0.08, speed 200 ms, trickling every 800 ms, no spinner', async () => {
    const { page } = await open(DML);
    await page.route(WRITING_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const started = Date.now();
    await page.locator('.pagination-nav__link--next').click();
    const bar = page.locator('#nprogress .bar');
    await bar.waitFor({ state: 'attached' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(await bar.getAttribute('style')).toContain('translate3d(-92%');
    // nprogress moves the bar with a transition of its speed setting.
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.2s');
    const first = await bar.getAttribute('style');
    expect(await page.locator('#nprogress .spinner').count()).toBe(0);
    // nprogress trickles on its trickle interval: after 800 ms more the bar has grown.
    await page.waitForTimeout(1000);
    expect(await bar.getAttribute('style')).not.toBe(first);
    await expect.poll(() => h1(page), { timeout: 5000 }).toBe('Writing');
    await expect.poll(() => page.locator('#nprogress').count(), { timeout: 3000 }).toBe(0);
  });

  it("gives up a navigation still loading when the reader goes to one of the page's headings, or Back to the same page, meanwhile: the latest action wins", async () => {
    const { page } = await open(DML);
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { updates: string[] }).updates = []);
      window.addEventListener('docgen:route-update', () => seen.push(location.pathname + location.hash));
    });
    /** Holds the route's chunk until the returned function is called, which resolves once it has arrived. */
    const hold = async (chunk: string) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/_data${chunk}.json`, async (route) => {
        await held;
        await route.continue();
      });
      return async () => {
        const arrived = page.waitForEvent('requestfinished', (request) => request.url().endsWith(`/_data${chunk}.json`));
        release();
        await arrived;
      };
    };
    const click = (selector: string) => page.evaluate((target) => document.querySelector<HTMLElement>(target)!.click(), selector);

    // The next page is loading when the reader goes to a heading of this one.
    const releaseWriting = await hold(WRITING);
    await click('.pagination-nav__link--next');
    await click('.tableOfContents a[href="#limits"]');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#limits');
    await releaseWriting();
    // Another page is loading when the reader goes Back, from that heading to the top of the page.
    const releaseLocks = await hold('/docs/apis/core/lock');
    await click('.theme-doc-sidebar-menu a[href="/docs/apis/core/lock"]');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    await releaseLocks();
    // A later navigation of the reader's: neither page given up came in before it.
    await click('.navbar a[href="/docs"]');
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs');
    await expect.poll(() => page.evaluate(() => (window as unknown as { updates: string[] }).updates)).toEqual([`${DML}#limits`, DML, '/docs']);
    expect(pathOf(page)).toBe('/docs');
  });

  it('scrolls to the hash target after navigation, and to the top without one', async () => {
    const { page } = await open('/docs');
    await page.locator('.theme-doc-markdown a[href="/docs/apis/core/dml#queries"]').click();
    await page.waitForURL(`${site.origin}${DML}#queries`);
    // The heading sits just below the fixed navbar (the page's scroll padding), not under it.
    const offset = () => page.evaluate(() => Math.round(document.getElementById('queries')!.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)));
    await expect.poll(async () => Math.abs(await offset())).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('.pagination-nav__link--next').click();
    await expect.poll(() => h1(page)).toBe('Writing');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('starts the keyboard from the top of the new page, as a page load does, and a screen reader hears its title', async () => {
    const { page } = await open(DML);
    await page.locator('.pagination-nav__link--next').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => h1(page)).toBe('Writing');
    // The focus is on the region around the skip link, named by the new page's title: what a screen reader reads out, not the whole page's text.
    const focused = () => page.evaluate(() => ({ role: document.activeElement?.getAttribute('role'), name: document.activeElement?.getAttribute('aria-label'), title: document.title, text: document.activeElement?.textContent }));
    const onWriting = await focused();
    expect(onWriting).toEqual({ role: 'region', name: onWriting.title, title: expect.stringMatching(/^Writing \| /), text: 'Skip to main content' });
    // No ring around it: it is not a control.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skipToContent');
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Data manipulation');
    expect((await focused()).name).toMatch(/^Data manipulation/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skipToContent');
  });

  it('restores the page and its scroll position on Back and Forward, without loading a document', async () => {
    const { page, requests } = await open(DML, { viewport: { width: 1280, height: 500 } });
    await page.evaluate(() => window.scrollTo(0, 400));
    // A script click: Playwright's own would first scroll the link into view.
    await page.evaluate(() => document.querySelector<HTMLElement>('.pagination-nav__link--next')!.click());
    await expect.poll(() => h1(page)).toBe('Writing');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Data manipulation');
    expect(pathOf(page)).toBe(DML);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.goForward();
    await expect.poll(() => h1(page)).toBe('Writing');
    expect(await page.title()).toBe('Writing | Mini Site');
    // Forward too finds the position the reader left a page at, though Back left it.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.waitForTimeout(300);
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Data manipulation');
    await page.goForward();
    await expect.poll(() => h1(page)).toBe('Writing');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    expect(requests.filter((request) => request.resourceType() === 'document')).toEqual([]);
  });

  it('adds no history entry for a link to the page shown, as Docusaurus replaces it: it goes to the top, and Back leaves the page', async () => {
    const { page } = await open(DML, { viewport: { width: 1280, height: 500 } });
    await page.locator('.pagination-nav__link--next').click();
    await expect.poll(() => h1(page)).toBe('Writing');
    const entries = await page.evaluate(() => history.length);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Data manipulation');
    // The navbar's title on the home page, the same.
    const home = await open('/');
    const homeEntries = await home.page.evaluate(() => history.length);
    await home.page.locator('.navbar .navbar__brand').click();
    // The new rendering of the page puts the focus on its top.
    await expect.poll(() => home.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region');
    expect(await home.page.evaluate(() => history.length)).toBe(homeEntries);
  });

  it("moves between a page's own headings on Back and Forward: to where the reader was, and to the heading", async () => {
    const { page } = await open(DML, { viewport: { width: 1280, height: 500 } });
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(300);
    const headingTop = () => page.evaluate(() => Math.round(document.getElementById('limits')!.getBoundingClientRect().top));
    await page.evaluate(() => document.querySelector<HTMLElement>('.tableOfContents a[href="#limits"]')!.click());
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#limits');
    const atHeading = await headingTop();
    expect(atHeading).toBeLessThan(100);
    await page.waitForTimeout(300);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await page.goForward();
    await expect.poll(headingTop).toBe(atHeading);
  });

  it('goes Back from a heading to where the reader was on a page just loaded, or scrolled an instant before the click', async () => {
    const { page } = await open(DML, { viewport: { width: 1280, height: 500 } });
    const toLimits = () => page.evaluate(() => document.querySelector<HTMLElement>('.tableOfContents a[href="#limits"]')!.click());
    // Not scrolled at all: the page's entry has had no scroll to save its position.
    await toLimits();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#limits');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Scrolled and clicked at once, before the scrolling has paused for its position to be saved.
    await page.evaluate(() => {
      window.scrollTo(0, 120);
      document.querySelector<HTMLElement>('.tableOfContents a[href="#limits"]')!.click();
    });
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#limits');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
  });

  it('logs a warning and loads the page in full when the chunk cannot be loaded', async () => {
    const { page, messages, requests } = await open(DML);
    await page.route(WRITING_CHUNK, (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.evaluate(() => ((window as unknown as { navigationMarker: number }).navigationMarker = 1));
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(`${site.origin}${WRITING}`);
    await expect.poll(() => h1(page)).toBe('Writing');
    expect(messages.some((message) => message.startsWith('warning: docgen: could not load the content of /docs/guides/writing'))).toBe(true);
    expect(requests.filter((request) => request.resourceType() === 'document').map((request) => new URL(request.url()).pathname)).toEqual([WRITING]);
    expect(await page.evaluate(() => (window as unknown as { navigationMarker?: number }).navigationMarker)).toBeUndefined();
  });

  it('strips .html and index.html from the address', async () => {
    const { page } = await open(`${DML}.html`);
    expect(pathOf(page)).toBe(DML);
    const home = await open('/index.html');
    expect(pathOf(home.page)).toBe('/');
    // A link written with .html is followed through the router, to the clean path.
    const htmlLink = await addContentLink(page, '/docs/guides/writing.html', 'Writing');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.resourceType()));
    await htmlLink.click();
    await expect.poll(() => h1(page)).toBe('Writing');
    expect(pathOf(page)).toBe(WRITING);
    expect(requests).not.toContain('document');
  });

  it('opens /a/b/index.html as the page at /a/b, with and without JavaScript, never showing Not Found', async () => {
    // Set before the document parses, so a not-found page shown even for a moment is seen.
    const watchNotFound = `new MutationObserver(() => { if (document.querySelector('.notFoundPage')) window.sawNotFound = true; }).observe(document, { childList: true, subtree: true });`;
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await site.newPage({ javaScriptEnabled, initScript: watchNotFound });
      await page.goto(`${site.origin}${DML}/index.html#reading-data`, { waitUntil: 'networkidle' });
      if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated]');
      expect(page.url()).toBe(`${site.origin}${DML}#reading-data`);
      expect(await h1(page)).toBe('Data manipulation');
      expect(await page.evaluate(() => (window as unknown as { sawNotFound?: boolean }).sawNotFound)).toBeUndefined();
    }
  });

  it('on a host that answers /a/b/index.html with its not-found page, shows the page at /a/b once its data arrives, and keeps Not Found for an unknown page', async () => {
    const { page, messages } = await site.newPage();
    const notFound = await readFile(path.join(site.outDir, '404.html'), 'utf8');
    await page.route(/\/(index|nosuch)\.html$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
    await page.goto(`${site.origin}${DML}/index.html`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    expect(pathOf(page)).toBe(DML);
    await expect.poll(() => h1(page)).toBe('Data manipulation');
    expect(await page.title()).toBe('Data manipulation | Mini Site');
    expect(await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').textContent()).toBe('Data manipulation');
    expect(messages.filter((message) => message.startsWith('pageerror') || message.includes('hydrat'))).toEqual([]);

    await page.goto(`${site.origin}/docs/nosuch.html`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    expect(pathOf(page)).toBe('/docs/nosuch');
    expect(await h1(page)).toBe('Page Not Found');
  });

  it('shows the not-found page at an address that starts //host/ and ends in a slash, leaving the address as it is: history would take it for another origin', async () => {
    const { page, messages } = await site.newPage();
    await page.goto(`${site.origin}//example.org/docs/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    expect(page.url()).toBe(`${site.origin}//example.org/docs/`);
    expect(await h1(page)).toBe('Page Not Found');
    expect(messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });

  it('finds a route whatever the letter case, as Docusaurus does: a link followed through the router, and a host that answers with its not-found page', async () => {
    const { page } = await open(WRITING);
    const casedLink = await addContentLink(page, '/Docs/APIs/Core/DML#queries', 'DML');
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await casedLink.click();
    await expect.poll(() => h1(page)).toBe('Data manipulation');
    expect(pathOf(page)).toBe(DML);
    expect(new URL(page.url()).hash).toBe('#queries');
    expect(documents).toEqual([]);

    // A static host has no file for the address: its not-found page loads, then the route's data.
    const other = await site.newPage();
    const notFound = await readFile(path.join(site.outDir, '404.html'), 'utf8');
    await other.page.route(/\/(Docs\/APIs\/Core\/DML|docs\/NoSuch)$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
    await other.page.goto(`${site.origin}/Docs/APIs/Core/DML`, { waitUntil: 'networkidle' });
    await other.page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => h1(other.page)).toBe('Data manipulation');
    expect(pathOf(other.page)).toBe(DML);
    expect(await other.page.title()).toBe('Data manipulation | Mini Site');
    await other.page.goto(`${site.origin}/docs/NoSuch`, { waitUntil: 'networkidle' });
    await other.page.waitForSelector('html[data-hydrated]');
    expect(await h1(other.page)).toBe('Page Not Found');
    expect(pathOf(other.page)).toBe('/docs/NoSuch');
  });

  it('going back to a page whose data cannot be loaded shows loading, then the error with Retry, which tries again', async () => {
    const { page } = await open(DML);
    await page.locator('.pagination-nav__link--next').click();
    await expect.poll(() => h1(page)).toBe('Writing');
    // A full reload forgets the chunks loaded so far; the way back now needs the network.
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_data/docs/apis/core/dml.json', async (route) => {
      await held;
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goBack();
    expect(pathOf(page)).toBe(DML);
    await page.locator('main.loadingState[role=status]').waitFor();
    release();
    const failed = page.locator('main.loadingState--failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('could not be loaded');
    await page.unroute('**/_data/docs/apis/core/dml.json');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => h1(page)).toBe('Data manipulation');
    expect(await page.title()).toBe('Data manipulation | Mini Site');
  });

  it("shows 'This page crashed.' with the message when a page fails to render, and 'Try again' recovers", async () => {
    const { page, messages } = await open(DML);
    const chunk = JSON.parse(await readFile(path.join(site.outDir, '_data/docs/guides/writing.json'), 'utf8')) as { page: { docs?: unknown } };
    delete chunk.page.docs;
    await page.route(WRITING_CHUNK, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(chunk) }));
    await page.locator('.pagination-nav__link--next').click();
    const crash = page.locator('.errorPage');
    await crash.waitFor();
    expect(await crash.locator('h1').textContent()).toBe('This page crashed.');
    expect(await crash.locator('.errorPage__message').textContent()).toContain('no docs data');
    expect(await page.title()).toBe('Page Error');
    // The shell around the crashed page still works.
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    expect(messages.some((message) => message.startsWith('error: docgen: a page component crashed'))).toBe(true);
    await page.unroute(WRITING_CHUNK);
    await crash.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => h1(page)).toBe('Writing');
    expect(await page.locator('.errorPage').count()).toBe(0);
    expect(await page.title()).toBe('Writing | Mini Site');
  });

  it("shows the crash page titled 'Page Error' when the shell around the content fails to render, ends the progress bar, and 'Try again' recovers", async () => {
    const { page, messages } = await open(DML);
    // Docs data without its version links: the content renders, the navbar's version dropdown throws.
    const chunk = JSON.parse(await readFile(path.join(site.outDir, '_data/docs/guides/writing.json'), 'utf8')) as { page: { docs: { versionLinks?: unknown } } };
    delete chunk.page.docs.versionLinks;
    await page.route(WRITING_CHUNK, async (route) => {
      // Slower than the progress bar's delay, so that the bar is shown, and for long enough that a
      // busy machine's browser still shows it to the test (at 600 ms one run missed it).
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(chunk) });
    });
    await page.locator('.pagination-nav__link--next').click();
    await page.locator('#nprogress .bar').waitFor();
    const crash = page.locator('.errorPage');
    await crash.waitFor({ timeout: 5000 });
    expect(await crash.locator('h1').textContent()).toBe('This page crashed.');
    expect(await crash.locator('.errorPage__message').textContent()).toContain('Cannot read properties of undefined');
    expect(await page.title()).toBe('Page Error');
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    expect(messages.some((message) => message.startsWith('error: docgen: a page component crashed'))).toBe(true);

    await page.unroute(WRITING_CHUNK);
    await crash.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => h1(page)).toBe('Writing');
    expect(await page.locator('.errorPage').count()).toBe(0);
    expect(await page.locator('nav.navbar .docsVersionDropdown').isVisible()).toBe(true);
    expect(await page.title()).toBe('Writing | Mini Site');
  });
});
