import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { copyFixture, PROJECT_ROOT, tempDir } from '../helpers/build.ts';
import { fileHashes, runDocgen } from '../helpers/cli.ts';
import { pageOf, pageOnceItHas, save, servedMiniSite, startServe, stop, subscribe, until, type ServeProcess } from '../helpers/serve-process.ts';

const DOC = 'content/docs/guides/writing.mdx';
const ROUTE = '/docs/guides/writing';

/** The failure a served page was given, read back from its injected script. */
function injectedFailure(html: string): { messages: string[] } | null {
  const argument = /\("\/__docgen\/reload", (.*), "[0-9a-f]{8}"\);<\/script><\/body>/.exec(html)?.[1];
  if (argument === undefined) throw new Error('No live-reload script in the page');
  return JSON.parse(argument) as { messages: string[] } | null;
}

/** The children of process `pid` that have exited and not been reaped (Linux): `pid command` of each. */
async function zombieChildren(pid: number): Promise<string[]> {
  const threads = await readdir(`/proc/${pid}/task`);
  const children = (await Promise.all(threads.map((thread) => readFile(`/proc/${pid}/task/${thread}/children`, 'utf8').catch(() => '')))).join(' ').split(/\s+/).filter(Boolean);
  const states = await Promise.all(children.map((child) => readFile(`/proc/${child}/stat`, 'utf8').catch(() => '')));
  // stat is "pid (command) state …"; the command may hold spaces and parentheses.
  return states.filter((stat) => stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z').map((stat) => stat.slice(0, stat.lastIndexOf(')') + 1));
}

/** The doc with a `<div>` that is never closed, and the line of that `<div>`. */
function breakDoc(text: string): { broken: string; line: number } {
  const broken = `${text.trimEnd()}\n\n<div>\n\nNever closed.\n`;
  return { broken, line: broken.split('\n').indexOf('<div>') + 1 };
}

describe('docgen serve when a save breaks the build', () => {
  const served = servedMiniSite();

  it('shows the error in open pages and in pages loaded while it lasts, keeps serving, and recovers on the next good save', async () => {
    const { site, serve, browser } = served;
    const { origin } = serve;
    const stream = await subscribe(origin);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(`${origin}${ROUTE}`, { waitUntil: 'networkidle' });
      const overlay = page.locator('docgen-build-error');
      expect(await overlay.count()).toBe(0);

      const file = path.join(site, DOC);
      const original = await readFile(file, 'utf8');
      const { broken, line } = breakDoc(original);
      save(file, broken);

      await until(() => stream.events.some((event) => event.event === 'build-error'), 'the build-error event');
      const { messages } = JSON.parse(stream.events.find((event) => event.event === 'build-error')!.data) as { messages: string[] };
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(new RegExp(`(^|/)${DOC.replace(/[.]/g, '\\.')}:${line}(:\\d+)?: .*<div>`));

      // The open page shows it…
      await overlay.locator('h2').waitFor();
      expect(await overlay.locator('h2').textContent()).toBe('Build failed');
      expect(await overlay.locator('li').textContent()).toBe(messages[0]);
      // …and so does a page loaded now, from the last good build, until the author dismisses it.
      await page.reload({ waitUntil: 'networkidle' });
      await overlay.locator('li').waitFor();
      expect(await overlay.locator('li').textContent()).toBe(messages[0]);
      await overlay.getByRole('button', { name: 'Dismiss' }).click();
      expect(await overlay.count()).toBe(0);

      for (const route of [ROUTE, '/']) {
        const response = await fetch(`${origin}${route}`);
        expect(response.status, route).toBe(200);
        expect(injectedFailure(await response.text()), route).toEqual({ messages });
      }
      expect(serve.child.exitCode).toBeNull();
      expect(serve.output()).toContain(messages[0]);

      const reloaded = page.waitForEvent('load');
      save(file, `${original.trimEnd()}\n\nFixed and saved again.\n`);
      await until(() => stream.events.at(-1)?.data === 'reload', 'the reload message');
      expect(stream.events.at(-1)).toEqual({ event: 'message', data: 'reload' });
      const html = await (await fetch(`${origin}${ROUTE}`)).text();
      expect(injectedFailure(html)).toBeNull();
      expect(html).toContain('Fixed and saved again.');

      // The open page reloaded itself, without the overlay.
      await reloaded;
      await page.waitForLoadState('networkidle');
      expect(await overlay.count()).toBe(0);
      expect(await page.locator('.markdown').textContent()).toContain('Fixed and saved again.');
      expect(problems).toEqual([]);
    } finally {
      stream.close();
      await context.close();
    }
  });
});

describe('docgen serve started on a site that does not build', () => {
  let site: string;
  let serve: ServeProcess;
  let original: string;

  beforeAll(async () => {
    site = await copyFixture('mini-site');
    original = await readFile(path.join(site, DOC), 'utf8');
    await writeFile(path.join(site, DOC), breakDoc(original).broken);
    serve = await startServe(site);
  });
  afterAll(() => stop(serve?.child));

  it('serves a page that shows the error, and the site once it is fixed', async () => {
    const { origin } = serve;
    // Pages are answered while the first build runs; once it has failed, every page shows why.
    await until(() => /the build failed, fix the errors above|The first build failed: fix the errors above/.test(serve.output()), 'the first build to fail');
    const response = await fetch(`${origin}${ROUTE}`);
    // Nothing was built: the page only carries the error and the live-reload client.
    expect(response.status).toBe(404);
    expect(injectedFailure(await response.text())?.messages[0]).toContain(`writing.mdx:${breakDoc(original).line}`);

    const stream = await subscribe(origin);
    try {
      save(path.join(site, DOC), original);
      await until(() => stream.events.some((event) => event.data === 'reload'), 'the reload message');
      const fixed = await fetch(`${origin}${ROUTE}`);
      expect(fixed.status).toBe(200);
      expect(injectedFailure(await fixed.text())).toBeNull();
    } finally {
      stream.close();
    }
  });
});

describe('docgen serve on a port already in use', () => {
  it('exits with code 1 and a one-line reason before building, leaving the output folder as it was', async () => {
    const site = await copyFixture('mini-site');
    const config = path.join(site, 'site.config.ts');
    const parent = await tempDir('serve-port');
    const outDir = path.join(parent, 'build');
    // A production build, with its precaching service worker: serve would replace it with a development one.
    expect((await runDocgen(['build', '--config', config, '--out', outDir])).code).toBe(0);
    const before = await fileHashes(outDir);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const { code, stdout, stderr } = await runDocgen(['serve', '--port', String(port), '--config', config, '--out', outDir], { timeoutMs: 60_000 }).finally(
      () => new Promise((resolve) => taken.close(resolve)),
    );
    expect(code).toBe(1);
    expect(await fileHashes(outDir)).toEqual(before);
    expect(await readdir(parent)).toEqual(['build']);
    // Nothing was built: no stage of a build, no stack.
    expect(stderr).toBe(`error: port ${port} on 127.0.0.1 is in use. Stop what uses it or pass another --port.\n`);
    expect(stdout).toBe('');
  });
});

describe("docgen serve's output folder", () => {
  it("is its own, in the site's cache folder, so a production build in build/ stays as it was", async () => {
    const site = await copyFixture('mini-site');
    const config = path.join(site, 'site.config.ts');
    // The config's output folder (build/ beside it), with a production build: no drafts, an offline app.
    expect((await runDocgen(['build', '--config', config])).code).toBe(0);
    const production = path.join(site, 'build');
    const before = await fileHashes(production);
    const serve = await startServe(site, { defaultOutput: true });
    onTestFinished(() => stop(serve.child));
    await until(() => /^Built \d+ pages/m.test(serve.output()), 'the first build', 120_000);
    // The pages count them all; the files compiled are the Markdown and MDX ones (the others are generated).
    expect(serve.output()).toMatch(/^Built 16 pages in \d+\.\d\d s \(Markdown and MDX files: \d+ compiled, \d+ unchanged\)$/m);
    expect((await fetch(`${serve.origin}/docs/guides/writing`)).status).toBe(200);
    expect(await fileHashes(production)).toEqual(before);
    expect(existsSync(path.join(site, '.docgen-cache/serve-build/docs/guides/writing.html'))).toBe(true);
  });
});

describe('docgen serve with an output folder that is a file', () => {
  it('exits with code 1 and says so, since no save could mend it', async () => {
    const site = await copyFixture('mini-site');
    await writeFile(path.join(site, 'notes.txt'), 'an author’s file\n');
    const { code, stderr } = await runDocgen(['serve', '--port', '0', '--config', path.join(site, 'site.config.ts'), '--out', path.join(site, 'notes.txt')], { timeoutMs: 60_000 });
    expect(code).toBe(1);
    expect(stderr).toContain('The output folder is a file: give another --out (or outDir in the config), or remove the file.');
    expect(await readFile(path.join(site, 'notes.txt'), 'utf8')).toBe('an author’s file\n');
  });
});

describe('docgen serve watching what the pages and the config import', () => {
  it('rebuilds the pages that import a component from src/ when it is saved', async () => {
    const site = await copyFixture('mini-site');
    const component = path.join(site, 'src/components/Greeting.tsx');
    await mkdir(path.dirname(component), { recursive: true });
    await writeFile(component, 'export default function Greeting() {\n  return <p id="greeting">First words</p>;\n}\n');
    await writeFile(path.join(site, 'content/docs/greeting.mdx'), "---\ntitle: Greeting\n---\nimport Greeting from '@site/src/components/Greeting';\n\n# Greeting\n\n<Greeting />\n");
    const serve = await startServe(site);
    onTestFinished(() => stop(serve.child));
    expect(await pageOf(serve, '/docs/greeting')).toContain('<p id="greeting">First words</p>');
    save(component, 'export default function Greeting() {\n  return <p id="greeting">Second words</p>;\n}\n');
    expect(await pageOnceItHas(serve, '/docs/greeting', 'Second words')).toContain('<p id="greeting">Second words</p>');
    expect(serve.output()).toMatch(/Changed: .*src\/components\/Greeting\.tsx/);
  });

  // A compile worker that imported a site module started an esbuild process, which a terminated thread leaves unreaped.
  it.runIf(process.platform === 'linux')('ends the compile workers of a failed build without leaving their esbuild processes as zombies', async () => {
    const site = await copyFixture('mini-site');
    await mkdir(path.join(site, 'src/components'), { recursive: true });
    await writeFile(path.join(site, 'src/components/Greeting.tsx'), 'export default function Greeting() {\n  return <p id="greeting">Words</p>;\n}\n');
    const page = path.join(site, 'content/docs/greeting.mdx');
    const text = "---\ntitle: Greeting\n---\nimport Greeting from '@site/src/components/Greeting';\n\n# Greeting\n\n<Greeting />\n";
    await writeFile(page, text);
    const serve = await startServe(site);
    onTestFinished(() => stop(serve.child));
    expect(await pageOf(serve, '/docs/greeting')).toContain('<p id="greeting">Words</p>');
    for (const round of [1, 2]) {
      save(page, `${text}\n<div>\n`);
      await until(() => (serve.output().match(/^Build failed: 1 error\.$/gm)?.length ?? 0) === round, `failed build ${round}`, 60_000);
      save(page, `${text}\nRound ${round}.\n`);
      expect(await pageOnceItHas(serve, '/docs/greeting', `Round ${round}.`)).toContain(`Round ${round}.`);
    }
    expect(await zombieChildren(serve.child.pid!)).toEqual([]);
  });

  it('rebuilds when a file the config imports is saved', async () => {
    const site = await copyFixture('mini-site');
    // Outside the content, static and src folders: watched only as the config's own.
    const title = path.join(site, 'site-title.ts');
    await writeFile(title, "export const siteTitle = 'First Title';\n");
    const config = path.join(site, 'site.config.ts');
    const text = await readFile(config, 'utf8');
    await writeFile(config, `import { siteTitle } from './site-title.ts';\n${text.replace("title: 'Mini Site',", 'title: siteTitle,')}`);
    const serve = await startServe(site);
    onTestFinished(() => stop(serve.child));
    expect(await pageOf(serve, '/')).toContain('First Title');
    save(title, "export const siteTitle = 'Second Title';\n");
    expect(await pageOnceItHas(serve, '/', 'Second Title')).toContain('Second Title');
    expect(serve.output()).toMatch(/Changed: .*site-title\.ts/);
  });
});

describe('docgen serve on a machine out of file watchers', () => {
  it('checks the files instead once the watches run out, says once which limit to raise, and a save anywhere rewrites its page', async () => {
    const site = await copyFixture('mini-site');
    // Two folders watched, then the limit: without the fallback, saves rebuilt in those two and nowhere else.
    const serve = await startServe(site, { preload: path.join(PROJECT_ROOT, 'tests/helpers/watch-limit-reached.mjs'), env: { WATCHES_LEFT: '2' } });
    onTestFinished(() => stop(serve.child));
    await until(() => /Built \d+ pages/.test(serve.output()), 'the first build', 120_000);
    expect(await pageOf(serve, ROUTE)).toContain('<h1>Writing');
    const warnings = serve.output().match(/^warning: cannot watch .*$/gm) ?? [];
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('fs.inotify.max_user_watches');
    expect(warnings[0]).toContain('checks the files for changes every 100 ms instead');
    expect(serve.output()).toMatch(/^Serving at http:\/\/\S+ \(checking files for changes every 100 ms[;)]/m);
    expect(serve.output()).not.toContain('ENOSPC');
    const stream = await subscribe(serve.origin);
    onTestFinished(() => stream.close());
    const file = path.join(site, DOC);
    save(file, `${await readFile(file, 'utf8')}\n\nA paragraph seen once the watches ran out.\n`);
    expect(await pageOnceItHas(serve, ROUTE, 'A paragraph seen once the watches ran out.')).toContain('A paragraph seen once the watches ran out.');
    await until(() => stream.events.some((event) => event.data === 'reload'), 'the reload message');
    expect(serve.output()).toMatch(/^Updated \/docs\/guides\/writing in \d+ ms$/m);
    expect(serve.child.exitCode).toBeNull();
  });

  it('with --poll, checks the files instead, and a save rewrites its page all the same', async () => {
    const site = await copyFixture('mini-site');
    const serve = await startServe(site, { preload: path.join(PROJECT_ROOT, 'tests/helpers/watch-limit-reached.mjs'), args: ['--poll', '50'] });
    onTestFinished(() => stop(serve.child));
    await until(() => /Built \d+ pages/.test(serve.output()), 'the first build', 120_000);
    expect(serve.output()).toMatch(/^Serving at http:\/\/\S+ \(checking files for changes every 50 ms[;)]/m);
    expect(serve.output()).not.toContain('cannot watch');
    const stream = await subscribe(serve.origin);
    onTestFinished(() => stream.close());
    const file = path.join(site, DOC);
    save(file, `${await readFile(file, 'utf8')}\n\nA paragraph seen by polling.\n`);
    expect(await pageOnceItHas(serve, ROUTE, 'A paragraph seen by polling.')).toContain('A paragraph seen by polling.');
    await until(() => stream.events.some((event) => event.data === 'reload'), 'the reload message');
    expect(serve.output()).toMatch(/^Updated \/docs\/guides\/writing in \d+ ms$/m);
  });
});

describe('docgen serve when a component loops forever', () => {
  const LOOPING = 'export default function Counter() {\n  let count = 0;\n  while (count < 3) count--;\n  return <p id="counter">Counted to {count}</p>;\n}\n';
  const MENDED = 'export default function Counter() {\n  let count = 0;\n  while (count < 5) count++;\n  return <p id="counter">Counted to {count}</p>;\n}\n';

  /** The mini site with the component, a page that shows it, and `pages` more pages (70 by default: enough for docgen build's compile workers). */
  async function siteWithCounter(component: string, { pages = 70 } = {}): Promise<string> {
    const site = await copyFixture('mini-site');
    for (let index = 0; index < pages; index++) await writeFile(path.join(site, `content/docs/many-${index}.md`), `# Page ${index}\n\nText of page ${index}.\n`);
    await mkdir(path.join(site, 'src/components'), { recursive: true });
    await writeFile(path.join(site, 'src/components/Counter.tsx'), component);
    // A first paragraph, the page's description, which the saves below leave as it is: a page saved alone is updated alone.
    await writeFile(path.join(site, 'content/docs/counter.mdx'), "import Counter from '@site/src/components/Counter';\n\n# Counter\n\nA page that counts.\n\n<Counter />\n");
    return site;
  }

  it.skipIf(availableParallelism() < 2)('on a compile worker: stops the page after the time limit, says which, serves on, and builds the mended page', async () => {
    const site = await siteWithCounter(LOOPING);
    const serve = await startServe(site, { env: { DOCGEN_TIME_LIMIT: '3' } });
    onTestFinished(() => stop(serve.child));
    await until(() => /The first build failed/.test(serve.output()), 'the first build to fail', 120_000);
    expect(serve.output()).toMatch(/^error: \S*content\/docs\/counter\.mdx: Compiling this page took more than 3 s, so docgen stopped it: a component it renders, or a remark or rehype plugin, may loop forever\.$/m);
    expect(serve.child.exitCode).toBeNull();

    save(path.join(site, 'src/components/Counter.tsx'), MENDED);
    expect(await pageOnceItHas(serve, '/docs/counter', 'Counted to 5')).toContain('<p id="counter">Counted to 5</p>');
    const other = path.join(site, 'content/docs/many-3.md');
    save(other, '# Page 3\n\nSaved after the loop was mended.\n');
    expect(await pageOnceItHas(serve, '/docs/many-3', 'Saved after the loop was mended.')).toContain('Saved after the loop was mended.');
  });

  it.skipIf(availableParallelism() < 2)('in a page saved alone: the worker kept for page updates stops it, the error shows, and the next save updates the page', async () => {
    const site = await siteWithCounter(MENDED);
    const serve = await startServe(site, { env: { DOCGEN_TIME_LIMIT: '3' } });
    onTestFinished(() => stop(serve.child));
    await until(() => /Built \d+ pages/.test(serve.output()), 'the first build', 120_000);
    const stream = await subscribe(serve.origin);
    onTestFinished(() => stream.close());
    const page = path.join(site, 'content/docs/counter.mdx');
    const text = await readFile(page, 'utf8');
    // An expression in the page itself, whose loop never ends: the page is updated alone, on the worker kept for it.
    save(page, `${text}\nSpun {(() => { let turn = 0; while (turn !== 3) turn--; return turn; })()} times.\n`);
    await until(() => stream.events.some((event) => event.event === 'build-error'), 'the build-error event', 60_000);
    const { messages } = JSON.parse(stream.events.find((event) => event.event === 'build-error')!.data) as { messages: string[] };
    expect(messages).toEqual([expect.stringMatching(/content\/docs\/counter\.mdx: Compiling this page took more than 3 s, so docgen stopped it/)]);
    // Told without a whole build, which would compile the page again on the main thread.
    expect(serve.output()).not.toMatch(/Changed: .*counter\.mdx\n(.*\n)*Reading content/);
    expect(serve.child.exitCode).toBeNull();

    // Saved back as it was before: the site is right again, and the error goes. (The page's output never changed, but the
    // site showed an error, which only a build can find gone.)
    const eventsBefore = stream.events.length;
    save(page, text);
    await until(() => stream.events.slice(eventsBefore).some((event) => event.data === 'reload'), 'the reload message', 60_000);
    expect(injectedFailure(await pageOf(serve, '/docs/counter'))).toBeNull();

    save(page, `${text}\nSpun {(() => { let turn = 0; while (turn !== 3) turn++; return turn; })()} times.\n`);
    expect(await pageOnceItHas(serve, '/docs/counter', 'Spun 3 times.')).toContain('Spun 3 times.');
    expect(serve.output()).toMatch(/^Updated \/docs\/counter in \d+ ms$/m);
  });

  it('in a whole build of a small site: its one worker stops the page, the error shows, and serving goes on', async () => {
    // Too few pages for the workers of docgen build, which would compile them on the main thread, where nothing but ending docgen stops a loop.
    const site = await siteWithCounter(MENDED, { pages: 0 });
    const serve = await startServe(site, { env: { DOCGEN_TIME_LIMIT: '3' } });
    onTestFinished(() => stop(serve.child));
    expect(await pageOf(serve, '/docs/counter')).toContain('<p id="counter">Counted to 5</p>');
    const stream = await subscribe(serve.origin);
    onTestFinished(() => stream.close());
    // A saved component rebuilds the site, and compiles again the one page that imports it.
    save(path.join(site, 'src/components/Counter.tsx'), LOOPING);
    await until(() => stream.events.some((event) => event.event === 'build-error'), 'the build-error event', 60_000);
    expect(serve.output()).toMatch(/^error: \S*content\/docs\/counter\.mdx: Compiling this page took more than 3 s, so docgen stopped it: a component it renders, or a remark or rehype plugin, may loop forever\.$/m);
    expect(serve.child.exitCode).toBeNull();

    save(path.join(site, 'src/components/Counter.tsx'), MENDED.replace('Counted to', 'Counted again to'));
    expect(await pageOnceItHas(serve, '/docs/counter', 'Counted again to 5')).toContain('<p id="counter">Counted again to 5</p>');
    // The page's description, which the sidebar and other pages show: a whole build again, on the worker started in place of the stopped one.
    const page = path.join(site, 'content/docs/counter.mdx');
    save(page, (await readFile(page, 'utf8')).replace('A page that counts.', 'Spun {(() => { let turn = 0; while (turn !== 3) turn++; return turn; })()} times.'));
    expect(await pageOnceItHas(serve, '/docs/counter', 'Spun 3 times.')).toContain('Spun 3 times.');
  });

  it('on the main thread (a React page that renders the component): names the function and its line, and ends with exit code 1', async () => {
    const site = await siteWithCounter(MENDED, { pages: 0 });
    await writeFile(path.join(site, 'content/pages/count.tsx'), "import Counter from '@site/src/components/Counter';\n\nexport default function CountPage() {\n  return <main><Counter /></main>;\n}\n");
    const serve = await startServe(site, { env: { DOCGEN_TIME_LIMIT: '3' } });
    onTestFinished(() => stop(serve.child));
    expect(await pageOf(serve, '/count')).toContain('<p id="counter">Counted to 5</p>');
    save(path.join(site, 'src/components/Counter.tsx'), LOOPING);
    await until(() => serve.child.exitCode !== null, 'docgen serve to stop', 60_000);
    expect(serve.child.exitCode).toBe(1);
    expect(serve.output()).toMatch(/^error: \S*src\/components\/Counter\.tsx:[23](:\d+)?: The function Counter ran for more than 3 s without a pause, so docgen stopped: it may loop forever\.$/m);
    expect(serve.output()).not.toContain('Waiting for the debugger');
  });
});
