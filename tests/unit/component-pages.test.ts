import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ComponentPageLoader, highlightPageCode, renderComponentPage, type ComponentPageSettings } from '../../src/build/component-pages.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../src/markdown/magic-comments.ts';
import { BuildError } from '../../src/shared/errors.ts';
import type { PageData, SiteData } from '../../src/shared/page-data.ts';
import { CONTENT_SITE } from '../helpers/content-site.ts';

const PAGES = fileURLToPath(new URL('../fixtures/unit/pages/', import.meta.url));
const loader = () => new ComponentPageLoader({ imports: { aliases: {}, folders: {}, onMissingImport: 'throw' }, siteDir: PAGES, contentDir: PAGES, baseUrl: '/', direction: 'ltr' });
const SETTINGS: ComponentPageSettings = { site: CONTENT_SITE, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 }, codeThemes: { light: 'github-light', dark: 'dracula' }, magicComments: DEFAULT_MAGIC_COMMENTS, warn: () => {}, publish: () => {} };

describe('React component pages', () => {
  it('is an error naming the file when the module has no default export', async () => {
    const source = path.join(PAGES, 'no-default.tsx');
    const error = await loader().load({ kind: 'component', permalink: '/no-default', source }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toContain('cannot render anything');
    expect((error as BuildError).location.file).toBe(source);
  });

  it('renders the default export with the site data and reads its meta', async () => {
    const module = await loader().load({ kind: 'component', permalink: '/with-meta', source: path.join(PAGES, 'with-meta.tsx') });
    expect(module.meta).toEqual({ title: 'Meta title', description: 'Meta description' });
    const page = { kind: 'component-page', path: '/with-meta', title: 'Meta title', description: '', showTitle: false } as PageData;
    expect(await renderComponentPage(module, { title: 'Moodle Developer Resources', baseUrl: '/' } as SiteData, page, path.join(PAGES, 'with-meta.tsx'), SETTINGS)).toEqual({ html: '<h1>Welcome to Moodle Developer Resources</h1>', meta: {} });
  });

  it("shows a <CodeBlock> highlighted, as Markdown's code blocks are, once the page has rendered", async () => {
    const source = path.join(PAGES, 'with-code.tsx');
    const module = await loader().load({ kind: 'component', permalink: '/with-code', source });
    const page = { kind: 'component-page', path: '/with-code', title: 'Install', description: '', showTitle: false } as PageData;
    const rendered = await renderComponentPage(module, { title: 'Site', baseUrl: '/' } as SiteData, page, source, SETTINGS);
    // Rendered with a stand-in for each block, which the highlighter then fills.
    expect(rendered.html).not.toContain('<pre');
    const html = await highlightPageCode(rendered.html, SETTINGS.codeThemes);
    expect(html).toContain('<div class="codeBlockTitle">Terminal</div>');
    expect(html).toMatch(/<pre class="shiki[^"]*"/);
    expect(html).toMatch(/<span class="line theme-code-block-highlighted-line">.*npm.*install/);
    expect(html).not.toContain('highlight-next-line');
    expect(html).not.toContain('docgen-page-code-');
    // A page without code is left as it is.
    expect(await highlightPageCode('<h1>Plain</h1>', SETTINGS.codeThemes)).toBe('<h1>Plain</h1>');
  });
});

