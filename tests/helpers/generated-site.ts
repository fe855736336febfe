import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll } from 'vitest';
import { PROJECT_ROOT } from './build.ts';

const written: string[] = [];
afterAll(() => {
  for (const dir of written.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Writes a docs site of `pageCount` pages in folders of 20, each with
 * headings, a code block, a table and links to its neighbours. It lives under
 * tests/tmp-sites so its config can import 'docgen'. Returns the config path.
 */
export async function writeGeneratedSite(pageCount: number): Promise<string> {
  const parent = path.join(PROJECT_ROOT, 'tests/tmp-sites');
  await mkdir(parent, { recursive: true });
  const site = await mkdtemp(path.join(parent, `generated-${pageCount}-`));
  written.push(site);
  await writeFile(
    path.join(site, 'site.config.ts'),
    `import { defineConfig } from 'docgen';\nexport default defineConfig({ title: 'Generated', tagline: 'A generated site', url: 'https://example.test', docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }], navbar: { items: [{ to: '/docs', label: 'Docs' }] } });\n`,
  );
  for (let index = 0; index < pageCount; index++) {
    const folder = path.join(site, 'content/docs', `section-${Math.floor(index / 20)}`);
    await mkdir(folder, { recursive: true });
    const next = index + 1 < pageCount ? `[the next page](../section-${Math.floor((index + 1) / 20)}/page-${index + 1}.md)` : 'the end';
    await writeFile(
      path.join(folder, `page-${index}.md`),
      `---\ntitle: Page ${index}\ntags: [group-${index % 7}]\n---\n\nPage ${index} explains one part of the generated guide. Continue with ${next}.\n\n## Usage\n\n\`\`\`js\nexport function page${index}() {\n  return ${index};\n}\n\`\`\`\n\n## Options\n\n| Option | Default |\n| --- | --- |\n| size | ${index} |\n`,
    );
  }
  // The navbar's brand links to the site root, so the site has a home page.
  await mkdir(path.join(site, 'content/pages'), { recursive: true });
  await writeFile(path.join(site, 'content/pages/index.md'), '# Generated\n\nThe [docs](/docs) hold every page.\n');
  await writeFile(path.join(site, 'content/docs/index.md'), '---\nslug: /\n---\n# Generated docs\n\nStart with [page 0](./section-0/page-0.md).\n');
  return path.join(site, 'site.config.ts');
}
