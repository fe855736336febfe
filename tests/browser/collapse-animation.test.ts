// Collapsing and expanding slide for a time that grows with the height that
// slides (spec §9; Docusaurus's Collapsible, with Material UI's auto-height
// duration), easing in and out: a sidebar category, Details in content, the
// mobile "On this page". The code that slides is loaded when the reader
// reaches for a collapsible; with reduced motion nothing slides.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

const DETAILS = '\n\n<details>\n<summary>Every option</summary>\n\n- One.\n- Two.\n- Three.\n- Four.\n\n</details>\n';

/** Material UI's auto-height duration, which Docusaurus's Collapsible uses: milliseconds for a slide over `height` pixels. */
const expectedDuration = (height: number) => Math.round((4 + 15 * (height / 36) ** 0.25 + height / 36 / 5) * 10);

/** The running height animation of the element `selector` names: its duration, easing and first and last heights. */
function runningSlide(page: Page, selector: string): Promise<{ duration: number; easing: string; from: string; to: string } | undefined> {
  return page.evaluate((target) => {
    const [animation] = document.querySelector(target)!.getAnimations();
    if (!animation) return undefined;
    const effect = animation.effect as KeyframeEffect;
    const frames = effect.getKeyframes();
    return { duration: Number(effect.getTiming().duration), easing: String(effect.getTiming().easing), from: String(frames[0]!.height), to: String(frames.at(-1)!.height) };
  }, selector);
}

describe('collapse animation in Chromium', () => {
  const fixture = servedFixtureInChromium('collapse-animation', (site) => appendFile(path.join(site, 'content/docs/guides/components.mdx'), DETAILS));

  /** Hovers `control`, as a reader reaching for it does, and waits for the code that slides to arrive. */
  const reachFor = async (page: Page, control: Locator) => {
    const loaded = page.waitForResponse((response) => /\/assets\/js\/chunk\.[^/]+\.js$/.test(response.url()));
    await control.hover();
    await loaded;
  };

  it('slides a sidebar category open and shut over its height, for a time that grows with it, kept shown until it is shut', async () => {
    const { page, messages, close } = await observedPage(fixture.browser);
    await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    const guides = page.locator('.theme-doc-sidebar-menu > li', { hasText: 'Guides' });
    const button = guides.locator('button.menu__link--sublist-caret');
    const list = '.theme-doc-sidebar-menu > li:has(> div > button.menu__link--sublist-caret) > .menu__list';
    await reachFor(page, button);

    await button.click();
    const opening = await runningSlide(page, list);
    const height = parseFloat(opening!.to);
    expect(height).toBeGreaterThan(40);
    expect(opening).toEqual({ duration: expectedDuration(height), easing: 'ease-in-out', from: '0px', to: `${height}px` });
    await expect.poll(() => runningSlide(page, list)).toBeUndefined();
    expect(await page.locator(list).evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(40);

    await button.click();
    expect(await guides.getAttribute('class')).toContain('menu__list-item--collapsed');
    // Still shown while it slides shut, then hidden.
    expect(await runningSlide(page, list)).toEqual({ duration: expectedDuration(height), easing: 'ease-in-out', from: `${height}px`, to: '0px' });
    expect(await page.locator(list).evaluate((element) => getComputedStyle(element).display)).toBe('block');
    await expect.poll(() => page.locator(list).evaluate((element) => getComputedStyle(element).display)).toBe('none');
    expect(messages).toEqual([]);
    await close();
  });

  it("slides Details' content open at once and shut before it closes, and one of another height for another time", async () => {
    const { page, messages, close } = await observedPage(fixture.browser);
    await page.goto(`${fixture.origin}/docs/guides/components`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    const details = page.locator('.markdown details', { hasText: 'Every option' });
    // The page's one Details.
    const content = '.markdown details > .details__content';
    await reachFor(page, details.locator('summary'));

    await details.locator('summary').click();
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    const opening = await runningSlide(page, content);
    const height = parseFloat(opening!.to);
    expect(height).toBeGreaterThan(40);
    expect(opening).toEqual({ duration: expectedDuration(height), easing: 'ease-in-out', from: '0px', to: `${height}px` });
    await expect.poll(() => runningSlide(page, content)).toBeUndefined();

    await details.locator('summary').click();
    // Open while it slides shut.
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect((await runningSlide(page, content))?.to).toBe('0px');
    await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);

    // The mobile "On this page", of another height, slides for another time.
    await page.setViewportSize({ width: 390, height: 800 });
    const summary = page.locator('.tocCollapsible summary');
    await summary.click();
    const toc = await runningSlide(page, '.tocCollapsible > .tocCollapsibleContent');
    expect(parseFloat(toc!.to)).not.toBe(height);
    expect(toc!.duration).toBe(expectedDuration(parseFloat(toc!.to)));
    expect(toc!.duration).not.toBe(opening!.duration);
    expect(messages).toEqual([]);
    await close();
  });

  it('slides nothing for a reader who asks for reduced motion: each toggles at once', async () => {
    const { page, close } = await observedPage(fixture.browser, { reducedMotion: 'reduce' });
    await page.goto(`${fixture.origin}/docs/guides/components`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    const summary = page.locator('.markdown details summary', { hasText: 'Every option' });
    await reachFor(page, summary);
    await summary.click();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).toBe(true);
    await summary.click();
    expect(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).toBe(false);
    await close();
  });
});
