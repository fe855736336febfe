import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docsInstanceSchema } from '../../src/config/schema.ts';
import { DEFAULT_DOC_FILE_PATTERNS } from '../../src/content/crawl.ts';
import { loadVersion } from '../../src/content/load-version.ts';
import { stripNumberPrefix } from '../../src/content/number-prefix.ts';
import { describeVersions, type VersionDescriptor } from '../../src/content/versions.ts';
import { BuildError } from '../../src/shared/errors.ts';
import { createReporter } from '../../src/shared/logger.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/unit/versions/', import.meta.url));
const CONTENT = path.join(FIXTURES, 'content');

function instance(options: Record<string, unknown> = {}) {
  return docsInstanceSchema.parse({ path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars/docs.json', ...options });
}

function byName(descriptors: VersionDescriptor[]): Record<string, VersionDescriptor> {
  return Object.fromEntries(descriptors.map((descriptor) => [descriptor.name, descriptor]));
}

describe('describeVersions (facts A9)', () => {
  it('lists current first, then versions.json in order', async () => {
    const descriptors = await describeVersions(instance(), CONTENT, '/');
    expect(descriptors.map((descriptor) => descriptor.name)).toEqual(['current', '2.0', '1.0']);
  });

  it('by default the newest released version is the last version, at /docs; current is at /docs/next, labelled Next', async () => {
    const versions = byName(await describeVersions(instance(), CONTENT, '/'));
    expect(versions.current).toMatchObject({ path: '/docs/next', label: 'Next', isLast: false, banner: 'unreleased', badge: true });
    expect(versions['2.0']).toMatchObject({ path: '/docs', label: '2.0', isLast: true, banner: 'none', badge: true });
    expect(versions['1.0']).toMatchObject({ path: '/docs/1.0', label: '1.0', isLast: false, banner: 'unmaintained' });
  });

  it('lastVersion current with a label: current at /docs with that label, the others at /docs/<name>', async () => {
    const versions = byName(await describeVersions(instance({ lastVersion: 'current', versions: { current: { label: 'master' }, '2.0': { banner: 'none' } } }), CONTENT, '/'));
    expect(versions.current).toMatchObject({ path: '/docs', label: 'master', isLast: true, banner: 'none' });
    expect(versions['2.0']).toMatchObject({ path: '/docs/2.0', label: '2.0', isLast: false, banner: 'none' });
    expect(versions['1.0']).toMatchObject({ path: '/docs/1.0', isLast: false, banner: 'unmaintained' });
  });

  it('content folders: the docs path for current, versioned_docs/version-<name> for the others', async () => {
    const versions = byName(await describeVersions(instance(), CONTENT, '/'));
    expect(versions.current!.contentDir).toBe(path.join(CONTENT, 'docs'));
    expect(versions['2.0']!.contentDir).toBe(path.join(CONTENT, 'versioned_docs', 'version-2.0'));
    expect(versions['1.0']!.contentDir).toBe(path.join(CONTENT, 'versioned_docs', 'version-1.0'));
  });

  it('sidebars: sidebarPath for current, versioned_sidebars/version-<name>-sidebars.json, null when that file is missing', async () => {
    const versions = byName(await describeVersions(instance(), CONTENT, '/'));
    expect(versions.current!.sidebarsFile).toBe(path.join(CONTENT, 'sidebars', 'docs.json'));
    expect(versions['2.0']!.sidebarsFile).toBe(path.join(CONTENT, 'versioned_sidebars', 'version-2.0-sidebars.json'));
    expect(versions['1.0']!.sidebarsFile).toBeNull();
    const noSidebarPath = byName(await describeVersions(instance({ sidebarPath: undefined }), CONTENT, '/'));
    expect(noSidebarPath.current!.sidebarsFile).toBeUndefined();
  });

  it('a version path option and the baseUrl are applied', async () => {
    const versions = byName(await describeVersions(instance({ versions: { '1.0': { path: 'legacy', label: 'Old' } } }), CONTENT, '/base/'));
    expect(versions['1.0']).toMatchObject({ path: '/base/docs/legacy', label: 'Old' });
    expect(versions['2.0']!.path).toBe('/base/docs');
    expect(versions.current!.path).toBe('/base/docs/next');
  });

  it('includeCurrentVersion false leaves current out', async () => {
    const descriptors = await describeVersions(instance({ includeCurrentVersion: false }), CONTENT, '/');
    expect(descriptors.map((descriptor) => descriptor.name)).toEqual(['2.0', '1.0']);
  });

  it('a plugin with another id reads <id>_versions.json; without it there is only current, the last version, with no badge', async () => {
    const descriptors = await describeVersions(docsInstanceSchema.parse({ id: 'general', path: 'general', routeBasePath: 'general' }), CONTENT, '/');
    expect(descriptors).toHaveLength(1);
    expect(descriptors[0]).toMatchObject({ pluginId: 'general', name: 'current', label: 'Next', path: '/general', isLast: true, badge: false, banner: 'none' });
  });

  it('a version listed in versions.json without its versioned_docs folder is an error', async () => {
    await expect(describeVersions(instance({ sidebarPath: undefined }), path.join(FIXTURES, 'missing'), '/')).rejects.toThrow(BuildError);
    await expect(describeVersions(instance({ sidebarPath: undefined }), path.join(FIXTURES, 'missing'), '/')).rejects.toThrow(/3\.0/);
  });

  it('an unknown lastVersion is an error', async () => {
    await expect(describeVersions(instance({ lastVersion: '9.9' }), CONTENT, '/')).rejects.toThrow(BuildError);
  });

  it('disableVersioning leaves versions.json out: current alone, the last version, at /docs, with no badge', async () => {
    const descriptors = await describeVersions(instance({ disableVersioning: true }), CONTENT, '/');
    expect(descriptors).toHaveLength(1);
    expect(descriptors[0]).toMatchObject({ name: 'current', path: '/docs', isLast: true, badge: false, banner: 'none' });
  });

  it('disableVersioning is an error on a docs set without versions, and so is one left with no version at all', async () => {
    const general = (options: Record<string, unknown>) => docsInstanceSchema.parse({ id: 'general', path: 'general', routeBasePath: 'general', ...options });
    await expect(describeVersions(general({ disableVersioning: true }), CONTENT, '/')).rejects.toThrow('disableVersioning is set for the docs set "general", which has no versions to leave out (no general_versions.json).');
    await expect(describeVersions(instance({ disableVersioning: true, includeCurrentVersion: false }), CONTENT, '/')).rejects.toThrow('The docs set "default" has no version to build: includeCurrentVersion is false, and disableVersioning leaves out versions.json.');
  });

  it('onlyIncludeVersions builds those versions in their usual order, the newest released one the last version by default', async () => {
    const versions = await describeVersions(instance({ onlyIncludeVersions: ['1.0', 'current'] }), CONTENT, '/');
    expect(versions.map((version) => [version.name, version.path, version.isLast, version.banner])).toEqual([
      ['current', '/docs/next', false, 'unreleased'],
      ['1.0', '/docs', true, 'none'],
    ]);
    const [only] = await describeVersions(instance({ onlyIncludeVersions: ['current'] }), CONTENT, '/');
    expect(only).toMatchObject({ name: 'current', path: '/docs', isLast: true, badge: false });
  });

  it('onlyIncludeVersions must name versions that exist, at least one, and lastVersion among them', async () => {
    await expect(describeVersions(instance({ onlyIncludeVersions: ['3.0', '2.0', 'beta'] }), CONTENT, '/')).rejects.toThrow('onlyIncludeVersions names "3.0", "beta", which are not versions. The versions are: current, 2.0, 1.0.');
    await expect(describeVersions(instance({ onlyIncludeVersions: [] }), CONTENT, '/')).rejects.toThrow('onlyIncludeVersions is empty: name at least one version to build.');
    await expect(describeVersions(instance({ onlyIncludeVersions: ['1.0'], lastVersion: '2.0' }), CONTENT, '/')).rejects.toThrow('lastVersion "2.0" must be one of onlyIncludeVersions (1.0).');
    // Each error is at the option's place in the config, which the caller finds.
    const located = await describeVersions(instance({ onlyIncludeVersions: ['1.0'], lastVersion: '2.0' }), CONTENT, '/', (option) => ({ file: 'site.config.ts', line: option === 'lastVersion' ? 12 : 0 })).catch((error: unknown) => error);
    expect((located as BuildError).location).toEqual({ file: 'site.config.ts', line: 12 });
  });
});

describe('loading the versions', () => {
  const options = { patterns: DEFAULT_DOC_FILE_PATTERNS, tagsBasePath: 'tags', stripPrefix: stripNumberPrefix, includeDrafts: false, sidebarCollapsed: true, sidebarCollapsible: true, baseUrl: '/', reporter: createReporter() };

  it('a released version reads its versioned docs and sidebars, under its own path', async () => {
    const versions = byName(await describeVersions(instance(), CONTENT, '/'));
    const v2 = await loadVersion(versions['2.0']!, options);
    expect(v2.docs.map((doc) => [doc.id, doc.permalink]).sort()).toEqual([
      ['guides/setup', '/docs/guides/setup'],
      ['intro', '/docs/intro'],
    ]);
    expect(Object.keys(v2.sidebars)).toEqual(['versionedSidebar']);
    expect(v2.sidebars.versionedSidebar![0]).toMatchObject({ type: 'doc', docId: 'intro', href: '/docs/intro', label: 'Intro 2.0' });
    expect(v2.tagsPath).toBe('/docs/tags');
    expect(v2.tags.map((tag) => tag.permalink)).toEqual(['/docs/tags/upgrading']);

    const current = await loadVersion(versions.current!, options);
    expect(current.docs.map((doc) => doc.permalink)).toEqual(['/docs/next/intro']);
    expect(current.tagsPath).toBe('/docs/next/tags');

    const v1 = await loadVersion(versions['1.0']!, options);
    expect(v1.sidebars).toEqual({});
    expect(v1.docs[0]!.permalink).toBe('/docs/1.0/intro');
    expect(v1.docs[0]!.versionName).toBe('1.0');
  });
});
