// A docs version's tags file (tags.yml beside its docs, as in Docusaurus 3.4+):
// a tag named by its key takes the file's label, permalink and description,
// which its page shows; a tag the file does not define is what onInlineTags says.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildErrors } from '../../src/shared/errors.ts';
import { build, copyFixture, tempDir } from '../helpers/build.ts';

const TAGS_FILE = 'API:\n  label: Application interfaces\n  permalink: /interfaces\n  description: The programming interfaces of the platform.\n';

async function siteWithTagsFile(onInlineTags?: string): Promise<string> {
  const site = await copyFixture('mini-site');
  await writeFile(path.join(site, 'content/docs/tags.yml'), TAGS_FILE);
  if (onInlineTags) {
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("sidebarPath: 'sidebars/docs.json',", `sidebarPath: 'sidebars/docs.json', onInlineTags: '${onInlineTags}',`));
  }
  return site;
}

describe("a docs version's tags file", () => {
  it("gives a tag named by its key the file's label, permalink and description, shown on its page", async () => {
    const site = await siteWithTagsFile();
    const out = await tempDir('docs-tags');
    const { reporter } = await build(path.join(site, 'site.config.ts'), out);
    const tagPage = await readFile(path.join(out, 'docs/tags/interfaces.html'), 'utf8');
    expect(tagPage).toMatch(/<h1>2 docs tagged with &quot;Application interfaces&quot;<\/h1><p>The programming interfaces of the platform\.<\/p>/);
    expect(tagPage).toContain('<meta name="description" content="The programming interfaces of the platform.">');
    const dml = await readFile(path.join(out, 'docs/apis/core/dml.html'), 'utf8');
    expect(dml).toMatch(/<a [^>]*href="\/docs\/tags\/interfaces"[^>]*>Application interfaces<\/a>/);
    // The version without a tags file (1.0) and the tag the file does not define are as before, without a word.
    expect(await readFile(path.join(out, 'docs/tags/getting-started.html'), 'utf8')).toContain('Getting started');
    expect(reporter.warnings.map((warning) => warning.message).filter((message) => message.includes('tags file'))).toEqual([]);
  }, 120_000);

  it('warns, or fails the build, at the doc\'s tags for a tag the file does not define, as onInlineTags says', async () => {
    const warned = await build(path.join(await siteWithTagsFile('warn'), 'site.config.ts'), await tempDir('docs-tags-warn'));
    expect(warned.reporter.warnings.map((warning) => `${path.basename(warning.location?.file ?? '')}:${warning.location?.line}: ${warning.message}`)).toContain("intro.md:3: Tags not defined in the docs' tags file: Getting started (onInlineTags).");
    const site = await siteWithTagsFile('throw');
    const failure = await build(path.join(site, 'site.config.ts'), await tempDir('docs-tags-throw')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildErrors);
    expect((failure as BuildErrors).errors.map((error) => `${path.relative(site, error.location?.file ?? '')}:${error.location?.line}: ${error.message}`)).toEqual(["content/docs/intro.md:3: Tags not defined in the docs' tags file: Getting started (onInlineTags)."]);
  }, 120_000);
});
