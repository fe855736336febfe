// The command line runs docgen's compiled code, made by tsx's first run of
// its sources, and bundles the site's own modules with esbuild: a site's page
// that calls docgen at run time must get the modules the build runs, not
// second copies (a second React context would leave useSite() without its
// provider).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { copyFixture, PROJECT_ROOT, tempDir } from '../helpers/build.ts';
import { runDocgen } from '../helpers/cli.ts';

describe('the command line', () => {
  it('loads the site’s TypeScript (config, sidebars, pages) and gives it the docgen modules the build runs', async () => {
    const site = await copyFixture('mini-site');
    // The sidebars as a TypeScript module, in place of the fixture's JSON.
    const sidebars = await readFile(path.join(site, 'content/sidebars/docs.json'), 'utf8');
    await writeFile(path.join(site, 'content/sidebars/docs.ts'), `const sidebars: Record<string, unknown> = ${sidebars.replace('"Guides"', '"Guides from TypeScript"')};\nexport default sidebars;\n`);
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("sidebarPath: 'sidebars/docs.json'", "sidebarPath: 'sidebars/docs.ts'"));
    await writeFile(
      path.join(site, 'content/pages/about-site.tsx'),
      [
        "import { translate, useSite } from 'docgen';",
        "import { Tabs } from 'docgen/theme';",
        '',
        "export const meta = { title: 'About the site' };",
        '',
        'export default function AboutSite() {',
        '  const site = useSite();',
        "  return <p id=\"about\">{site.title}, {typeof Tabs}: {translate({ id: 'about.builtBy', message: 'built by {name}' }, { name: 'docgen' })}</p>;",
        '}',
        '',
      ].join('\n'),
    );
    const built = await runDocgen(['build', '--no-cache', '--out', 'out'], { cwd: site });
    expect(built.stderr).not.toContain('error');
    expect(built.code).toBe(0);
    const html = await readFile(path.join(site, 'out/about-site.html'), 'utf8');
    expect(html).toContain('<p id="about">Mini Site, function: built by docgen</p>');
    expect(await readFile(path.join(site, 'out/docs.html'), 'utf8')).toContain('Guides from TypeScript');
  });

  it('compiles the .tsx pages of a site outside docgen’s folder, without a tsconfig.json, from any folder', async () => {
    // As an author's project has it: docgen and React installed beside the site, and no tsconfig of its own.
    const parent = await tempDir('outside');
    const site = path.join(parent, 'site');
    await cp(path.join(PROJECT_ROOT, 'tests/fixtures/mini-site'), site, { recursive: true });
    await writeFile(path.join(site, 'package.json'), '{ "type": "module" }\n');
    await mkdir(path.join(site, 'node_modules'));
    await symlink(PROJECT_ROOT, path.join(site, 'node_modules/docgen'));
    for (const name of ['react', 'react-dom']) await symlink(path.join(PROJECT_ROOT, 'node_modules', name), path.join(site, 'node_modules', name));
    const built = await runDocgen(['build', '--config', 'site/site.config.ts', '--out', 'out'], { cwd: parent });
    expect(built.stderr).not.toContain('React is not defined');
    expect(built.code).toBe(0);
    expect(await readFile(path.join(parent, 'out/versions.html'), 'utf8')).toContain('<h1');
  });

  it('runs from docgen’s compiled code with no module loader, makes that code first where it is missing, and runs the TypeScript where it cannot', async () => {
    // A copy of docgen whose sources were never compiled, with this one's packages
    // (hard links: a copy's packages must lie inside it, as installed ones do).
    const parent = path.join(PROJECT_ROOT, 'tests/tmp-sites');
    await mkdir(parent, { recursive: true });
    const root = await mkdtemp(path.join(parent, 'docgen-copy-'));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    for (const name of ['bin', 'src', 'package.json', 'package-lock.json', 'tsconfig.json']) await cp(path.join(PROJECT_ROOT, name), path.join(root, name), { recursive: true });
    await promisify(execFile)('cp', ['-al', path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules')]);
    await rm(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
    // Says on stderr when anything registers module hooks (as tsx does), which start a loader thread.
    const probe = path.join(root, 'hooks-probe.cjs');
    await writeFile(probe, "const m = require('node:module');\nconst register = m.register;\nm.register = function (...args) { process.stderr.write('[module hooks registered]\\n'); return register.apply(this, args); };\nm.syncBuiltinESMExports();\n");
    const site = await copyFixture('mini-site');
    const docgen = (out: string) =>
      promisify(execFile)(process.execPath, ['--require', probe, path.join(root, 'bin/docgen.js'), 'build', '--out', out], { cwd: site, env: { ...process.env, CI: '1', NODE_ENV: '' } });

    const first = await docgen('first');
    expect(first.stderr).toContain('[module hooks registered]');
    const code = await readdir(path.join(root, 'node_modules/.cache/docgen'));
    expect(code).toEqual([expect.stringMatching(/^code-[0-9a-f]{16}$/)]);
    expect(existsSync(path.join(root, 'node_modules/.cache/docgen', code[0]!, 'cli/index.mjs'))).toBe(true);

    const second = await docgen('second');
    expect(second.stderr).not.toContain('[module hooks registered]');
    expect(second.stdout).toMatch(/Built \d+ pages/);
    // Where the code cannot be written, as in a read-only install, docgen's TypeScript runs through tsx.
    await rm(path.join(root, 'node_modules/.cache/docgen'), { recursive: true });
    await writeFile(path.join(root, 'node_modules/.cache/docgen'), '');
    const third = await docgen('third');
    expect(third.stderr).toContain('[module hooks registered]');
    for (const page of ['index.html', 'docs.html', 'versions.html']) {
      const first = await readFile(path.join(site, 'first', page), 'utf8');
      expect(await readFile(path.join(site, 'second', page), 'utf8'), page).toBe(first);
      expect(await readFile(path.join(site, 'third', page), 'utf8'), page).toBe(first);
    }
  });
});
