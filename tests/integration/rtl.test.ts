// A locale written right to left: its pages say so (<html dir="rtl">) and
// its stylesheet is mirrored, as Docusaurus mirrors a site's CSS for one,
// except for code, which reads left to right in every language.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMiniSiteSettings, build, copyFixture, FIXTURES, tempDir } from '../helpers/build.ts';

/** The built site's stylesheet (`styles`), or its client modules' (`client-modules`). */
async function stylesheet(out: string, name = 'styles'): Promise<string> {
  const [file] = (await readdir(path.join(out, 'assets/css'))).filter((candidate) => candidate.startsWith(`${name}.`));
  return readFile(path.join(out, 'assets/css', file!), 'utf8');
}

/**
 * A copy of the mini site in Arabic, written right to left, with a stylesheet
 * of its own, one a client module imports and a component's CSS module a doc
 * shows.
 */
async function arabicSite(customCss: string): Promise<string> {
  const site = await copyFixture('mini-site');
  await writeFile(path.join(site, 'custom.css'), customCss);
  await writeFile(path.join(site, 'module.css'), '.module-note { padding-left: 3rem; }\n');
  await writeFile(path.join(site, 'module.js'), "import './module.css';\n");
  await mkdir(path.join(site, 'src/components'), { recursive: true });
  await writeFile(path.join(site, 'src/components/Aside.module.css'), '.aside { float: left; margin-right: 1rem; }\n');
  await writeFile(path.join(site, 'src/components/Aside.tsx'), "import styles from './Aside.module.css';\n\nexport default function Aside() {\n  return <aside className={styles.aside}>Aside</aside>;\n}\n");
  await writeFile(path.join(site, 'content/docs/aside.mdx'), "import Aside from '@site/src/components/Aside';\n\n# Aside\n\n<Aside />\n");
  return addMiniSiteSettings(site, "  i18n: { defaultLocale: 'ar', locales: ['ar'], localeConfigs: { ar: { direction: 'rtl' } } },\n  customCss: ['custom.css'],\n  clientModules: ['module.js'],");
}

describe('a site in a right-to-left language', () => {
  let css: string;
  let ltrCss: string;
  let moduleCss: string;
  let page: string;
  let asidePage: string;

  beforeAll(async () => {
    const out = await tempDir('rtl');
    await build(await arabicSite('.site-banner { margin-left: 2rem; }\n'), out);
    css = await stylesheet(out);
    moduleCss = await stylesheet(out, 'client-modules');
    page = await readFile(path.join(out, 'docs/apis/core/dml.html'), 'utf8');
    asidePage = await readFile(path.join(out, 'docs/aside.html'), 'utf8');
    const ltrOut = await tempDir('ltr');
    await build(path.join(FIXTURES, 'mini-site/site.config.ts'), ltrOut);
    ltrCss = await stylesheet(ltrOut);
  }, 120_000);

  it('says so in its pages', () => {
    expect(page).toContain('<html lang="ar" dir="rtl"');
  });

  it("mirrors the theme's stylesheet and the site's own, its client modules' too", () => {
    // An admonition's edge, on its left in English, is on its right.
    expect(ltrCss).toContain('border-left:5px solid var(--dg-admonition-edge)');
    expect(css).toContain('border-right:5px solid var(--dg-admonition-edge)');
    expect(css).not.toContain('border-left:5px solid var(--dg-admonition-edge)');
    expect(css).toContain('.site-banner{margin-right:2rem}');
    expect(moduleCss).toContain('.module-note{padding-right:3rem}');
  });

  it("mirrors the CSS modules of the site's components, their class names still made local", () => {
    const local = /<aside class="(Aside_aside[\w-]*)">Aside<\/aside>/.exec(asidePage)?.[1];
    expect(local).toBeDefined();
    expect(asidePage).toContain(`.${local}{float:right;margin-left:1rem}`);
  });

  it('keeps code reading left to right, its highlighted lines and line numbers on the left', () => {
    for (const sheet of [css, ltrCss]) {
      expect(sheet).toMatch(/pre\{direction:ltr;text-align:left\}/);
      expect(sheet).toContain('box-shadow:inset 3px 0 0 var(--dg-code-highlight-edge)');
      expect(sheet).toMatch(/pre\.with-line-numbers \.line:before\{[^}]*margin-right:1rem;text-align:right/);
    }
  });
});

describe('a right-to-left site whose stylesheet cannot be read', () => {
  it('fails the build naming the file and line', async () => {
    const config = await arabicSite('.ok { color: red; }\n.broken { color: red;\n');
    const error = await build(config, await tempDir('rtl-broken')).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeDefined();
    expect(String((error as Error).message)).toMatch(/rtlcss could not mirror the stylesheet for a right-to-left locale: Unclosed block/);
    expect((error as { location?: { file?: string; line?: number } }).location).toMatchObject({ file: expect.stringMatching(/custom\.css$/), line: 2 });
  });
});
