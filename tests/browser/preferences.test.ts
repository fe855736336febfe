import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { build, FIXTURES, tempDir } from '../helpers/build.ts';
import { addContentLink, launchChromium, observedPage, serve, type ObservedPage } from '../helpers/browser.ts';
import { coloursIn } from '../helpers/colours.ts';

const DML = '/docs/apis/core/dml';
const COMPONENTS = '/docs/guides/components';
const BLOCK_CLIENT = '**/assets/js/**';
const h1 = (page: Page) => page.locator('article h1, main h1').first().textContent();
const storage = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Listens for a medium-zoom event on the element, and gives a wait for it. The
 * listener is in place when this resolves, before the click or key that fires
 * the event: a listener added alongside the action (an evaluate not awaited
 * first) could miss the event under load, and the test would hang.
 */
async function zoomEvent(element: Locator, event: string): Promise<() => Promise<void>> {
  type Fired = { zoomEvents?: { next: number; fired: Set<number> } };
  const id = await element.evaluate((target, name) => {
    const state = ((window as unknown as Fired).zoomEvents ??= { next: 0, fired: new Set() });
    const listener = state.next++;
    target.addEventListener(name, () => state.fired.add(listener), { once: true });
    return listener;
  }, event);
  return () => expect.poll(() => element.page().evaluate((listener) => (window as unknown as Fired).zoomEvents!.fired.has(listener), id)).toBe(true);
}

describe('reader preferences and shell behaviour in Chromium', () => {
  let browser: Browser;
  const servers: StaticServer[] = [];
  /** The mini site as configured, and with the optional behaviours on (site.options.config.ts). */
  let plain: string;
  let options: string;
  const opened: ObservedPage[] = [];

  beforeAll(async () => {
    const dir = await tempDir('preferences');
    await build(path.join(FIXTURES, 'mini-site/site.config.ts'), path.join(dir, 'plain'));
    await build(path.join(FIXTURES, 'mini-site/site.options.config.ts'), path.join(dir, 'options'));
    const first = await serve(path.join(dir, 'plain'));
    const second = await serve(path.join(dir, 'options'));
    servers.push(first.server, second.server);
    plain = first.origin;
    options = second.origin;
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const page of opened) await page.close();
    await browser?.close();
    for (const server of servers) await server.close();
  });

  async function open(url: string, contextOptions: Parameters<typeof observedPage>[1] = {}, { hydrated = true } = {}): Promise<ObservedPage> {
    const observed = await observedPage(browser, contextOptions);
    opened.push(observed);
    await observed.page.goto(url, { waitUntil: 'networkidle' });
    if (hydrated) await observed.page.waitForSelector('html[data-hydrated]');
    return observed;
  }

  describe('colour mode', () => {
    it('is light by default, toggles, is stored under "theme" and is synced to other tabs', async () => {
      const { page } = await open(`${plain}/docs`);
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      const other = await page.context().newPage();
      await other.goto(`${plain}${DML}`, { waitUntil: 'networkidle' });
      await other.waitForSelector('html[data-hydrated]');
      await page.locator('.navbar .colorModeToggle button').click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await storage(page, 'theme')).toBe('dark');
      await expect.poll(() => other.getAttribute('html', 'data-theme')).toBe('dark');
      await expect.poll(() => other.locator('.navbar .colorModeToggle button').getAttribute('aria-label')).toContain('currently dark mode');
    });

    it('applies the stored choice before any script of the client runs (no flash)', async () => {
      const observed = await observedPage(browser, { initScript: "localStorage.setItem('theme', 'dark');" });
      opened.push(observed);
      await observed.page.route(BLOCK_CLIENT, (route) => route.abort());
      await observed.page.goto(`${plain}${DML}`, { waitUntil: 'networkidle' });
      expect(await observed.page.getAttribute('html', 'data-hydrated')).toBeNull();
      expect(await observed.page.getAttribute('html', 'data-theme')).toBe('dark');
    });

    it('follows the system setting when the site enables that option', async () => {
      const dark = await open(`${options}/docs`, { colorScheme: 'dark' });
      expect(await dark.page.getAttribute('html', 'data-theme')).toBe('dark');
      const light = await open(`${options}/docs`, { colorScheme: 'light' });
      expect(await light.page.getAttribute('html', 'data-theme')).toBe('light');
      // Without the option the system setting is ignored.
      const ignored = await open(`${plain}/docs`, { colorScheme: 'dark' });
      expect(await ignored.page.getAttribute('html', 'data-theme')).toBe('light');
    });

    it('mixes the shades of a site primary colour from it, in both modes, when the site stylesheet sets only --ifm-color-primary', async () => {
      // As a Docusaurus site's custom.css that sets Infima's primary and none of its shades.
      const colours = async (theme: 'light' | 'dark') => {
        const observed = await observedPage(browser, { initScript: `localStorage.setItem('theme', '${theme}')` });
        opened.push(observed);
        const { page } = observed;
        await page.goto(`${plain}${DML}`, { waitUntil: 'networkidle' });
        await page.addStyleTag({ content: ':root { --ifm-color-primary: #3578e5; }' });
        await addContentLink(page, '/docs', 'the docs');
        const footerLink = page.locator('.footer__link-item').first();
        await footerLink.hover();
        const computed = await page.evaluate(() => {
          const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
          return {
            link: style('#added-link').color,
            activeMenu: style('.menu__link[aria-current="page"]').color,
            highlightedLine: style('.theme-code-block-highlighted-line').backgroundColor,
            footerHover: style('.footer__link-item:hover').color,
          };
        });
        // Mixed colours read as color(srgb …): compared as 0–255 channels.
        return { ...computed, link: coloursIn(computed.link)[0], activeMenu: coloursIn(computed.activeMenu)[0], footerHover: coloursIn(computed.footerHover)[0] };
      };
      // Light: links and the active item in the dark shade (87 % of the primary), the dark footer's hover a light tint.
      expect(await colours('light')).toEqual({
        link: [46, 104, 199],
        activeMenu: [46, 104, 199],
        highlightedLine: expect.stringMatching(/^color\(srgb 0\.20\d* 0\.47\d* 0\.89\d* \/ 0\.1\)$/),
        footerHover: [134, 174, 239],
      });
      // Dark: the site's primary holds in both modes, as Infima's does; links in its light shade.
      expect(await colours('dark')).toMatchObject({ link: [73, 133, 232], activeMenu: [53, 120, 229], footerHover: [134, 174, 239] });
    });

    it("shows the categories on the way to the current page in bold text, neither tinted nor in the current page's colour", async () => {
      const observed = await observedPage(browser);
      opened.push(observed);
      await observed.page.goto(`${plain}/docs/apis/core/dml`, { waitUntil: 'networkidle' });
      const styles = await observed.page.evaluate(() =>
        ['.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active', '.theme-doc-sidebar-menu .menu__link[aria-current="page"]', '.markdown p'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return { color: style.color, background: style.backgroundColor, weight: style.fontWeight };
        }),
      );
      const [trail, current, text] = styles;
      expect(trail).toEqual({ color: text!.color, background: 'rgba(0, 0, 0, 0)', weight: '600' });
      expect(current!.color).not.toBe(text!.color);
      expect(current!.background).not.toBe('rgba(0, 0, 0, 0)');
    });

    it("tints the active category's row once, its link included, in dark mode's translucent tint too", async () => {
      const observed = await observedPage(browser, { initScript: "localStorage.setItem('theme', 'dark')" });
      opened.push(observed);
      await observed.page.goto(`${plain}/docs/category/apis`, { waitUntil: 'networkidle' });
      const backgrounds = await observed.page.evaluate(() => {
        const row = document.querySelector('.theme-doc-sidebar-menu .menu__list-item-collapsible--active')!;
        return [row, row.querySelector('.menu__link--active')!].map((element) => getComputedStyle(element).backgroundColor);
      });
      expect(backgrounds[0]).not.toBe('rgba(0, 0, 0, 0)');
      expect(backgrounds[1]).toBe('rgba(0, 0, 0, 0)');
    });

    it("shows only the colour mode's own image of a logo that has one for each, and swaps them with the mode", async () => {
      const { page } = await open(`${options}/docs`, { colorScheme: 'light' });
      const shown = () => page.locator('.navbar__brand img').evaluateAll((images) => images.filter((image) => getComputedStyle(image).display !== 'none').map((image) => image.getAttribute('src')));
      expect(await shown()).toEqual(['/img/favicon.svg']);
      // The config's width and height, though the image is square: it is fitted inside them (as the spec's 138 × 35 px for a logo of another shape).
      expect(await page.locator('.navbar__brand img[src="/img/favicon.svg"]').evaluate((image) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height])).toEqual([40, 32]);
      await page.locator('.navbar .colorModeToggle button').click();
      expect(await shown()).toEqual(['/img/logo-dark.svg']);
    });
  });

  describe('announcement bar', () => {
    it('can be dismissed, stays dismissed on the next visit, and returns when its id changes', async () => {
      const { page } = await open(`${options}/docs`);
      const bar = page.locator('.announcementBar');
      expect(await bar.textContent()).toContain('Version 2 is out.');
      // Seen under the fixed navbar, and met after it by the keyboard and a screen reader.
      const navbar = page.locator('nav.navbar');
      expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual((await navbar.boundingBox())!.height - 1);
      expect(await bar.evaluate((element) => Boolean(document.querySelector('nav.navbar')!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      // Closed from the keyboard: the focus goes to the top of the page, not to the document with the button.
      await bar.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      expect(await bar.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('__docgen_skip');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skipToContent');
      expect(await storage(page, 'docusaurus.announcement.dismiss')).toBe('true');
      expect(await storage(page, 'docusaurus.announcement.id')).toBe('release-2');
      // Next visit, even before the client runs: hidden by the boot script and CSS.
      await page.route(BLOCK_CLIENT, (route) => route.abort());
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed')).toBe('true');
      expect(await page.locator('.announcementBar').isHidden()).toBe(true);
      await page.unroute(BLOCK_CLIENT);

      // A reader who dismissed an earlier bar sees the new one.
      const returning = await open(`${options}/docs`, { initScript: "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('docusaurus.announcement.id', 'release-1'); localStorage.setItem('docusaurus.announcement.dismiss', 'true'); }" });
      await expect.poll(() => returning.page.locator('.announcementBar').isVisible()).toBe(true);
      expect(await storage(returning.page, 'docusaurus.announcement.dismiss')).toBe('false');
      expect(await storage(returning.page, 'docusaurus.announcement.id')).toBe('release-2');
    });
  });

  describe('navbar and sidebar', () => {
    it('offers, without JavaScript, no button to open a category or hide the sidebar, which could do nothing, and keeps the category links', async () => {
      const visible = (page: Page) =>
        page.evaluate(() => ({
          carets: [...document.querySelectorAll('.theme-doc-sidebar-menu .menu__caret')].filter((button) => (button as HTMLElement).offsetParent !== null).length,
          collapse: [...document.querySelectorAll('.collapseSidebarButton')].filter((button) => (button as HTMLElement).offsetParent !== null).length,
          categoryLink: [...document.querySelectorAll<HTMLAnchorElement>('.theme-doc-sidebar-menu a.menu__link')].some((link) => link.pathname === '/docs/category/apis' && link.offsetParent !== null),
        }));
      const withScript = await open(`${options}${DML}`);
      expect(await visible(withScript.page)).toEqual({ carets: 1, collapse: 1, categoryLink: true });
      const without = await open(`${options}${DML}`, { javaScriptEnabled: false }, { hydrated: false });
      expect(await visible(without.page)).toEqual({ carets: 0, collapse: 0, categoryLink: true });
    });

    it('hides the navbar on scroll down and when going to an anchor, and shows it on scroll up, near the top and on a new page, when enabled', async () => {
      const { page } = await open(`${options}${DML}`, { viewport: { width: 1280, height: 500 } });
      const navbar = page.locator('nav.navbar');
      await page.mouse.wheel(0, 600);
      await expect.poll(() => navbar.getAttribute('class')).toContain('navbar--hidden');
      // The keyboard in it, it is seen: its focus would be above the window.
      const top = () => navbar.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      await expect.poll(top).toBeLessThan(0);
      await navbar.locator('.navbar__brand').focus();
      await expect.poll(top).toBe(0);
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await expect.poll(top).toBeLessThan(0);
      await page.mouse.wheel(0, -200);
      await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar--hidden');
      // Within its own height of the top it shows.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar--hidden');
      // Going to an anchor hides it, as it would cover the heading: even one above, which the page scrolls up to.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      await page.mouse.wheel(0, -100);
      await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar--hidden');
      await page.locator('.tocColumn a[href^="#"]').first().click();
      await expect.poll(() => page.evaluate(() => location.hash)).not.toBe('');
      await expect.poll(() => navbar.getAttribute('class')).toContain('navbar--hidden');
      await page.waitForTimeout(300);
      expect(await navbar.getAttribute('class')).toContain('navbar--hidden');
      // Another page, without an anchor: shown.
      await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Locks' }).click();
      await expect.poll(() => h1(page)).toBe('Locks');
      await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar--hidden');
      // Without the option it never hides.
      const fixed = await open(`${plain}${DML}`, { viewport: { width: 1280, height: 500 } });
      await fixed.page.mouse.wheel(0, 600);
      await fixed.page.waitForTimeout(200);
      expect(await fixed.page.locator('nav.navbar').getAttribute('class')).not.toContain('navbar--hidden');
    });

    it('keeps the categories a reader expanded while the pages have the same sidebar, and starts afresh after another sidebar', async () => {
      const { page } = await open(`${plain}/docs`);
      const category = (label: string) => page.locator('.theme-doc-sidebar-menu li.theme-doc-sidebar-item-category').filter({ has: page.locator(`:scope > .menu__list-item-collapsible :text-is("${label}")`) });
      const collapsed = async (label: string) => ((await category(label).getAttribute('class')) ?? '').includes('menu__list-item--collapsed');
      expect([await collapsed('Guides'), await collapsed('APIs')]).toEqual([true, true]);
      await category('Guides').getByRole('button', { name: 'Guides' }).click();
      expect(await collapsed('Guides')).toBe(false);
      // A page of another kind (a generated index) with the same sidebar, through the router.
      await page.locator('.theme-doc-sidebar-menu a', { hasText: 'APIs' }).click();
      await expect.poll(() => h1(page)).toBe('APIs');
      expect([await collapsed('Guides'), await collapsed('APIs')]).toEqual([false, false]);
      await category('core').getByRole('button', { name: 'core' }).click();
      expect(await collapsed('core')).toBe(false);
      await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Writing' }).click();
      await expect.poll(() => h1(page)).toBe('Writing');
      // APIs no longer holds the page, and stays as the reader left it.
      expect([await collapsed('Guides'), await collapsed('APIs'), await collapsed('core')]).toEqual([false, false, false]);
      // Another sidebar, then back: the categories are as the config makes them again.
      await page.locator('footer a', { hasText: 'General' }).click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/general');
      await page.locator('.navbar a', { hasText: 'Docs' }).first().click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs');
      expect([await collapsed('Guides'), await collapsed('APIs')]).toEqual([true, true]);
    });

    it("shows another sidebar reached through the router as it shows on a fresh load, not with the last one's categories open in the same places", async () => {
      const { page } = await open(`${plain}${DML}`);
      const sidebarOf = async (route: string) => ((await (await page.request.get(`${plain}/_data${route}.json`)).json()) as { page: { docs: { sidebarUrl: string } } }).page.docs.sidebarUrl;
      // Version 1.0's sidebar made like the docs' own: categories in the same places, none of them holding its page.
      const docsSidebar = await (await page.request.get(`${plain}${await sidebarOf(DML)}`)).text();
      await page.route(`${plain}${await sidebarOf('/docs/1.0')}`, (route) => route.fulfill({ contentType: 'application/json', body: docsSidebar }));
      const collapsed = () => page.locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category').evaluateAll((items) => items.map((item) => item.classList.contains('menu__list-item--collapsed')));
      // APIs holds the page; the reader opens Guides as well.
      await page.locator('.theme-doc-sidebar-menu').getByRole('button', { name: 'Guides' }).click();
      expect(await collapsed()).toEqual([false, false]);
      await (await addContentLink(page, '/docs/1.0', 'Version 1.0')).click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/1.0');
      await expect.poll(collapsed).toEqual([true, true]);
    });

    it('with autoCollapseCategories, collapses the categories beside one that opens as it comes to hold the page, as a click on it would', async () => {
      const { page } = await open(`${options}${DML}`);
      const collapsed = () => page.locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category').evaluateAll((items) => items.map((item) => item.classList.contains('menu__list-item--collapsed')));
      expect(await collapsed()).toEqual([false, true]);
      await page.locator('.pagination-nav__link--next').click();
      await expect.poll(() => h1(page)).toBe('Writing');
      // Guides opens, APIs beside it closes: as on a fresh load of the page.
      await expect.poll(collapsed).toEqual([true, false]);
    });

    it('collapses the docs sidebar to a strip, kept from page to page but not across a reload, and expands it again', async () => {
      const { page } = await open(`${options}${DML}`);
      const menu = page.locator('.theme-doc-sidebar-menu');
      expect(await menu.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      expect(await menu.count()).toBe(0);
      // The button that comes in place of the one pressed has the focus, for the keyboard to go on from there (or undo it).
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Expand sidebar');
      await page.keyboard.press('Enter');
      expect(await menu.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Collapse sidebar');
      await page.keyboard.press('Enter');
      expect(await menu.count()).toBe(0);
      // It stays a strip on the next page, reached through the router, as in Docusaurus.
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL((url) => url.pathname !== DML);
      await page.locator('article h1').waitFor();
      expect(await page.locator('.theme-doc-sidebar-menu').count()).toBe(0);
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      expect(await page.locator('.theme-doc-sidebar-menu').isVisible()).toBe(true);
      // Not across a reload.
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      expect(await page.locator('.theme-doc-sidebar-menu').isVisible()).toBe(true);
      // Not offered unless the site makes the sidebar hideable.
      const plainPage = await open(`${plain}${DML}`);
      expect(await plainPage.page.getByRole('button', { name: 'Collapse sidebar' }).count()).toBe(0);
    });

    it('shows the docs sidebar whole again after the reader has left the docs and come back, as Docusaurus keeps it a strip only while its docs layout stays', async () => {
      const { page } = await open(`${options}${DML}`);
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      expect(await page.locator('.theme-doc-sidebar-menu').count()).toBe(0);
      await (await addContentLink(page, '/', 'Home')).click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
      await page.locator('.navbar a', { hasText: 'Docs' }).first().click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs');
      await expect.poll(() => page.locator('.theme-doc-sidebar-menu').isVisible()).toBe(true);
    });

    it('opens the mobile menu at 996 px or less, and closes it on Back, on a link and when the window grows', async () => {
      const { page } = await open(`${plain}${DML}`, { viewport: { width: 996, height: 800 } });
      const toggle = page.locator('.navbar__toggle');
      const drawer = page.locator('.navbar-sidebar');
      expect(await toggle.isVisible()).toBe(true);
      // Back closes the menu and stays on the page.
      await toggle.click();
      await drawer.waitFor();
      await page.goBack();
      await expect.poll(() => drawer.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(DML);
      // The docs sidebar is its secondary menu; the back button returns to the main menu.
      await toggle.click();
      expect(await drawer.locator('.navbar-sidebar__items--show-secondary').count()).toBe(1);
      await drawer.getByRole('button', { name: '← Back to main menu' }).click();
      expect(await drawer.locator('.navbar-sidebar__items--show-secondary').count()).toBe(0);
      // Following a link closes it, and Back then returns to the previous page.
      await drawer.locator('a.menu__link', { hasText: 'Docs' }).first().click();
      await expect.poll(() => drawer.count()).toBe(0);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/docs');
      await page.goBack();
      await expect.poll(() => h1(page)).toBe('Data manipulation');
      // Growing past the breakpoint closes it.
      await toggle.click();
      await drawer.waitFor();
      await page.setViewportSize({ width: 997, height: 800 });
      await expect.poll(() => drawer.count()).toBe(0);
      expect(await toggle.isVisible()).toBe(false);
    });
  });

  describe('content islands', () => {
    it('applies a tab choice to every tab set of its group, remembers it, and applies it on the next page', async () => {
      const { page } = await open(`${plain}${COMPONENTS}`);
      const sets = page.locator('.tabs-container[data-group-id="lang"]');
      expect(await sets.count()).toBe(2);
      await sets.nth(0).locator('[role=tab][data-value="js"]').click();
      for (const index of [0, 1]) {
        expect(await sets.nth(index).locator('.tab-panel[data-value="js"]').isVisible()).toBe(true);
        expect(await sets.nth(index).locator('.tab-panel[data-value="php"]').isHidden()).toBe(true);
      }
      expect(await storage(page, 'docusaurus.tab.lang')).toBe('js');
      // Another page with the group, reached through the client router.
      await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Writing' }).click();
      await expect.poll(() => h1(page)).toBe('Writing');
      expect(await page.locator('.tab-panel[data-value="js"]').isVisible()).toBe(true);
      expect(await page.locator('[role=tab][data-value="js"]').getAttribute('aria-selected')).toBe('true');
    });

    it("keeps a queryString tab set's choice in the address, which chooses the tab ahead of the stored choice", async () => {
      const { page } = await open(`${plain}${COMPONENTS}?os=windows#operating-systems`);
      const set = page.locator('.tabs-container[data-query-string="os"]');
      expect(await set.locator('.tab-panel[data-value="windows"]').isVisible()).toBe(true);
      expect(await set.locator('.tab-panel[data-value="linux"]').isHidden()).toBe(true);

      const entries = await page.evaluate(() => history.length);
      await set.locator('[role=tab][data-value="linux"]').click();
      expect(await set.locator('.tab-panel[data-value="linux"]').isVisible()).toBe(true);
      // In place, the fragment kept: Back leaves the page, as before the click.
      expect(await page.evaluate(() => location.search + location.hash)).toBe('?os=linux#operating-systems');
      expect(await page.evaluate(() => history.length)).toBe(entries);
      expect(await storage(page, 'docusaurus.tab.os')).toBe('linux');

      // The address wins over the stored choice; without it, the stored choice is shown.
      await page.goto(`${plain}${COMPONENTS}?os=windows`);
      await page.waitForSelector('html[data-hydrated]');
      expect(await set.locator('.tab-panel[data-value="windows"]').isVisible()).toBe(true);
      await page.goto(`${plain}${COMPONENTS}`);
      await page.waitForSelector('html[data-hydrated]');
      expect(await set.locator('.tab-panel[data-value="linux"]').isVisible()).toBe(true);
      // A value no tab has leaves the stored choice.
      await page.goto(`${plain}${COMPONENTS}?os=beos`);
      await page.waitForSelector('html[data-hydrated]');
      expect(await set.locator('.tab-panel[data-value="linux"]').isVisible()).toBe(true);
    });

    it('zooms a content image on click or from the keyboard (a button: Enter opens it, Escape or Tab closes it, the focus back on it), also on a page reached through the router', async () => {
      const { page } = await open(`${plain}/docs/guides/writing`);
      await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Components' }).click();
      await expect.poll(() => h1(page)).toBe('Components');
      const image = page.locator('.markdown img[alt="A small diagram"]');
      // The library is not part of the page's load: it comes when the pointer reaches an image.
      expect(await image.getAttribute('class') ?? '').not.toContain('medium-zoom-image');
      await image.hover();
      await expect.poll(() => image.getAttribute('class')).toContain('medium-zoom-image');
      // medium-zoom ignores Escape while its opening animation runs: wait for the end of it.
      const opened = await zoomEvent(image, 'medium-zoom:opened');
      await image.click();
      await opened();
      expect(await page.locator('.medium-zoom-overlay').count()).toBe(1);
      expect(await page.locator('.medium-zoom-image--opened').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.medium-zoom-overlay').count()).toBe(0);
      // From the keyboard: the image, a button, takes focus and Enter zooms it; Tab closes it rather than moving
      // the focus behind the overlay, and the focus is back on the image once it has closed.
      expect(await image.getAttribute('role')).toBe('button');
      await image.focus();
      const openedByKey = await zoomEvent(image, 'medium-zoom:opened');
      await page.keyboard.press('Enter');
      await openedByKey();
      expect(await page.locator('.medium-zoom-image--opened').count()).toBe(1);
      // The zoomed copy has the focus, with the image's name: the image it hides does not.
      expect(await page.evaluate(() => [document.activeElement?.classList.contains('medium-zoom-image--opened'), document.activeElement?.getAttribute('alt')])).toEqual([true, 'A small diagram']);
      const closedByKey = await zoomEvent(image, 'medium-zoom:closed');
      await page.keyboard.press('Tab');
      await closedByKey();
      expect(await page.locator('.medium-zoom-overlay').count()).toBe(0);
      expect(await image.evaluate((element) => element === document.activeElement)).toBe(true);
      // An image without a text alternative is no button (it would have no name) and no Tab stop; a click still zooms it.
      const decoration = page.locator('.markdown img[alt=""]');
      expect(await decoration.evaluate((element) => [element.getAttribute('role'), element.tabIndex])).toEqual([null, -1]);
      const openedByClick = await zoomEvent(decoration, 'medium-zoom:opened');
      await decoration.click();
      await openedByClick();
      expect(await page.locator('.medium-zoom-image--opened').count()).toBe(1);
    });

    it('opens an image clicked before the zoom library has loaded, once it has', async () => {
      const { page } = await open(`${plain}/docs/guides/components`);
      const image = page.locator('.markdown img[alt="A small diagram"]');
      const opened = await zoomEvent(image, 'medium-zoom:opened');
      // A click with no pointer movement before it, so nothing has loaded the library yet.
      await image.dispatchEvent('click');
      await opened();
      expect(await page.locator('.medium-zoom-image--opened').count()).toBe(1);
    });
  });

  describe('docs versions', () => {
    it('remembers the version chosen in the dropdown, marks it on the versions page, and drops a stored version that no longer exists', async () => {
      const { page } = await open(`${plain}${DML}`);
      const dropdown = page.locator('.docsVersionDropdown');
      expect(await dropdown.locator('> a.navbar__link').textContent()).toBe('main');
      await dropdown.hover();
      await dropdown.locator('a.dropdown__link', { hasText: '1.0' }).click();
      await expect.poll(() => h1(page)).toBe('Welcome to 1.0');
      expect(new URL(page.url()).pathname).toBe('/docs/1.0');
      expect(await dropdown.locator('> a.navbar__link').textContent()).toBe('1.0');
      expect(await storage(page, 'docs-preferred-version-default')).toBe('1.0');
      // The notice on the old version's page leads back to the latest, which it makes the preferred version.
      await page.locator('.theme-doc-version-banner a', { hasText: 'latest version' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/docs');
      expect(await storage(page, 'docs-preferred-version-default')).toBe('current');
      await page.goBack();
      await expect.poll(() => h1(page)).toBe('Welcome to 1.0');
      await dropdown.hover();
      await dropdown.locator('a.dropdown__link', { hasText: '1.0' }).click();
      await expect.poll(() => storage(page, 'docs-preferred-version-default')).toBe('1.0');

      await page.goto(`${plain}/versions`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]');
      const preferred = page.locator('[data-docs-version="1.0"]');
      // Marked by code the page loads because it lists versions.
      await expect.poll(() => preferred.getAttribute('class')).toContain('docsVersion--preferred');
      expect(await preferred.textContent()).toContain('Your preferred version');
      expect(await page.locator('[data-docs-version="current"] .docsVersion__preferredBadge').count()).toBe(0);
      // Following the other version's link from the list makes it the preferred one.
      await page.locator('[data-docs-version="current"] a').click();
      await expect.poll(() => storage(page, 'docs-preferred-version-default')).toBe('current');
      // Back on the list through the router, not a page load: marked again, with the new choice.
      await dropdown.hover();
      await dropdown.locator('a.dropdown__link', { hasText: 'All versions' }).click();
      await expect.poll(() => page.locator('[data-docs-version="current"]').getAttribute('class')).toContain('docsVersion--preferred');
      expect((await preferred.getAttribute('class')) ?? '').not.toContain('docsVersion--preferred');

      const stale = await open(`${plain}/versions`, { initScript: "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('docs-preferred-version-default', '0.9'); }" });
      await expect.poll(() => storage(stale.page, 'docs-preferred-version-default')).toBeNull();
      expect(await stale.page.locator('.docsVersion--preferred').count()).toBe(0);

      // Every docs set's stale choice goes on load, also on a page that shows none of its versions.
      const home = await open(`${plain}/`, { initScript: "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('docs-preferred-version-general', 'nope'); }" });
      await home.page.waitForSelector('html[data-hydrated]');
      await expect.poll(() => storage(home.page, 'docs-preferred-version-general')).toBeNull();
    });

    it("links each version to the same doc with the address's ?search#hash, after client navigations too, and shows only on docs", async () => {
      const versionLinks = (page: Page) => page.locator('.docsVersionDropdown a.dropdown__link').evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href')));
      // The server does not know the query and hash, so its links have none.
      const html = await (await fetch(`${plain}/docs?tab=php`)).text();
      expect([...html.matchAll(/<a href="([^"]*)" class="dropdown__link/g)].map((match) => match[1]).slice(0, 2)).toEqual(['/docs', '/docs/1.0']);

      const { page } = await open(`${plain}/docs?tab=php#first-section`);
      await expect.poll(() => versionLinks(page)).toEqual(['/docs?tab=php#first-section', '/docs/1.0?tab=php#first-section']);
      // A client navigation to a doc that 1.0 does not have: its main doc, with the new address's query and hash.
      await page.locator('.theme-doc-markdown a[href="/docs/apis/core/dml#queries"]').click();
      await expect.poll(() => h1(page)).toBe('Data manipulation');
      await expect.poll(() => versionLinks(page)).toEqual(['/docs/apis/core/dml#queries', '/docs/1.0#queries']);
      // A link to a heading of the same page, which the browser follows itself.
      const heading = await page.locator('.table-of-contents a').last().getAttribute('href');
      await page.locator('.table-of-contents a').last().click();
      await expect.poll(() => versionLinks(page)).toEqual([`${DML}${heading}`, `/docs/1.0${heading}`]);
      await page.goBack();
      await page.goBack();
      await expect.poll(() => h1(page)).toBe('Welcome');
      await expect.poll(() => versionLinks(page)).toEqual(['/docs?tab=php#first-section', '/docs/1.0?tab=php#first-section']);

      // A generated index or a tags page is not a doc: the Moodle site's dropdown is not there (facts D1).
      for (const path of ['/docs/category/apis', '/docs/tags']) {
        const other = await open(`${plain}${path}`);
        expect(await other.page.locator('.docsVersionDropdown').count(), path).toBe(0);
      }
    });
  });

  describe('without browser storage', () => {
    it('keeps working, with a console warning, when storage throws (private mode, quota)', async () => {
      const { page, messages } = await open(`${plain}${COMPONENTS}`, {
        initScript: "Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });",
      });
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      await page.locator('.navbar .colorModeToggle button').click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      await page.locator('.tabs-container').first().locator('[role=tab][data-value="js"]').click();
      expect(await page.locator('.tabs-container').nth(1).locator('.tab-panel[data-value="js"]').isVisible()).toBe(true);
      await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Writing' }).click();
      await expect.poll(() => h1(page)).toBe('Writing');
      expect(messages.filter((message) => message.startsWith('warning: docgen: browser storage is not available'))).toHaveLength(1);
      expect(messages.filter((message) => message.startsWith('pageerror') || message.startsWith('error'))).toEqual([]);
    });
  });

  describe('base-URL issue banner', () => {
    it('explains what to check when the client fails to start on the home page, and only there', async () => {
      const broken = await observedPage(browser);
      opened.push(broken);
      await broken.page.route(BLOCK_CLIENT, (route) => route.fulfill({ status: 404, body: 'not found' }));
      await broken.page.goto(`${plain}/`, { waitUntil: 'networkidle' });
      const banner = broken.page.locator('#docusaurus-base-url-issue-banner');
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.textContent()).toContain('This site did not load properly.');
      expect(await banner.textContent()).toContain('baseUrl "/"');
      await broken.page.goto(`${plain}/docs`, { waitUntil: 'networkidle' });
      expect(await broken.page.locator('#docusaurus-base-url-issue-banner').count()).toBe(0);

      const working = await open(`${plain}/`);
      await working.page.waitForTimeout(100);
      expect(await working.page.locator('#docusaurus-base-url-issue-banner').count()).toBe(0);
    });
  });
});
