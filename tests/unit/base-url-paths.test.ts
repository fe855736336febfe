import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDoc } from '../../src/content/doc.ts';
import { parseSourceFile } from '../../src/content/front-matter.ts';
import { stripNumberPrefix } from '../../src/content/number-prefix.ts';
import { canonicalSitePath, joinRoute, linkPathToRoute, outputFileToRoute, pathWithinBase, routeAddress, routeToOutputFile, withBaseUrl } from '../../src/content/url.ts';
import { describeVersions } from '../../src/content/versions.ts';
import { docsInstanceSchema } from '../../src/config/schema.ts';
import { siteUrl } from '../../src/render/site-data.ts';
import { staticFileOf } from '../../src/build/page-compiler.ts';
import { FIXTURES } from '../helpers/build.ts';

// A site served at /devdocs/ (the Moodle devdocs' baseUrl off Netlify, facts D1).
const BASE = '/devdocs/';

describe('withBaseUrl (Docusaurus Link: site paths in content get the base)', () => {
  it.each([
    ['/docs/apis', '/devdocs/docs/apis'],
    ['/img/logo.svg', '/devdocs/img/logo.svg'],
    ['/devdocs/docs/apis', '/devdocs/docs/apis'],
    ['/devdocs', '/devdocs/'],
    ['/', '/devdocs/'],
    ['./sibling', './sibling'],
    ['#anchor', '#anchor'],
    ['https://moodle.org/', 'https://moodle.org/'],
    ['//cdn.example/x.js', '//cdn.example/x.js'],
  ])('%s → %s', (url, expected) => {
    expect(withBaseUrl(url, BASE)).toBe(expected);
  });

  it('changes nothing on a site at the root', () => {
    expect(withBaseUrl('/docs/apis', '/')).toBe('/docs/apis');
  });
});

describe('paths of the output folder, which the host serves at the base', () => {
  it.each([
    ['/devdocs/', 'index.html'],
    ['/devdocs/docs/apis', 'docs/apis.html'],
    ['/devdocs/docs/with%20space', 'docs/with space.html'],
    ['/404', '404.html'],
  ])('route %s is written to %s', (route, file) => {
    expect(routeToOutputFile(route, BASE, false)).toBe(file);
  });

  it.each([
    ['index.html', '/devdocs/'],
    ['docs/apis.html', '/devdocs/docs/apis'],
    ['img/logo.svg', undefined],
  ])('file %s is served at %s', (file, route) => {
    expect(outputFileToRoute(file, BASE, false)).toBe(route);
  });

  it.each([
    ['/devdocs/docs/apis', '/docs/apis'],
    ['/devdocs/', '/'],
    ['/devdocs', '/'],
    ['/docs/apis', undefined],
    ['/devdocsx/docs', undefined],
  ])('request path %s is %s in the output', (pathname, within) => {
    expect(pathWithinBase(pathname, BASE)).toBe(within);
  });

  it('finds the route a link leads to below the base, and none outside it', () => {
    const routes = new Set(['/devdocs/', '/devdocs/docs/apis', '/404']);
    expect(linkPathToRoute('/devdocs/docs/apis', routes, BASE, false)).toBe('/devdocs/docs/apis');
    expect(linkPathToRoute('/devdocs/docs/apis/', routes, BASE, false)).toBe('/devdocs/docs/apis');
    expect(linkPathToRoute('/devdocs/docs/apis.html', routes, BASE, false)).toBe('/devdocs/docs/apis');
    expect(linkPathToRoute('/devdocs', routes, BASE, false)).toBe('/devdocs/');
    expect(linkPathToRoute('/docs/apis', routes, BASE, false)).toBeUndefined();
  });
});

describe('trailingSlash: true (facts A4: Docusaurus adds the slash to every route and Link)', () => {
  it.each([
    ['/devdocs/docs/apis', '/devdocs/docs/apis/'],
    ['/devdocs/docs/apis?tab=a#usage', '/devdocs/docs/apis/?tab=a#usage'],
    ['/devdocs/docs/apis#usage', '/devdocs/docs/apis/#usage'],
    ['/devdocs/', '/devdocs/'],
    ['/devdocs/img/logo.svg', '/devdocs/img/logo.svg'],
    ['/devdocs/files/notes.pdf?download', '/devdocs/files/notes.pdf?download'],
    ['/devdocs/legacy/page.html', '/devdocs/legacy/page.html'],
    ['/devdocs/docs/4.1', '/devdocs/docs/4.1/'],
    ['../guides/writing', '../guides/writing/'],
  ])('route %s is linked as %s', (route, address) => {
    expect(routeAddress(route, true)).toBe(address);
  });

  it('leaves every address as its route when trailingSlash is false', () => {
    expect(routeAddress('/devdocs/docs/apis?tab=a', false)).toBe('/devdocs/docs/apis?tab=a');
  });

  it.each([
    ['/devdocs/', 'index.html'],
    ['/devdocs/docs/apis', 'docs/apis/index.html'],
    ['/devdocs/docs/with%20space', 'docs/with space/index.html'],
    ['/404', '404.html'],
  ])('route %s is written to %s', (route, file) => {
    expect(routeToOutputFile(route, BASE, true)).toBe(file);
  });

  it.each([
    ['index.html', '/devdocs/'],
    ['docs/apis/index.html', '/devdocs/docs/apis'],
    ['404.html', '/devdocs/404'],
  ])('file %s serves the route %s', (file, route) => {
    expect(outputFileToRoute(file, BASE, true)).toBe(route);
  });

  it('finds the route a link leads to, with the slash or without it', () => {
    const routes = new Set(['/devdocs/', '/devdocs/docs/apis']);
    expect(linkPathToRoute('/devdocs/docs/apis/', routes, BASE, true)).toBe('/devdocs/docs/apis');
    expect(linkPathToRoute('/devdocs/docs/apis', routes, BASE, true)).toBe('/devdocs/docs/apis');
    expect(linkPathToRoute('/devdocs/docs/apis/index.html', routes, BASE, true)).toBe('/devdocs/docs/apis');
    expect(linkPathToRoute('/devdocs/docs/nowhere/', routes, BASE, true)).toBeUndefined();
  });
});

describe('canonicalSitePath (trailingSlash: false, facts A4: the base keeps its slash)', () => {
  it.each([
    ['/devdocs', '/devdocs/'],
    ['/devdocs/', '/devdocs/'],
    ['/devdocs?q=1', '/devdocs/?q=1'],
    ['/devdocs/docs/', '/devdocs/docs'],
    ['/devdocsx/', '/devdocsx'],
  ])('%s → %s', (url, expected) => {
    expect(canonicalSitePath(url, BASE)).toBe(expected);
  });

  it('is removeTrailingSlash on a site at the root', () => {
    expect(canonicalSitePath('/docs/', '/')).toBe('/docs');
    expect(canonicalSitePath('/', '/')).toBe('/');
  });
});

describe('routes at the base itself (docs-only mode: routeBasePath "/", a doc with slug "/")', () => {
  it('joinRoute keeps the slash of a parent that is the base or the root, and only there', () => {
    expect(joinRoute('/devdocs/', '/')).toBe('/devdocs/');
    expect(joinRoute('/devdocs/', 'intro')).toBe('/devdocs/intro');
    expect(joinRoute('/', '/')).toBe('/');
    expect(joinRoute('/docs', '/')).toBe('/docs');
    expect(joinRoute('/docs', 'guides/')).toBe('/docs/guides');
  });

  it('a version at the base has the base as its path, and its home doc the base as its permalink', async () => {
    const instance = docsInstanceSchema.parse({ path: 'docs', routeBasePath: '/', sidebarPath: 'sidebars/docs.json' });
    const latest = (await describeVersions(instance, path.join(FIXTURES, 'unit/versions/content'), BASE)).find((version) => version.isLast)!;
    expect(latest.path).toBe('/devdocs/');
    const home = createDoc(parseSourceFile('/virtual/docs/intro.md', '---\nslug: /\n---\n# Intro\n'), 'intro.md', { pluginId: 'default', versionName: latest.name, versionPath: latest.path, tagsPath: '/devdocs/tags', stripPrefix: stripNumberPrefix });
    expect(home.permalink).toBe('/devdocs/');
  });
});

describe('siteUrl (config paths, as useBaseUrl makes them)', () => {
  it.each([
    ['/docs', '/devdocs/docs'],
    ['docs/', '/devdocs/docs'],
    ['/devdocs/docs', '/devdocs/docs'],
    ['/', '/devdocs/'],
    ['https://moodle.org', 'https://moodle.org'],
  ])('%s → %s', (target, expected) => {
    expect(siteUrl(BASE, target)).toBe(expected);
  });
});

describe('staticFileOf (root-relative images in content, below a base)', () => {
  const staticDir = path.join(FIXTURES, 'mini-site/static');
  it.each([
    ['/img/favicon.svg', 'img/favicon.svg'],
    ['/devdocs/img/favicon.svg', 'img/favicon.svg'],
    // A folder of the base's name inside the static folder is not taken for the base.
    ['/img/devdocs/favicon.svg', undefined],
    ['/img/missing.svg', undefined],
    ['/../static/img/favicon.svg', 'img/favicon.svg'],
    ['/../site.config.ts', undefined],
  ])('%s → %s', (url, expected) => {
    expect(staticFileOf(url, [staticDir], BASE)).toBe(expected && path.join(staticDir, expected));
  });
});
