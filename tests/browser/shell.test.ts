import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { build, FIXTURES, tempDir } from '../helpers/build.ts';
import { launchChromium, serve } from '../helpers/browser.ts';

describe('the shell in Chromium', () => {
  let browser: Browser;
  let server: StaticServer;
  let origin: string;

  beforeAll(async () => {
    const outDir = path.join(await tempDir('browser'), 'out');
    await build(path.join(FIXTURES, 'mini-site/site.config.ts'), outDir);
    ({ server, origin } = await serve(outDir));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens a page and records script errors and hydration problems. */
  async function open(route: string, options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydration/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    return { page, problems };
  }

  it('reads fully without JavaScript: title, content, sidebar and working links', async () => {
    const { page } = await open('/docs/apis/core/dml', { javaScriptEnabled: false });
    expect(await page.locator('article h1').textContent()).toBe('Data manipulation');
    expect(await page.locator('.markdown').textContent()).toContain('Reading and writing records.');
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(`${origin}/docs/guides/writing`);
    expect(await page.locator('article h1').textContent()).toBe('Writing');
    await page.context().close();
  });

  it('hydrates without errors or hydration mismatches', async () => {
    for (const route of ['/', '/docs', '/docs/apis/core/dml', '/docs/guides/writing', '/docs/guides/components', '/versions', '/docs/category/apis', '/docs/tags', '/docs/tags/api', '/hello', '/search', '/no-such-page']) {
      const { page, problems } = await open(route);
      await page.waitForFunction(() => document.documentElement.classList.contains('js'));
      // The not-found page itself arrives with status 404, which Chromium logs.
      const unexpected = problems.filter((problem) => !(route === '/no-such-page' && problem.includes('status of 404')));
      expect(unexpected, route).toEqual([]);
      await page.context().close();
    }
  });

  it('switches colour mode, remembers it under "theme" and keeps it after a reload', async () => {
    const { page } = await open('/docs');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.locator('.navbar .colorModeToggle button').click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(() => page.locator('.navbar .colorModeToggle button').getAttribute('aria-label')).toContain('currently dark mode');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.context().close();
  });

  it('switches tabs and remembers the choice of a tab group', async () => {
    const { page } = await open('/docs/guides/writing');
    const jsPanel = page.locator('.tab-panel[data-value="js"]');
    expect(await jsPanel.isHidden()).toBe(true);
    await page.locator('[role=tab][data-value="js"]').click();
    expect(await jsPanel.isVisible()).toBe(true);
    expect(await page.locator('.tab-panel[data-value="php"]').isHidden()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.lang'))).toBe('js');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('.tab-panel[data-value="js"]').isVisible()).toBe(true);
    await page.context().close();
  });

  it('expands and collapses sidebar categories', async () => {
    const { page } = await open('/docs');
    const guides = page.locator('.theme-doc-sidebar-item-category', { hasText: 'Guides' }).first();
    await expect.poll(() => guides.getAttribute('class')).toContain('menu__list-item--collapsed');
    await guides.locator('button.menu__link').click();
    await expect.poll(() => guides.getAttribute('class')).not.toContain('menu__list-item--collapsed');
    await page.context().close();
  });

  it("renders a collapsed category's items once it is expanded, except for a category without a page of its own", async () => {
    const { page } = await open('/docs');
    // As the page arrives: the collapsed APIs category (it has a page) has no items, the collapsed Guides category has its own.
    const html = await (await page.request.get(`${origin}/docs`)).text();
    const sidebarHtml = html.slice(html.indexOf('theme-doc-sidebar-menu'), html.indexOf('</nav>', html.indexOf('theme-doc-sidebar-menu')));
    expect(sidebarHtml).toContain('>APIs</a>');
    expect(sidebarHtml).toContain('href="/docs/guides/writing"');
    expect(sidebarHtml).not.toContain('href="/docs/apis/core/dml"');
    expect(sidebarHtml).not.toContain('>Core<');

    const apis = page.locator('.theme-doc-sidebar-item-category', { hasText: 'APIs' }).first();
    expect(await apis.locator('.menu__list a, .menu__list button').count()).toBe(0);
    await apis.locator('button.menu__caret').click();
    await expect.poll(() => apis.locator('.menu__list button.menu__link', { hasText: 'Core' }).isVisible()).toBe(true);
    // Collapsed again, they stay rendered (hidden), so a category inside keeps its state.
    const core = apis.locator('.theme-doc-sidebar-item-category', { hasText: 'Core' }).first();
    await core.locator('button.menu__link').click();
    await expect.poll(() => core.locator('a[href="/docs/apis/core/dml"]').isVisible()).toBe(true);
    await apis.locator('button.menu__caret').click();
    await expect.poll(() => apis.getAttribute('class')).toContain('menu__list-item--collapsed');
    // Hidden once it has slid shut.
    await expect.poll(() => core.locator('a[href="/docs/apis/core/dml"]').isVisible()).toBe(false);
    await apis.locator('button.menu__caret').click();
    await expect.poll(() => core.locator('a[href="/docs/apis/core/dml"]').isVisible()).toBe(true);
    await page.context().close();
  });

  it('opens the mobile menu at phone width with the docs sidebar and a way back to the main menu', async () => {
    const { page } = await open('/docs/apis/core/dml', { width: 390 });
    await page.locator('.navbar__toggle').click();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.waitFor();
    expect(await drawer.locator('.navbar-sidebar__item').nth(1).locator('a[aria-current="page"]').textContent()).toBe('Data manipulation');
    await drawer.locator('.navbar-sidebar__back').click();
    await expect.poll(() => drawer.locator('.navbar-sidebar__items').getAttribute('class')).not.toContain('show-secondary');
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    await page.context().close();
  });

  it("opens a navbar dropdown from the keyboard with Enter or Space, its button's aria-expanded always saying whether it is shown; Escape or the focus leaving closes it", async () => {
    const { page, problems } = await open('/docs/apis/core/dml', { width: 1280 });
    const menu = page.locator('.navbar .docsVersionDropdown .dropdown__menu');
    const button = page.locator('.navbar .docsVersionDropdown > a.navbar__link');
    const state = async () => [await menu.isVisible(), await button.getAttribute('aria-expanded')];
    // Tabbing onto its button does not open it (as in Docusaurus): the next Tab goes past it.
    await button.focus();
    await page.waitForTimeout(200);
    expect(await state()).toEqual([false, 'false']);
    await page.keyboard.press('Enter');
    await expect.poll(state).toEqual([true, 'true']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown__link'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(state).toEqual([false, 'false']);
    expect(await page.evaluate(() => document.activeElement?.closest('.docsVersionDropdown') !== null && document.activeElement?.classList.contains('navbar__link'))).toBe(true);
    // Space is a button's key too, and does not scroll the page.
    await page.keyboard.press('Space');
    await expect.poll(state).toEqual([true, 'true']);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Space');
    await expect.poll(state).toEqual([false, 'false']);
    // Opened, then left with Tab past its last link: it closes.
    await page.keyboard.press('Enter');
    await expect.poll(state).toEqual([true, 'true']);
    const links = await menu.locator('a').count();
    for (let index = 0; index <= links; index++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.docsVersionDropdown'))).toBeNull();
    await expect.poll(state).toEqual([false, 'false']);
    expect(problems).toEqual([]);
  });

  it("closes the mobile menu when its logo is followed, as its other links do, and Back returns to the page it was opened on", async () => {
    const { page, problems } = await open('/docs/apis/core/dml', { width: 390 });
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar .navbar-sidebar__brand a.navbar__brand').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/apis/core/dml');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('leaves the page where it was when Back closes the mobile menu, opened just after a scroll', async () => {
    const { page, problems } = await open('/docs/apis/core/dml', { width: 390 });
    await page.setViewportSize({ width: 390, height: 400 });
    const savedScroll = () => page.evaluate(() => (history.state as { docgen?: { scroll: number } } | null)?.docgen?.scroll);
    await page.evaluate(() => window.scrollTo(0, 100));
    // Once the scrolling pauses, the page's entry has its position.
    await expect.poll(savedScroll).toBe(100);
    // Scrolled again and the menu opened at once, before that pause.
    await page.evaluate(() => {
      window.scrollTo(0, 250);
      document.querySelector<HTMLElement>('.navbar__toggle')!.click();
    });
    await page.locator('.navbar-sidebar').waitFor();
    await page.goBack();
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closes the mobile menu on a page opened from search above it, leaving no history entry of its own', async () => {
    const { page, problems } = await open('/docs/guides/writing', { width: 390 });
    await page.waitForSelector('html[data-hydrated]');
    const entries = await page.evaluate(() => history.length);
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('.searchModal__input').fill('Data manipulation');
    await page.locator('.searchModal [role=option]').first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/apis/core/dml');
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // The new page took the menu's entry: one entry more than before the menu, and Back returns to the page it was opened on.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/guides/writing');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("leaves no history entry of the mobile menu's when a link in it leads to the page shown or opens in another tab: Back then leaves the page", async () => {
    const { page, problems } = await open('/docs', { width: 390 });
    await page.waitForSelector('html[data-hydrated]');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/apis/core/dml';
      document.querySelector('.theme-doc-markdown')!.append(link);
      link.click();
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/apis/core/dml');
    const drawer = page.locator('.navbar-sidebar');
    const backFromClosedMenu = async () => {
      await expect.poll(() => drawer.count()).toBe(0);
      // Going back over the menu's entry takes a moment: the page's own entry is the current one again once it is done.
      await expect.poll(() => page.evaluate(() => (history.state as { docgenMobileMenu?: boolean } | null)?.docgenMobileMenu ?? false)).toBe(false);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/docs');
    };
    // The current page's item.
    await page.locator('.navbar__toggle').click();
    await drawer.locator('.navbar-sidebar__item').nth(1).locator('a[aria-current="page"]').click();
    await backFromClosedMenu();
    // A link opened in another tab (Ctrl+click), which the router leaves to the browser.
    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/apis/core/dml');
    await page.locator('.navbar__toggle').click();
    const tab = page.context().waitForEvent('page');
    await drawer.locator('a.menu__link', { hasText: 'Locks' }).click({ modifiers: ['Control'] });
    await (await tab).close();
    await backFromClosedMenu();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("follows a link in the mobile menu to a heading of the page shown: the menu closes and the page is at the heading, with its fragment; Back goes to where the page was, and then leaves it", async () => {
    const { page, problems } = await open('/docs', { width: 390 });
    await page.waitForSelector('html[data-hydrated]');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/docs/apis/core/dml' });
      document.querySelector('.theme-doc-markdown')!.append(link);
      link.click();
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/apis/core/dml');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.locator('.navbar__toggle').click();
    // A sidebar link to a heading, as a site's sidebars file may give one.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/docs/apis/core/dml#transactions', textContent: 'Transactions', className: 'menu__link heading-link' });
      document.querySelector('.navbar-sidebar__item:not([inert]) .menu__list')!.prepend(link);
    });
    // The page stays as it is (its state kept), only scrolled.
    await page.evaluate(() => ((document.querySelector('.theme-doc-markdown') as HTMLElement).dataset.kept = 'yes'));
    await page.locator('.heading-link').click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#transactions');
    expect(await page.evaluate(() => (document.querySelector('.theme-doc-markdown') as HTMLElement).dataset.kept)).toBe('yes');
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('transactions')!.getBoundingClientRect().top))).toBeLessThan(100);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // The heading took the menu's entry: one step back is the page where it was read, the next leaves it.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${new URL(page.url()).origin}/docs/apis/core/dml`);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(300);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closes the mobile menu with Escape and gives the focus back to its button', async () => {
    const { page, problems } = await open('/docs/apis/core/dml', { width: 390 });
    const toggle = page.locator('.navbar__toggle');
    await toggle.click();
    await page.locator('.navbar-sidebar').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).toBe(true);
    // The entry the menu added to the history is gone: the page is where it was.
    expect(new URL(page.url()).pathname).toBe('/docs/apis/core/dml');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  /**
   * Presses `key` `presses` times in the open mobile menu and returns each focus
   * stop that is outside the drawer, in its hidden panel, outside its box, or
   * with the drawer scrolled sideways.
   */
  async function strayFocusStops(page: Page, key: string, presses: number): Promise<string[]> {
    const stray: string[] = [];
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      const problem = await page.evaluate(() => {
        const drawer = document.querySelector('.navbar-sidebar')!;
        const active = document.activeElement!;
        const name = `${active.tagName.toLowerCase()} "${active.textContent?.trim() || active.getAttribute('aria-label')}"`;
        if (!drawer.contains(active)) return `${name} outside the drawer`;
        const found: string[] = [];
        const shownPanel = drawer.querySelectorAll('.navbar-sidebar__item')[drawer.querySelector('.navbar-sidebar__items--show-secondary') ? 1 : 0];
        const panel = active.closest('.navbar-sidebar__item');
        if (panel && panel !== shownPanel) found.push('in the hidden panel');
        const box = active.getBoundingClientRect();
        const drawerBox = drawer.getBoundingClientRect();
        if (box.left < drawerBox.left || box.right > drawerBox.right) found.push(`off-screen at x = ${Math.round(box.left)}`);
        if (drawer.scrollLeft !== 0) found.push(`the drawer scrolled sideways by ${drawer.scrollLeft} px`);
        return found.length > 0 ? `${name} ${found.join(', ')}` : null;
      });
      if (problem) stray.push(`${key} ${press + 1}: ${problem}`);
    }
    return stray;
  }

  it('makes the mobile menu a modal dialog: the focus moves into it, and Tab stays in its shown panel and header', async () => {
    const { page, problems } = await open('/docs/apis/core/dml', { width: 390 });
    await page.locator('.navbar__toggle').focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.navbar-sidebar');
    await drawer.waitFor();
    // Opened on the docs sidebar: the focus is on its first item, the way back to the main menu.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain('navbar-sidebar__back');
    // More presses than the drawer has stops, both ways round, so that the focus wraps.
    const stops = await drawer.locator('a[href]:visible, button:visible').count();
    expect(await strayFocusStops(page, 'Tab', stops + 3)).toEqual([]);
    expect(await strayFocusStops(page, 'Shift+Tab', stops + 3)).toEqual([]);
    // Back on the main menu, its first link has the focus and the docs sidebar is out of reach.
    await drawer.locator('.navbar-sidebar__back').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Docs');
    await expect.poll(() => drawer.locator('.navbar-sidebar__items').evaluate((items) => items.getBoundingClientRect().left)).toBe(0); // slid in
    expect(await strayFocusStops(page, 'Tab', stops + 3)).toEqual([]);
    expect(await strayFocusStops(page, 'Shift+Tab', stops + 3)).toEqual([]);
    expect(await drawer.getAttribute('role')).toBe('dialog');
    expect(await drawer.getAttribute('aria-modal')).toBe('true');
    expect(await drawer.getAttribute('aria-label')).toBeTruthy();
    // Its close button gives the focus back to the button that opened it.
    await drawer.locator('.navbar-sidebar__close').click();
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the version links in the navbar at phone width without JavaScript', async () => {
    const { page } = await open('/docs/apis/core/dml', { javaScriptEnabled: false, width: 390 });
    for (const [label, href] of [
      ['main', '/docs/apis/core/dml'],
      ['All versions', '/versions'],
    ]) {
      const link = page.locator('.navbar .docsVersionDropdown .dropdown__menu a', { hasText: label });
      expect(await link.getAttribute('href'), label).toBe(href);
      expect(await link.isVisible(), label).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(390);
    }
    // The rows wrap: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.context().close();
  });

  it('opens a navbar dropdown on keyboard focus without JavaScript, at desktop width, where nothing else can open it', async () => {
    const { page } = await open('/docs/apis/core/dml', { javaScriptEnabled: false, width: 1280 });
    const menu = page.locator('.navbar .docsVersionDropdown .dropdown__menu');
    expect(await menu.isVisible()).toBe(false);
    await page.locator('.navbar .docsVersionDropdown > a.navbar__link').focus();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown__link'))).toBe(true);
    await page.context().close();
  });

  it('marks in the table of contents the heading being read, as the page scrolls', async () => {
    const { page } = await open('/docs/apis/core/dml', { width: 1280 });
    const active = () => page.locator('.theme-doc-toc-desktop .table-of-contents__link--active').allTextContents();
    // At the top, before the first heading has come up: the first.
    await expect.poll(active).toEqual(['Queries']);
    // A heading just below the navbar is the one being read.
    await page.evaluate(() => {
      const heading = [...document.querySelectorAll('h2')].find((h2) => h2.textContent?.startsWith('Transactions'))!;
      window.scrollBy(0, heading.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom - 4);
    });
    await expect.poll(active).toEqual(['Transactions']);
    // Back at the top, the first again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(active).toEqual(['Queries']);
  });

  it('sizes the text column for the table of contents before the browser reaches it, so that a long page does not narrow as it loads', async () => {
    for (const width of [1280, 1100, 1600]) {
      const { page } = await open('/docs/apis/core/dml', { width });
      // The first paint of a long page, before the column after the text is parsed: that column is not there yet.
      const widths = await page.evaluate(() => {
        const text = () => Math.round(document.querySelector('.docItemCol')!.getBoundingClientRect().width);
        const withToc = text();
        document.querySelector('.tocColumn')!.remove();
        return { withToc, before: text() };
      });
      expect(widths.before, `at ${width}px`).toBe(widths.withToc);
      await page.context().close();
    }
  });

  it('offers no colour toggle without JavaScript, at any width, since it could do nothing', async () => {
    for (const width of [390, 1280]) {
      const { page } = await open('/docs/apis/core/dml', { javaScriptEnabled: false, width });
      expect(await page.locator('.navbar .colorModeToggle button').isVisible(), `${width} px`).toBe(false);
      await page.context().close();
    }
  });

  it('closes only the search dialog when Escape is pressed with the dialog open above the mobile menu', async () => {
    const { page, problems } = await open('/docs/apis/core/dml', { width: 390 });
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor();
    // Twice: first while the dialog's code loads (its placeholder is open), then the dialog itself.
    await page.keyboard.press('Control+k');
    await page.locator('.searchModal').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.searchModal').count()).toBe(0);
    expect(await page.locator('.navbar-sidebar').count()).toBe(1);
    await page.keyboard.press('Control+k');
    await page.locator('.searchModal__input').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.searchModal').count()).toBe(0);
    expect(await page.locator('.navbar-sidebar').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
