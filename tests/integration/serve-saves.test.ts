import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../helpers/build.ts';
import { pageOf, pageOnceItHas, startServe, stop, subscribe, until, type ServeProcess } from '../helpers/serve-process.ts';

const DOC = 'content/docs/guides/writing.mdx';
const ROUTE = '/docs/guides/writing';

const builds = (serve: ServeProcess) => serve.output().match(/^Built \d+ pages/gm)?.length ?? 0;
const updates = (serve: ServeProcess) => serve.output().match(new RegExp(`^Updated ${ROUTE} in`, 'gm'))?.length ?? 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('docgen serve and the ways editors save', () => {
  let site: string;
  let serve: ServeProcess;

  beforeAll(async () => {
    site = await copyFixture('mini-site');
    serve = await startServe(site);
    await until(() => builds(serve) === 1, 'the first build', 120_000);
  });
  afterAll(() => stop(serve?.child));

  it('rewrites the page alone on a JetBrains safe save, its temporary files unseen', async () => {
    const file = path.join(site, DOC);
    const text = `${readFileSync(file, 'utf8').trimEnd()}\n\nSaved safely.\n`;
    // What PhpStorm does by default: the text to a copy, the doc moved aside, the copy renamed to the doc, the
    // old one deleted. The pauses, as when the text takes a moment to write, let the watcher see each file.
    writeFileSync(`${file}___jb_tmp___`, text);
    await pause(100);
    renameSync(file, `${file}___jb_old___`);
    renameSync(`${file}___jb_tmp___`, file);
    await pause(100);
    unlinkSync(`${file}___jb_old___`);
    await until(() => updates(serve) === 1, 'the page update');
    expect(await pageOf(serve, ROUTE)).toContain('Saved safely.');
    // Past chokidar's tenth of a second before it reports a removal.
    await pause(500);
    expect(builds(serve)).toBe(1);
    expect(serve.output()).not.toContain('___jb_');
  });

  it('ends with the saved text when a save empties the file and writes it a moment later', async () => {
    const file = path.join(site, DOC);
    const text = `${readFileSync(file, 'utf8').trimEnd()}\n\nSaved slowly.\n`;
    const handle = await open(file, 'w');
    await pause(300);
    await handle.writeFile(text);
    await handle.close();
    const html = await pageOnceItHas(serve, ROUTE, 'Saved slowly.');
    expect(html).toContain('Saved slowly.');
    expect(html).toContain('Saved safely.');
    expect(serve.output()).not.toMatch(/error/i);
  });

  it('reloads nothing when a doc is saved with the text its page shows', async () => {
    const file = path.join(site, DOC);
    const before = { builds: builds(serve), updates: updates(serve) };
    const reloads = await subscribe(serve.origin);
    try {
      writeFileSync(file, readFileSync(file, 'utf8'));
      await until(() => serve.output().includes(`Unchanged: ${ROUTE}`), 'the save to be seen');
      await pause(300);
      expect(reloads.events.filter((event) => event.data === 'reload')).toEqual([]);
      expect({ builds: builds(serve), updates: updates(serve) }).toEqual(before);
    } finally {
      reloads.close();
    }
  });

  it('leaves alone hidden files in the content and static folders, which the build leaves out', async () => {
    const before = { output: serve.output().length, builds: builds(serve), updates: updates(serve) };
    writeFileSync(path.join(site, 'content/docs/.DS_Store'), 'Finder’s view settings');
    writeFileSync(path.join(site, 'static/img/.DS_Store'), 'Finder’s view settings');
    await pause(300);
    // A save after them: had they been acted on, their rebuild would be printed before its update.
    const file = path.join(site, DOC);
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nSaved after Finder.\n`);
    await until(() => updates(serve) === before.updates + 1, 'the page update');
    expect(serve.output().slice(before.output)).not.toContain('.DS_Store');
    expect(builds(serve)).toBe(before.builds);
  });

  it('builds once when a doc is renamed, its new name and its old one seen together', async () => {
    const before = builds(serve);
    const reloads = await subscribe(serve.origin);
    try {
      renameSync(path.join(site, 'content/docs/01-apis/core/lock.md'), path.join(site, 'content/docs/01-apis/core/locks.md'));
      await until(() => builds(serve) === before + 1, 'the build after the rename');
      // Past chokidar's tenth of a second before it reports the old name's removal, and a second build's time.
      await pause(1500);
      expect(builds(serve)).toBe(before + 1);
      expect(reloads.events.filter((event) => event.data === 'reload')).toHaveLength(1);
      expect((await fetch(`${serve.origin}/docs/apis/core/locks`)).status).toBe(200);
      expect((await fetch(`${serve.origin}/docs/apis/core/lock`)).status).toBe(404);
    } finally {
      reloads.close();
    }
  });
});
