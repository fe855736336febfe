// The oldest browsers the client is built for (esbuild's target: Chrome 100,
// Firefox 100, Safari 15), which esbuild lowers the syntax for but gives no
// newer runtime APIs or CSS. Chromium stands in for them: an init script takes
// away what they lack before the page's scripts run, and what cannot be taken
// away (a selector, the inert attribute) is checked in the stylesheet.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/build.ts';
import { siteInChromium } from '../helpers/chromium-site.ts';

const DML = '/docs/apis/core/dml';
/** Script errors, and console errors and warnings (a hydration error, a chunk that did not load). */
const problemsIn = (messages: string[]) => messages.filter((message) => /^(pageerror|error|warning):/.test(message));

describe('the client in browsers older than Chromium', () => {
  const site = siteInChromium(path.join(FIXTURES, 'mini-site/site.config.ts'), 'older-browsers');

  it('hydrates a doc page and its table of contents without Array.prototype.at (Safari before 15.4)', async () => {
    const { page, messages } = await site.newPage({ initScript: 'delete Array.prototype.at;' });
    await page.goto(`${site.origin}${DML}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 5_000 });
    expect(await page.locator('.theme-doc-toc-desktop .table-of-contents a').count()).toBeGreaterThan(1);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('searches without lookbehind in regular expressions (Safari before 16.4)', async () => {
    // Safari 15 cannot compile an expression with a lookbehind: RegExp throws, as it would there.
    const initScript = `{
      const Native = RegExp;
      window.RegExp = new Proxy(Native, {
        construct(target, args) {
          const source = args[0] instanceof Native ? args[0].source : String(args[0]);
          if (/\\(\\?<[=!]/.test(source)) throw new SyntaxError('Invalid regular expression: invalid group specifier name');
          return Reflect.construct(target, args);
        },
      });
    }`;
    const { page, messages } = await site.open(DML, { initScript });
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[role=combobox]') ?? false);
    await page.keyboard.type('manipulation');
    await expect.poll(() => page.locator('.searchModal__hit a').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(problemsIn(messages)).toEqual([]);
  });

  it("hides the mobile menu's panel slid out of view by stylesheet as well, for browsers that ignore inert (Safari before 15.5, Firefox before 112)", async () => {
    const { page } = await site.open(DML, { viewport: { width: 390, height: 800 } });
    await page.locator('.navbar__toggle').click();
    const panels = page.locator('.navbar-sidebar__item');
    const visibility = () => panels.evaluateAll((items) => items.map((item) => getComputedStyle(item).visibility));
    // Opened on the docs sidebar: the main menu is out of view, and out of reach.
    await expect.poll(visibility).toEqual(['hidden', 'visible']);
    await page.locator('.navbar-sidebar__back').click();
    await expect.poll(visibility).toEqual(['visible', 'hidden']);
    // Its first link has the focus: the panel sliding in is shown at once, not after the slide.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Docs');
  });

  it("hides the phone's empty search footer without :has() (Safari before 15.4)", async () => {
    const { page } = await site.open('/docs', { viewport: { width: 390, height: 844 } });
    // What such a browser does with the stylesheet: it drops every rule whose selector has :has().
    await page.evaluate(() => {
      const dropHas = (rules: CSSRuleList, owner: CSSStyleSheet | CSSGroupingRule) => {
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index]!;
          if (rule instanceof CSSStyleRule && rule.selectorText.includes(':has(')) owner.deleteRule(index);
          else if (rule instanceof CSSGroupingRule) dropHas(rule.cssRules, rule);
        }
      };
      for (const sheet of document.styleSheets) dropHas(sheet.cssRules, sheet);
    });
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[role=combobox]') ?? false);
    expect(await page.locator('.searchModal__footer').isVisible()).toBe(false);
    await page.keyboard.type('manipulation');
    await page.locator('.searchModal__seeAll').waitFor();
    expect(await page.locator('.searchModal__footer').isVisible()).toBe(true);
  });

  it('puts no :focus-visible or :has() in a list with other selectors, which a browser without it drops with them', async () => {
    const { page } = await site.open(DML);
    const lists = await page.evaluate(() => {
      const found: string[] = [];
      const visit = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            // Split at the commas outside parentheses: `:is(a, b)` is one selector.
            const selectors = rule.selectorText.split(/,(?![^(]*\))/);
            const modern = selectors.filter((selector) => /:focus-visible|:has\(/.test(selector));
            // A list of such selectors alone loses nothing more than each would.
            if (modern.length > 0 && modern.length < selectors.length) found.push(rule.selectorText);
          }
          // @media and @supports, and not the rules they hold under @supports selector(…), which are for browsers that have it.
          if (rule instanceof CSSMediaRule || (rule instanceof CSSSupportsRule && !/selector\(/.test(rule.conditionText))) visit(rule.cssRules);
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules);
      return found;
    });
    expect(lists).toEqual([]);
  });
});
