import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, PROJECT_ROOT } from '../helpers/build.ts';
import { runDocgen } from '../helpers/cli.ts';

/** docgen's command line, run as an author does. */
const docgen = (args: string[], cwd = PROJECT_ROOT) => runDocgen(args, { cwd });

describe('docgen command line', () => {
  const copies: string[] = [];
  afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('documents every command with --help', async () => {
    const main = await docgen(['--help']);
    expect(main.stdout).toContain('build');
    expect(main.stdout).toContain('serve');
    const build = await docgen(['build', '--help']);
    expect(build.stdout).toContain('--config <file>');
    expect(build.stdout).toContain('--out <dir>');
    const serve = await docgen(['serve', '--help']);
    expect(serve.stdout).toContain('--port <number>');
    expect(serve.stdout).toContain('--no-watch');
    expect(serve.stdout).toContain('--poll [ms]');
    const checkLinks = await docgen(['check-links', '--help']);
    expect(checkLinks.stdout).toContain('--external');
    expect(checkLinks.stdout).toContain('--json');
  });

  it('refuses an option value it cannot use, saying what to give, without a stack trace', async () => {
    const refusals: [args: string[], says: string][] = [
      [['serve', '--port', '99999'], "error: option '-p, --port <number>' argument '99999' is invalid. Give a whole number from 0 to 65535."],
      [['check-links', '--concurrency', '0'], 'Give a whole number of 1 or more for concurrency.'],
      [['serve', '--poll', '0'], "error: option '--poll [ms]' argument '0' is invalid. Give a whole number of 1 or more for --poll."],
      // Serving a folder as it is watches nothing: polling it would be a mistake the author should hear of.
      [['serve', '--no-watch', '--poll'], "error: option '--poll [ms]' cannot be used with option '--no-watch'"],
    ];
    for (const [args, says] of refusals) {
      const run = await docgen(args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr).toContain(says);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    }
  });

  it('builds a site, prints a summary and exits 0', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const result = await docgen(['build', '--config', 'site.config.ts', '--out', 'out'], site);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Built 16 pages in \d+\.\d\d s → out \(\d+(\.\d)? [KM]B\), offline precache \d+ files \(\d+(\.\d)? [KM]B\)$/m);
    // CI output: plain stage lines, no terminal control codes.
    expect(result.stderr).toMatch(/^Compiling and rendering pages \(16\): \d+\.\d\d s$/m);
    expect(result.stderr).not.toContain('\x1b[');
  });

  it('reports an author error as file:line without a stack trace and exits 1', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const file = path.join(site, 'content/docs/guides/writing.mdx');
    await writeFile(file, `${await readFile(file, 'utf8')}\n<Unknown />\n`);
    const result = await docgen(['build', '--config', 'site.config.ts', '--out', 'out'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error: content\/docs\/guides\/writing\.mdx:25:1: Unknown component <Unknown>/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('names an output folder it cannot make or that is a file, without a stack trace, and leaves the file as it was', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    await writeFile(path.join(site, 'notes.txt'), 'an author\'s file\n');
    const under = await docgen(['build', '--config', 'site.config.ts', '--out', 'notes.txt/out'], site);
    expect(under.code).toBe(1);
    expect(under.stderr).toContain('error: notes.txt/out: Could not make the output folder: a part of its path is a file, not a folder (ENOTDIR).');
    const onto = await docgen(['build', '--config', 'site.config.ts', '--out', 'notes.txt'], site);
    expect(onto.code).toBe(1);
    expect(onto.stderr).toContain('error: notes.txt: The output folder is a file: give another --out (or outDir in the config), or remove the file.');
    for (const run of [under, onto]) expect(run.stderr).not.toMatch(/docgen crashed|^\s+at /m);
    // One error, as several, ends with the line saying the build failed.
    for (const run of [under, onto]) expect(run.stderr).toMatch(/\nBuild failed: 1 error\.\n$/);
    expect(await readFile(path.join(site, 'notes.txt'), 'utf8')).toBe('an author\'s file\n');
  });

  it('refuses a --timings file it could not write before building, not after', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const nowhere = await docgen(['build', '--config', 'site.config.ts', '--out', 'out', '--timings', 'nowhere/timings.json'], site);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toBe(`error: --timings nowhere/timings.json: there is no folder ${path.join(site, 'nowhere')} to write it in.\n`);
    const folder = await docgen(['build', '--config', 'site.config.ts', '--out', 'out', '--timings', 'content'], site);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toBe('error: --timings content: it is a folder; name a file.\n');
    expect(existsSync(path.join(site, 'out'))).toBe(false);
  });

  it('builds, with a warning, when its cache cannot be written', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    // A file where the cache's folder would be: its folder cannot be made, as in a read-only checkout.
    await rm(path.join(site, '.docgen-cache'), { recursive: true, force: true });
    await writeFile(path.join(site, '.docgen-cache'), '');
    const result = await docgen(['build', '--config', 'site.config.ts', '--out', 'out'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^warning: The build cache could not be written \((ENOTDIR|EEXIST) at \S+\): the next build starts without it\. --no-cache builds without one\.$/m);
    expect(result.stderr).not.toMatch(/docgen crashed|^\s+at /m);
    expect(result.stdout).toMatch(/^Built 16 pages in .*, 1 warning$/m);
  });

  it('refuses an output folder that holds or sits inside the site’s sources, and deletes nothing', async () => {
    // The site one level down in a folder of its own, so that `--out ..` reaches nothing else.
    const holder = await copyFixture('mini-site');
    copies.push(holder);
    const site = path.join(holder, 'site');
    await rename(holder, `${holder}-moving`);
    await mkdir(holder);
    await rename(`${holder}-moving`, site);
    const sources = async () => (await Promise.all(['site.config.ts', 'content/docs/intro.md', 'static/img/favicon.svg'].map((file) => readFile(path.join(site, file), 'utf8')))).join('\n');
    const before = await sources();
    const cases: [out: string, problem: string][] = [
      ['.', `it would replace the site folder (${site}) and everything in it`],
      ['..', `it would replace the site folder (${site}) and everything in it`],
      ['content', `it would replace the content folder (${path.join(site, 'content')}) and everything in it`],
      ['static', `it would replace the static folder (${path.join(site, 'static')}) and everything in it`],
      ['content/docs/out', `it is inside the content folder (${path.join(site, 'content')})`],
      ['static/out', `it is inside the static folder (${path.join(site, 'static')})`],
    ];
    for (const [out, problem] of cases) {
      const run = await docgen(['build', '--config', 'site.config.ts', '--out', out], site);
      expect(run.code, out).toBe(1);
      expect(run.stderr, out).toContain(`The output folder ${path.resolve(site, out)} cannot be used: ${problem}.`);
      expect(run.stderr, out).not.toMatch(/docgen crashed|^\s+at /m);
    }
    expect(await sources()).toBe(before);
    // The same from the config, named at its line.
    await writeFile(path.join(site, 'site.config.ts'), (await readFile(path.join(site, 'site.config.ts'), 'utf8')).replace(/^(\s*)title:/m, "$1outDir: '.',\n$1title:"));
    const fromConfig = await docgen(['build', '--config', 'site.config.ts'], site);
    expect(fromConfig.code).toBe(1);
    expect(fromConfig.stderr).toMatch(/site\.config\.ts:\d+: The output folder .* cannot be used: it would replace the site folder/);
    expect(await readFile(path.join(site, 'content/docs/intro.md'), 'utf8')).toBeTruthy();
  });

  it('refuses to replace a folder that holds something else than a built site, and replaces a built one or an empty one', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    // Another project's sources next to the site, named by a mistyped --out.
    await mkdir(path.join(site, 'notes/drafts'), { recursive: true });
    await writeFile(path.join(site, 'notes/drafts/plan.md'), '# Plan\n');
    const refused = await docgen(['build', '--config', 'site.config.ts', '--out', 'notes'], site);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`error: The output folder ${path.join(site, 'notes')} cannot be used: it holds files, but not a built site (no index.html or 404.html), and a build replaces the folder whole, so they would be lost.`);
    expect(await readFile(path.join(site, 'notes/drafts/plan.md'), 'utf8')).toBe('# Plan\n');

    await mkdir(path.join(site, 'empty'));
    expect((await docgen(['build', '--config', 'site.config.ts', '--out', 'empty'], site)).code).toBe(0);
    // Built once: built again over it.
    expect((await docgen(['build', '--config', 'site.config.ts', '--out', 'empty'], site)).code).toBe(0);
  });

  it('names a missing config file, saying it was the one given', async () => {
    const result = await docgen(['build', '--config', 'nope.config.ts']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: nope.config.ts: The config file given with --config does not exist.');
  });

  it("takes a site's folder for --config, reading the config in it, and says so when it has none", async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const parent = path.dirname(site);
    const built = await docgen(['build', '--config', path.basename(site), '--out', path.join(site, 'out')], parent);
    expect(built.code, built.stderr).toBe(0);
    expect(existsSync(path.join(site, 'out/docs/apis/core/dml.html'))).toBe(true);
    const none = await docgen(['build', '--config', 'content'], site);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('error: content: The config given is a folder with no site.config.ts or docusaurus.config.js in it: name the config file with --config <file>.');
  });
});
