import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, PROJECT_ROOT, tempDir } from '../helpers/build.ts';
import { auditPage, clickDistances, LISTING_KINDS, minimumWords, type PageAudit } from '../helpers/content-audit.ts';

const SPEC_ROUTES = path.resolve(PROJECT_ROOT, '../shared/spec/routes.txt');

/** The sections a reader must reach from the home page within three clicks. */
const SECTIONS = [
  '/docs',
  '/docs/4.1',
  '/docs/category/subsystems',
  '/docs/tags',
  '/versions',
  '/general/app',
  '/general/app_releases',
  '/general/community',
  '/general/community/meetings',
  '/general/channels',
  '/general/development/gettingstarted',
  '/general/development/policies',
  '/general/development/process',
  '/general/development/tools',
  '/general/development/tracker',
  '/general/documentation',
  '/general/projects',
  '/general/releases',
  '/general/license',
  '/general/tags',
];

/** The Moodle site itself: content/, static/ and site.config.ts at the project root. */
describe('building this project’s site', () => {
  let outDir: string;
  let routes: string[];
  let warnings: string[];
  let specRoutes: string[];
  let audits: Map<string, PageAudit>;
  const html = (file: string) => readFile(path.join(outDir, file), 'utf8');

  beforeAll(async () => {
    outDir = path.join(await tempDir('project'), 'out');
    const result = await build(path.join(PROJECT_ROOT, 'site.config.ts'), outDir);
    routes = result.routes.map((route) => route.path);
    warnings = result.reporter.warnings.map((warning) => warning.message);
    specRoutes = (await readFile(SPEC_ROUTES, 'utf8')).split('\n').filter(Boolean);
    audits = new Map(await Promise.all(routes.map(async (route) => [route, await auditPage(outDir, route)] as const)));
  });

  it('builds without warnings', () => {
    expect(warnings).toEqual([]);
  });

  it('serves the standalone pages, the docs roots, the tag sets and a generated category index', () => {
    for (const route of ['/', '/docs', '/docs/4.1', '/general/community', '/versions', '/markdown-page', '/search', '/docs/tags', '/docs/4.1/tags', '/general/tags', '/docs/category/subsystems']) {
      expect(routes, route).toContain(route);
    }
    // trailingSlash: false — no route but the root ends in a slash.
    expect(routes.filter((route) => route !== '/' && route.endsWith('/'))).toEqual([]);
  });

  it('renders the shell of the spec on a doc page', async () => {
    const page = await html('docs.html');
    expect(page).toMatch(/<title>[^<]+ \| Moodle Developer Resources<\/title>/);
    expect(page).toContain('<html lang="en-AU" dir="ltr"');
    expect(page).toContain('<meta name="theme-color" content="rgb(208, 99, 0)">');
    for (const [label, href] of [['Guides', '/docs'], ['Community', '/general/community/contribute'], ['Coding', '/general/development/gettingstarted'], ['Process', '/general/development/process']]) {
      expect(page).toMatch(new RegExp(`<a href="${href}" class="navbar__item navbar__link[^"]*"[^>]*>${label}</a>`));
    }
    expect(page).toMatch(/<img src="\/img\/[^"]+" alt="" width="138" height="35"/);
    expect(page).toContain('>Legacy documentation<');
    expect(page).toContain('<a href="/versions" class="dropdown__link">All versions</a>');
    expect(page).toContain('<a href="/docs/4.1" class="dropdown__link">4.1</a>');
    for (const footer of ['/general/releases', '/general/projects', '/general/documentation', '/general/documentation/code-of-conduct']) {
      expect(page).toContain(`href="${footer}" class="footer__link-item"`);
    }
    expect(page).toContain('Copyright © 2022');
  });

  it('renders the home, versions and markdown pages', async () => {
    expect(await html('index.html')).toContain('Nurturing Moodle Developers');
    const versions = await html('versions.html');
    expect(versions).toContain('href="/docs/4.1"');
    expect(versions).toContain('<title>Versions | Moodle Developer Resources</title>');
    expect(await html('markdown-page.html')).toContain('data-docgen-content');
  });

  it('writes the tags pages of the three docs sets', async () => {
    for (const file of ['docs/tags.html', 'docs/4.1/tags.html', 'general/tags.html']) {
      expect(await html(file)).toContain('<h1>Tags</h1>');
    }
  });

  it('serves every route of the spec', () => {
    expect(specRoutes).toHaveLength(521);
    expect(specRoutes.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("builds the minor releases' pages of the spec's table, and no others", async () => {
    const spec = await readFile(path.resolve(PROJECT_ROOT, '../shared/spec/site-spec.md'), 'utf8');
    const table = spec.slice(spec.indexOf('Patch pages shown:'), spec.indexOf('Patch pages for other minors'));
    const expected = [...table.matchAll(/^\| (\d+\.\d+) \| \1\.(\d+)-\1\.(\d+) \|$/gm)].flatMap(([, minor, from, to]) =>
      Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => `/general/releases/${minor}/${minor}.${Number(from) + index}`),
    );
    expect(expected).toHaveLength(136);
    expect(routes.filter((route) => /^\/general\/releases\/[\d.]+\/[\d.]+$/.test(route)).sort()).toEqual(expected.sort());
  });

  it('gives every page real content: enough words, and no placeholder text', () => {
    const short: string[] = [];
    const placeholders: string[] = [];
    for (const audit of audits.values()) {
      const minimum = LISTING_KINDS.has(audit.kind) ? 0 : minimumWords(audit.route);
      if (audit.words < minimum) short.push(`${audit.route}: ${audit.words} words (at least ${minimum})`);
      if (audit.placeholders.length > 0) placeholders.push(`${audit.route}: ${audit.placeholders.join(', ')}`);
    }
    expect(short).toEqual([]);
    expect(placeholders).toEqual([]);
  });

  it('lets a reader reach every section from the home page in at most three clicks', () => {
    const distance = clickDistances(audits, '/');
    const farAway = SECTIONS.filter((section) => (distance.get(section) ?? Infinity) > 3).map((section) => `${section}: ${distance.get(section) ?? 'unreachable'}`);
    expect(farAway).toEqual([]);
    // The navbar alone leads to the four main areas in one click.
    for (const section of ['/docs', '/general/community/contribute', '/general/development/gettingstarted', '/general/development/process']) {
      expect(distance.get(section), section).toBe(1);
    }
  });

  it('links every page of the spec from somewhere in the site', () => {
    const linked = new Set([...audits.values()].flatMap((audit) => audit.links));
    expect(specRoutes.filter((route) => route !== '/' && !linked.has(route))).toEqual([]);
  });
});
