// What docgen serve watches beyond what was there when it started: a
// stylesheet the config names once it is edited, and the site's src/ folder
// made while it runs, the config back after it was deleted, a stylesheet made
// after the config named it; the files a sidebars module or a page imports from
// outside the watched folders. A save in either builds the site again.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture } from '../helpers/build.ts';
import { pageOf, pageOnceItHas, save, startServe, stop, until } from '../helpers/serve-process.ts';

const builds = (output: string) => output.match(/^Built \d+ pages/gm)?.length ?? 0;

describe('docgen serve', () => {
  it('watches a stylesheet the edited config names, and a src/ folder made while it runs', async () => {
    const site = await copyFixture('mini-site');
    const serve = await startServe(site);
    try {
      await until(() => builds(serve.output()) === 1, 'the first build', 120_000);
      const stylesheet = async () => {
        const href = /<link rel="stylesheet" href="([^"]+)">/.exec(await pageOf(serve, '/docs/apis/core/lock'))![1]!;
        return (await fetch(`${serve.origin}${href}`)).text();
      };

      save(path.join(site, 'custom.css'), '.marker-one { color: teal; }\n');
      const config = path.join(site, 'site.config.ts');
      save(config, (await readFile(config, 'utf8')).replace("  favicon: 'img/favicon.svg',", "  favicon: 'img/favicon.svg',\n  customCss: ['./custom.css'],"));
      await until(() => builds(serve.output()) === 2, 'the build after the config was saved', 120_000);
      expect(await stylesheet()).toContain('.marker-one{color:teal}');
      // Named by the config since the start of serve: its save builds again.
      save(path.join(site, 'custom.css'), '.marker-two { color: navy; }\n');
      await until(() => builds(serve.output()) === 3, 'the build after the stylesheet was saved', 60_000);
      expect(await stylesheet()).toContain('.marker-two{color:navy}');

      // The site's src/ did not exist when serve started.
      await mkdir(path.join(site, 'src/components'), { recursive: true });
      save(path.join(site, 'src/components/Note.tsx'), 'export default function Note() {\n  return <p className="note">First note</p>;\n}\n');
      const page = path.join(site, 'content/docs/guides/writing.mdx');
      save(page, `import Note from '@site/src/components/Note';\n\n${await readFile(page, 'utf8')}\n<Note />\n`);
      expect(await pageOnceItHas(serve, '/docs/guides/writing', 'First note')).toContain('<p class="note">First note</p>');
      const before = builds(serve.output());
      save(path.join(site, 'src/components/Note.tsx'), 'export default function Note() {\n  return <p className="note">Second note</p>;\n}\n');
      await until(() => builds(serve.output()) > before, 'the build after the component was saved', 60_000);
      expect(await pageOf(serve, '/docs/guides/writing')).toContain('<p class="note">Second note</p>');
    } finally {
      await stop(serve.child);
    }
  }, 300_000);

  it('watches a sidebars file the config names outside the content folder', async () => {
    const site = await copyFixture('mini-site');
    const sidebars = path.join(site, 'sidebars.json');
    await rename(path.join(site, 'content/sidebars/docs.json'), sidebars);
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("sidebarPath: 'sidebars/docs.json'", "sidebarPath: '../sidebars.json'"));
    const serve = await startServe(site);
    try {
      await until(() => builds(serve.output()) === 1, 'the first build', 120_000);
      expect(await pageOf(serve, '/docs/apis/core/lock')).toContain('>Guides<');
      save(sidebars, (await readFile(sidebars, 'utf8')).replace('"label": "Guides"', '"label": "Handbooks"'));
      expect(await pageOnceItHas(serve, '/docs/apis/core/lock', '>Handbooks<')).toContain('>Handbooks<');
    } finally {
      await stop(serve.child);
    }
  }, 300_000);

  it('watches the files a sidebars module and a page import from outside the folders it watches, and a file a failed build names', async () => {
    const site = await copyFixture('mini-site');
    // A sidebars module beside the config, whose labels come from a module beside it.
    await writeFile(path.join(site, 'labels.ts'), "export const guides = 'Guides';\n");
    await writeFile(path.join(site, 'sidebars.ts'), "import { guides } from './labels';\n\nexport default { docs: ['intro', { type: 'category', label: guides, items: ['guides/writing', 'guides/components'] }] };\n");
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("sidebarPath: 'sidebars/docs.json'", "sidebarPath: '../sidebars.ts'"));
    // A page showing data kept in the site's folder, outside the content folder.
    await mkdir(path.join(site, 'data'));
    await writeFile(path.join(site, 'data/facts.json'), '{ "release": "First release" }\n');
    const page = path.join(site, 'content/docs/guides/writing.mdx');
    await writeFile(page, `import facts from '@site/data/facts.json';\n\n${await readFile(page, 'utf8')}\n<p className="fact">{facts.release}</p>\n`);
    const serve = await startServe(site);
    try {
      await until(() => builds(serve.output()) === 1, 'the first build', 120_000);
      expect(await pageOf(serve, '/docs/guides/components')).toContain('>Guides<');
      expect(await pageOf(serve, '/docs/guides/writing')).toContain('<p class="fact">First release</p>');

      save(path.join(site, 'labels.ts'), "export const guides = 'Handbooks';\n");
      expect(await pageOnceItHas(serve, '/docs/guides/components', '>Handbooks<')).toContain('>Handbooks<');
      save(path.join(site, 'data/facts.json'), '{ "release": "Second release" }\n');
      expect(await pageOnceItHas(serve, '/docs/guides/writing', 'Second release')).toContain('<p class="fact">Second release</p>');

      // A module the sidebars file imports for the first time, with an error: the build fails naming it, and its fix builds again.
      await writeFile(path.join(site, 'more-labels.ts'), "export const guides = 'Manuals' +;\n");
      save(path.join(site, 'sidebars.ts'), (await readFile(path.join(site, 'sidebars.ts'), 'utf8')).replace("'./labels'", "'./more-labels'"));
      await until(() => /more-labels\.ts:1:\d+/.test(serve.output()), 'the error naming the imported module', 60_000);
      save(path.join(site, 'more-labels.ts'), "export const guides = 'Manuals';\n");
      expect(await pageOnceItHas(serve, '/docs/guides/components', '>Manuals<')).toContain('>Manuals<');
    } finally {
      await stop(serve.child);
    }
  }, 300_000);

  it('watches the config again once it is back after being deleted, and a stylesheet the config named before it was there', async () => {
    const site = await copyFixture('mini-site');
    const serve = await startServe(site);
    try {
      await until(() => builds(serve.output()) === 1, 'the first build', 120_000);
      const config = path.join(site, 'site.config.ts');
      const text = await readFile(config, 'utf8');
      const aside = path.join(site, 'config-aside.ts');
      await rename(config, aside);
      await until(() => /The config file given with --config does not exist/.test(serve.output()), 'the error of the deleted config');
      // Its last line says the build failed, for one error as for several.
      await until(() => /The config file given with --config does not exist.*\nBuild failed: 1 error\.\n/.test(serve.output()), 'the line ending the failed build');
      // Longer than chokidar takes a deletion and a new file for one save.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await rename(aside, config);
      await until(() => builds(serve.output()) === 2, 'the build once the config is back', 60_000);
      save(config, text.replace("{ to: '/docs', label: 'Docs' }", "{ to: '/docs', label: 'Handbook' }"));
      expect(await pageOnceItHas(serve, '/docs/apis/core/lock', '>Handbook<')).toContain('>Handbook<');

      save(config, text.replace("  favicon: 'img/favicon.svg',", "  favicon: 'img/favicon.svg',\n  customCss: ['./styles/later.css'],"));
      await until(() => /The stylesheet "\.\/styles\/later\.css" in customCss does not exist/.test(serve.output()), 'the error of the missing stylesheet', 60_000);
      const before = builds(serve.output());
      await mkdir(path.join(site, 'styles'));
      await writeFile(path.join(site, 'styles/later.css'), '.marker-later { color: olive; }\n');
      await until(() => builds(serve.output()) > before, 'the build once the stylesheet is there', 60_000);
    } finally {
      await stop(serve.child);
    }
  }, 300_000);
});
