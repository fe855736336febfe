import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateConfig, type LoadedConfig } from '../../src/config/load-config.ts';
import type { SiteConfigInput } from '../../src/config/schema.ts';
import { loadContent } from '../../src/content/load-content.ts';
import type { BuildErrors } from '../../src/shared/errors.ts';
import { createReporter } from '../../src/shared/logger.ts';

const sites: string[] = [];

afterEach(() => {
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

/** A site folder whose docs folder holds `files` (relative path → text), loaded with the docs set's `options`. */
async function docsOf(files: Record<string, string>, options: Record<string, unknown> = {}) {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'docgen-patterns-'));
  sites.push(siteDir);
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(siteDir, 'content/docs', relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const input: SiteConfigInput = { title: 'Patterns', url: 'https://example.test', docs: [{ sidebarPath: false, ...options }], navbar: { items: [] } };
  const configPath = path.join(siteDir, 'site.config.ts');
  const config = validateConfig(input, configPath);
  const loaded: LoadedConfig = { config, configPath, configFiles: [configPath], configFingerprint: '', configWarnings: [], siteDir, contentDir: path.join(siteDir, 'content'), staticDirs: [path.join(siteDir, 'static')], localeDir: path.join(siteDir, 'i18n/en-AU'), outDir: path.join(siteDir, 'build') };
  const content = await loadContent(loaded, { includeDrafts: false, reporter: createReporter() });
  return content.docsInstances[0]!.versions[0]!;
}

const FILES = {
  'intro.md': '# Intro\n',
  'guides/setup.mdx': '---\ntags: [Release notes]\n---\n# Setup\n',
  'drafts/idea.md': '# Idea\n',
  '_shared.md': 'Shared words\n',
  '_parts/note.md': 'A note\n',
  'api.test.md': '# Tested\n',
  '__tests__/fixture.md': '# Fixture\n',
};

describe("a docs set's include and exclude globs (Docusaurus's options)", () => {
  it("by default, every Markdown file is a doc but `_` files and folders (partials) and what is under __tests__", async () => {
    const version = await docsOf(FILES);
    expect(version.docs.map((doc) => doc.relativePath).sort()).toEqual(['api.test.md', 'drafts/idea.md', 'guides/setup.mdx', 'intro.md']);
    expect(version.partials.map((file) => path.basename(file)).sort()).toEqual(['_shared.md', 'note.md']);
  });

  it('exclude given replaces the defaults, as in Docusaurus: `_` files become docs unless it names them', async () => {
    const version = await docsOf(FILES, { exclude: ['**/drafts/**', '**/__tests__/**'] });
    expect(version.docs.map((doc) => doc.relativePath).sort()).toEqual(['_parts/note.md', '_shared.md', 'api.test.md', 'guides/setup.mdx', 'intro.md']);
    // Left out of the pages, so not under its own URL either.
    expect(version.docs.some((doc) => doc.permalink === '/docs/drafts/idea')).toBe(false);
  });

  it('include narrows the docs to the files it matches (here, MDX only)', async () => {
    const version = await docsOf(FILES, { include: ['**/*.mdx'] });
    expect(version.docs.map((doc) => doc.relativePath)).toEqual(['guides/setup.mdx']);
    // The `_` files are still the partials pages may import.
    expect(version.partials.map((file) => path.basename(file)).sort()).toEqual(['_shared.md', 'note.md']);
  });
});

describe("a docs set's tagsBasePath", () => {
  it('puts the tags list and each tag page below the version at that path', async () => {
    const version = await docsOf(FILES, { tagsBasePath: 'labels' });
    expect(version.tagsPath).toBe('/docs/labels');
    expect(version.tags.map((tag) => tag.permalink)).toEqual(['/docs/labels/release-notes']);
    const setup = version.docs.find((doc) => doc.relativePath === 'guides/setup.mdx')!;
    expect(setup.tags).toEqual([{ label: 'Release notes', permalink: '/docs/labels/release-notes' }]);
  });

  it('is tags by default', async () => {
    expect((await docsOf(FILES)).tagsPath).toBe('/docs/tags');
  });
});

describe("a docs set's numberPrefixParser", () => {
  const PREFIXED = {
    '01-intro.md': '# Intro\n',
    '02-guides/03-setup.md': '# Setup\n',
    '02-guides/01-install.md': '# Install\n',
    'v2-upgrade/notes.md': '# Notes\n',
  };
  const sidebarOf = (version: Awaited<ReturnType<typeof docsOf>>) =>
    Object.values(version.sidebars)[0]!.map((item) => (item.type === 'category' ? `${item.label}: ${item.items.map((child) => (child.type === 'doc' ? child.docId : child.type)).join(', ')}` : item.type === 'doc' ? item.docId : item.type));

  it("by default strips Docusaurus's number prefixes from ids and URLs, and orders the generated sidebar by them", async () => {
    const version = await docsOf(PREFIXED, { sidebarPath: undefined });
    expect(version.docs.map((doc) => doc.permalink).sort()).toEqual(['/docs/guides/install', '/docs/guides/setup', '/docs/intro', '/docs/v2-upgrade/notes']);
    expect(sidebarOf(version)).toEqual(['intro', 'guides: guides/install, guides/setup', 'v2-upgrade: v2-upgrade/notes']);
  });

  it('false keeps the names as they are', async () => {
    const version = await docsOf(PREFIXED, { sidebarPath: undefined, numberPrefixParser: false });
    expect(version.docs.map((doc) => doc.id).sort()).toEqual(['01-intro', '02-guides/01-install', '02-guides/03-setup', 'v2-upgrade/notes']);
    expect(version.docs.map((doc) => doc.permalink).sort()).toEqual(['/docs/01-intro', '/docs/02-guides/01-install', '/docs/02-guides/03-setup', '/docs/v2-upgrade/notes']);
    // No positions from the names: the sidebar is in the names' order.
    expect(sidebarOf(version)).toEqual(['01-intro', '02-guides: 02-guides/01-install, 02-guides/03-setup', 'v2-upgrade: v2-upgrade/notes']);
  });

  it("a function reads the site's own prefixes, for docs and generated categories alike", async () => {
    // `v2-upgrade` is the second item, the others keep their names.
    const parser = (name: string) => {
      const match = /^v(\d+)-(.+)$/.exec(name);
      return match ? { filename: match[2]!, numberPrefix: Number(match[1]) } : { filename: name };
    };
    const version = await docsOf(PREFIXED, { sidebarPath: undefined, numberPrefixParser: parser });
    expect(version.docs.map((doc) => doc.permalink).sort()).toEqual(['/docs/01-intro', '/docs/02-guides/01-install', '/docs/02-guides/03-setup', '/docs/upgrade/notes']);
    expect(sidebarOf(version)).toEqual(['upgrade: upgrade/notes', '01-intro', '02-guides: 02-guides/01-install, 02-guides/03-setup']);
  });

  it('a function that answers wrongly, or throws, is an error for each name, saying what it must return', async () => {
    const messages = (options: Record<string, unknown>) =>
      docsOf(PREFIXED, options).then(
        () => [],
        (error: BuildErrors) => error.errors.map((each) => each.message),
      );
    expect(await messages({ numberPrefixParser: () => ({ name: 'x' }) })).toContain('numberPrefixParser returned {"name":"x"} for "01-intro"; it must return { filename, numberPrefix }, filename a name that is not empty and numberPrefix a number or undefined.');
    const throwing = () => {
      throw new Error('no rule for this');
    };
    expect(await messages({ numberPrefixParser: throwing })).toContain('numberPrefixParser failed on "01-intro": no rule for this');
  });
});
