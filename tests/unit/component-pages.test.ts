import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ComponentPageLoader, renderComponentPage, type ComponentPageSettings } from '../../src/build/component-pages.ts';
import { BuildError } from '../../src/shared/errors.ts';
import type { PageData, SiteData } from '../../src/shared/page-data.ts';
import { CONTENT_SITE } from '../helpers/content-site.ts';

const PAGES = fileURLToPath(new URL('../fixtures/unit/pages/', import.meta.url));
const loader = () => new ComponentPageLoader({ imports: { aliases: {}, folders: {}, onMissingImport: 'throw' }, siteDir: PAGES, contentDir: PAGES, baseUrl: '/' });
const SETTINGS: ComponentPageSettings = { site: CONTENT_SITE, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 }, warn: () => {}, publish: () => {} };

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
    expect(renderComponentPage(module, { title: 'Moodle Developer Resources', baseUrl: '/' } as SiteData, page, path.join(PAGES, 'with-meta.tsx'), SETTINGS)).toEqual({ html: '<h1>Welcome to Moodle Developer Resources</h1>', meta: {} });
  });
});
