import { descriptor, SIDEBAR_FIXTURES } from '../helpers/version-descriptor.ts';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOC_FILE_PATTERNS } from '../../src/content/crawl.ts';
import { loadVersion } from '../../src/content/load-version.ts';
import { stripNumberPrefix } from '../../src/content/number-prefix.ts';
import type { DocsVersion, SiteContent, StandalonePage } from '../../src/content/types.ts';
import { removeTrailingSlash, routeToOutputFile } from '../../src/content/url.ts';
import { buildRouteTable, NOT_FOUND_PATH, type Route } from '../../src/routes/route-table.ts';
import { BuildErrors } from '../../src/shared/errors.ts';
import { createReporter } from '../../src/shared/logger.ts';

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const FIXTURES = SIDEBAR_FIXTURES;


const loadOptions = { patterns: DEFAULT_DOC_FILE_PATTERNS, tagsBasePath: 'tags', stripPrefix: stripNumberPrefix, includeDrafts: false, sidebarCollapsed: true, sidebarCollapsible: true, baseUrl: '/', reporter: createReporter() };

let withTags: DocsVersion;
let withoutTags: DocsVersion;

beforeAll(async () => {
  withTags = await loadVersion(descriptor('autogen', {}), loadOptions);
  withoutTags = await loadVersion(
    descriptor('explicit', { pluginId: 'other', path: '/other', sidebarsFile: path.join(FIXTURES, 'sidebar-files', 'explicit.json') }),
    loadOptions,
  );
});

const pages: StandalonePage[] = [
  { kind: 'component', permalink: '/', source: '/site/pages/index.tsx' },
  { kind: 'markdown', permalink: '/hello', source: '/site/pages/hello.md', title: 'Hello' },
];

function content(extraPages: StandalonePage[] = []): SiteContent {
  return {
    docsInstances: [
      { pluginId: 'default', routeBasePath: 'docs', versions: [withTags] },
      { pluginId: 'other', routeBasePath: 'other', versions: [withoutTags] },
    ],
    pages: [...pages, ...extraPages],
    blogs: [],
  };
}

function byPath(routes: Route[]): Map<string, Route> {
  return new Map(routes.map((route) => [route.path, route]));
}

describe('buildRouteTable', () => {
  it('has one doc route per doc at its permalink, with plugin and version', () => {
    const routes = byPath(buildRouteTable(content(), '/', createReporter()));
    for (const doc of [...withTags.docs, ...withoutTags.docs]) {
      const route = routes.get(doc.permalink);
      expect(route, doc.permalink).toMatchObject({ kind: 'doc', source: doc.source.path });
      if (route?.kind === 'doc') expect(route.doc.id).toBe(doc.id);
    }
    expect(routes.get('/docs/guides')).toMatchObject({ kind: 'doc', pluginId: 'default', versionName: 'current' });
    expect(routes.get('/other/start')).toMatchObject({ kind: 'doc', pluginId: 'other' });
  });

  it('drafts left out of the build have no route', () => {
    const routes = byPath(buildRouteTable(content(), '/', createReporter()));
    expect(routes.has('/docs/draft')).toBe(false);
  });

  it('has a route per generated index', () => {
    const routes = byPath(buildRouteTable(content(), '/', createReporter()));
    expect(routes.get('/docs/category/web-services-api')).toMatchObject({ kind: 'generated-index', pluginId: 'default' });
    expect(routes.get('/other/category/generated')).toMatchObject({ kind: 'generated-index', pluginId: 'other' });
    expect(routes.get('/other/category/generated-1')?.kind).toBe('generated-index');
  });

  it('has the tags list and one page per tag only for versions with tags', () => {
    const routes = buildRouteTable(content(), '/', createReporter());
    const map = byPath(routes);
    expect(map.get('/docs/tags')).toMatchObject({ kind: 'tags-list', pluginId: 'default', versionName: 'current' });
    expect(map.get('/docs/tags/release-notes')?.kind).toBe('tag');
    expect(map.get('/docs/tags/php-unit')?.kind).toBe('tag');
    expect(routes.filter((route) => route.kind === 'tag')).toHaveLength(2);
    expect(map.has('/other/tags')).toBe(false);
    expect(routes.filter((route) => route.kind === 'tags-list')).toHaveLength(1);
  });

  it('has the standalone pages, /search and /404', () => {
    const map = byPath(buildRouteTable(content(), '/', createReporter()));
    expect(map.get('/')).toMatchObject({ kind: 'component-page', source: '/site/pages/index.tsx' });
    expect(map.get('/hello')).toMatchObject({ kind: 'markdown-page', source: '/site/pages/hello.md' });
    expect(map.get('/search')?.kind).toBe('search');
    expect(map.get(NOT_FOUND_PATH)?.kind).toBe('not-found');
    expect(NOT_FOUND_PATH).toBe('/404');
  });

  it('without duplicates there is no warning and every path is unique', () => {
    const reporter = createReporter();
    const routes = buildRouteTable(content(), '/', reporter);
    expect(reporter.warnings).toEqual([]);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    const expected = withTags.docs.length + withoutTags.docs.length + 1 + 2 + 1 + 2 + pages.length + 2;
    expect(routes).toHaveLength(expected);
  });

  it('a route created twice is a warning naming both sources', () => {
    const reporter = createReporter();
    const clash: StandalonePage = { kind: 'markdown', permalink: '/docs/intro', source: '/site/pages/docs/intro.md' };
    const routes = buildRouteTable(content([clash]), '/', reporter);
    expect(reporter.warnings).toHaveLength(1);
    const [warning] = reporter.warnings;
    expect(warning!.message).toContain('/docs/intro');
    expect(warning!.message).toContain(path.join(FIXTURES, 'autogen', 'intro.md'));
    expect(warning!.message).toContain('/site/pages/docs/intro.md');
    expect(routes.filter((route) => route.path === '/docs/intro')).toHaveLength(1);
  });

  it('so is one written with escapes its twin has not: both are the same file', () => {
    const reporter = createReporter();
    const spaced: StandalonePage = { kind: 'markdown', permalink: '/hello%20world', source: '/site/pages/hello world.md' };
    const escaped: StandalonePage = { kind: 'markdown', permalink: '/hello world', source: '/site/pages/other.md' };
    buildRouteTable(content([spaced, escaped]), '/', reporter);
    expect(reporter.warnings.map((warning) => warning.message)).toEqual(['Duplicate route "/hello world": created by /site/pages/hello world.md and by /site/pages/other.md. The second one is used.']);
  });

  it('a path whose escapes decode to a .. segment (a tag permalink) is an error naming where it came from, and nothing is routed there', () => {
    const tag = { label: 'Up', permalink: '/docs/tags/%2e%2e/%2E%2E/index', docs: [] };
    const tagged = { ...withTags, tags: [...withTags.tags, tag] };
    const site = content();
    site.docsInstances[0] = { ...site.docsInstances[0]!, versions: [tagged] };
    const error = catchError(() => buildRouteTable(site, '/', createReporter()));
    expect(error).toBeInstanceOf(BuildErrors);
    expect((error as BuildErrors).errors.map((each) => each.message)).toEqual(['The address "/docs/tags/%2e%2e/%2E%2E/index" of tag "Up" of default current cannot be a page: it has a . or .. segment (escaped ones count: %2e is a dot).']);
  });
});

describe('routeToOutputFile (facts A4, trailingSlash: false)', () => {
  it.each([
    ['/a/b', 'a/b.html'],
    ['/', 'index.html'],
    ['/docs', 'docs.html'],
    ['/docs/apis/commonfiles/version.php', 'docs/apis/commonfiles/version.php.html'],
    ['/404', '404.html'],
    ['/docs/with%20space', 'docs/with space.html'],
  ])('%s → %s', (route, file) => {
    expect(routeToOutputFile(route, '/', false)).toBe(file);
  });
});

describe('removeTrailingSlash (trailingSlash: false)', () => {
  it.each([
    ['/', '/'],
    ['/docs/apis', '/docs/apis'],
    ['/docs/apis/', '/docs/apis'],
    ['/docs/apis/core', '/docs/apis/core'],
    ['../setup/?tab=php', '../setup?tab=php'],
    ['/docs/apis//', '/docs/apis'],
    ['/docs/apis/?tab=php', '/docs/apis?tab=php'],
    ['/docs/apis/#events', '/docs/apis#events'],
    // The query and the fragment are left as they are, and so is the root's slash before them.
    ['/docs/apis?next=/docs/', '/docs/apis?next=/docs/'],
    ['/?tab=php', '/?tab=php'],
    ['/#top', '/#top'],
    ['/docs/apis?next=/docs/x', '/docs/apis?next=/docs/x'],
    ['/docs/apis#a/b', '/docs/apis#a/b'],
  ])('%s → %s', (url, expected) => {
    expect(removeTrailingSlash(url)).toBe(expected);
  });
});
