import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { appendFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLastUpdates } from '../../src/content/last-updated.ts';
import type { BuildErrors } from '../../src/shared/errors.ts';
import { routeChunkFile } from '../../src/shared/route-chunks.ts';
import { build, copyFixture, tempDir } from '../helpers/build.ts';

const EDIT = 'https://git.example.test/site/edit/main/';
const ALICE = { name: 'Alice Example', email: 'alice@example.test', date: '2023-01-05T10:00:00Z' };
const BOB = { name: 'Bob Example', email: 'bob@example.test', date: '2023-02-10T08:30:00Z' };

/** git with fixed identities and dates, and without the machine's own git configuration. */
function git(cwd: string, args: string[], who = ALICE): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_AUTHOR_DATE: who.date,
      GIT_COMMITTER_NAME: who.name,
      GIT_COMMITTER_EMAIL: who.email,
      GIT_COMMITTER_DATE: who.date,
    },
  });
}

/**
 * Runs `task` with a `git` on the PATH that logs each invocation and then runs
 * the real git: the build does its real work, and we see how often it asked.
 */
async function countingGitCalls<T>(task: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const dir = await tempDir('git-shim');
  const log = path.join(dir, 'calls.log');
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const shim = path.join(dir, 'git');
  await writeFile(shim, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${realGit}' "$@"\n`);
  chmodSync(shim, 0o755);
  await writeFile(log, '');
  const savedPath = process.env.PATH;
  process.env.PATH = `${dir}${path.delimiter}${savedPath ?? ''}`;
  try {
    const result = await task();
    return { result, calls: (await readFile(log, 'utf8')).split('\n').filter(Boolean) };
  } finally {
    process.env.PATH = savedPath;
  }
}

/** The doc footer of a built page, with its visible text. */
async function footerOf(outDir: string, file: string) {
  const tree: Root = fromHtml(await readFile(path.join(outDir, file), 'utf8'));
  const footer = select('footer.theme-doc-footer', tree);
  const edit = footer ? select('a.theme-edit-this-page', footer) : undefined;
  const updated = footer ? select('.theme-last-updated', footer) : undefined;
  const time = updated ? select('time', updated) : undefined;
  return {
    footer,
    editHref: edit?.properties.href as string | undefined,
    edit: edit as Element | undefined,
    updatedText: updated ? toString(updated).replace(/\s+/g, ' ').trim() : undefined,
    datetime: time?.properties.dateTime as string | undefined,
  };
}

/** A config beside the fixture's own, with the docs instances changed. */
async function writeConfig(siteDir: string, name: string, docs: string, extra = ''): Promise<string> {
  const file = path.join(siteDir, name);
  await writeFile(
    file,
    `import { defineConfig } from 'docgen';
import base from './site.config.ts';

export default defineConfig({
  ...base,${extra}
  docs: ${docs},
});
`,
  );
  return file;
}

const copies: string[] = [];
afterAll(async () => {
  for (const dir of copies) await rm(dir, { recursive: true, force: true });
});

async function fixtureCopy(): Promise<string> {
  const dir = await copyFixture('mini-site');
  copies.push(dir);
  return dir;
}

describe('edit links and last-updated times', () => {
  let siteDir: string;
  let outDir: string;
  let warnings: string[];
  let gitCalls: string[];

  beforeAll(async () => {
    siteDir = await fixtureCopy();
    const content = path.join(siteDir, 'content');
    // Front matter cases: a date and author of their own, and a doc whose edit link is hidden.
    const lock = path.join(content, 'docs/01-apis/core/lock.md');
    await writeFile(lock, (await readFile(lock, 'utf8')).replace('sidebar_position: 1\n', 'sidebar_position: 1\nlast_update:\n  date: 2022-03-04\n  author: Carol Example\n'));
    const writing = path.join(content, 'docs/guides/writing.mdx');
    await writeFile(writing, `---\ncustom_edit_url: null\n---\n${await readFile(writing, 'utf8')}`);

    git(siteDir, ['init', '--quiet']);
    git(siteDir, ['add', '.']);
    git(siteDir, ['commit', '--quiet', '-m', 'First version'], ALICE);
    await appendFile(path.join(content, 'docs/01-apis/core/dml.md'), '\nMore about records.\n');
    await appendFile(path.join(content, 'versioned_docs/version-1.0/intro.md'), '\nA correction.\n');
    git(siteDir, ['commit', '--quiet', '-am', 'Second version'], BOB);
    // Written after the last commit: not in the history yet.
    await writeFile(path.join(content, 'general/untracked.md'), '# Not committed\n\nNew page.\n');

    const config = await writeConfig(
      siteDir,
      'last-updated.config.ts',
      `[
    { ...base.docs[0]!, editUrl: '${EDIT}', showLastUpdateTime: true, showLastUpdateAuthor: true },
    { ...base.docs[1]!, editUrl: '${EDIT}', editCurrentVersion: true, showLastUpdateTime: true, showLastUpdateAuthor: true },
  ]`,
    );
    outDir = path.join(await tempDir('last-updated'), 'out');
    const counted = await countingGitCalls(() => build(config, outDir));
    warnings = counted.result.reporter.warnings.map((warning) => warning.message);
    gitCalls = counted.calls;
  });

  it('builds without warnings', () => {
    expect(warnings).toEqual([]);
  });

  it('asks git twice for the whole build: the repository, then one log', () => {
    expect(gitCalls).toHaveLength(2);
    expect(gitCalls[0]).toBe('rev-parse --show-toplevel');
    expect(gitCalls[1]).toMatch(/(^| )log /);
  });

  it('links a current doc to its file in the content folder, in a new tab', async () => {
    const intro = await footerOf(outDir, 'docs.html');
    expect(intro.editHref).toBe(`${EDIT}docs/intro.md`);
    expect(intro.edit?.properties.target).toBe('_blank');
    expect(toString(intro.edit!)).toContain('Edit this page');
    expect(select('svg', intro.edit!)).toBeDefined();
    // The file name keeps its number prefix: it is the file's path, not the URL.
    expect((await footerOf(outDir, 'docs/apis/core/dml.html')).editHref).toBe(`${EDIT}docs/01-apis/core/dml.md`);
  });

  it('links a versioned doc to its versioned_docs file', async () => {
    expect((await footerOf(outDir, 'docs/1.0.html')).editHref).toBe(`${EDIT}versioned_docs/version-1.0/intro.md`);
  });

  it('shows the last commit of each file: date, author and machine-readable time', async () => {
    const intro = await footerOf(outDir, 'docs.html');
    expect(intro.updatedText).toBe('Last updated on 5 Jan 2023 by Alice Example');
    expect(intro.datetime).toBe('2023-01-05T10:00:00.000Z');
    const dml = await footerOf(outDir, 'docs/apis/core/dml.html');
    expect(dml.updatedText).toBe('Last updated on 10 Feb 2023 by Bob Example');
    expect(dml.datetime).toBe('2023-02-10T08:30:00.000Z');
    expect((await footerOf(outDir, 'docs/1.0.html')).updatedText).toBe('Last updated on 10 Feb 2023 by Bob Example');
  });

  it('prefers front matter: last_update replaces the git data, custom_edit_url: null hides the link', async () => {
    const lock = await footerOf(outDir, 'docs/apis/core/lock.html');
    expect(lock.updatedText).toBe('Last updated on 4 Mar 2022 by Carol Example');
    expect(lock.datetime).toBe('2022-03-04T00:00:00.000Z');
    const writing = await footerOf(outDir, 'docs/guides/writing.html');
    expect(writing.editHref).toBeUndefined();
    expect(writing.updatedText).toBe('Last updated on 5 Jan 2023 by Alice Example');
  });

  it('shows no date for a file that is not committed yet, but still its edit link', async () => {
    const untracked = await footerOf(outDir, 'general/untracked.html');
    expect(untracked.updatedText).toBeUndefined();
    expect(untracked.editHref).toBe(`${EDIT}general/untracked.md`);
  });

  it('puts the same data in the client router’s chunk of the page', async () => {
    const chunk = JSON.parse(await readFile(path.join(outDir, routeChunkFile('/', '/docs/apis/core/dml')), 'utf8'));
    expect(chunk.page.docs.editUrl).toBe(`${EDIT}docs/01-apis/core/dml.md`);
    expect(chunk.page.docs.lastUpdate).toEqual({ at: Date.parse(BOB.date), date: '10 Feb 2023', by: BOB.name });
  });

  it('gives other docs pages no edit link or date', async () => {
    const index = await footerOf(outDir, 'docs/category/apis.html');
    expect(index.editHref).toBeUndefined();
    expect(index.updatedText).toBeUndefined();
  });

  it('with editCurrentVersion, versioned docs edit the current file; only what is enabled is shown', async () => {
    const config = await writeConfig(
      siteDir,
      'current-version.config.ts',
      // No trailing slash this time: the link still has exactly one slash between its parts.
      `[
    { ...base.docs[0]!, editUrl: '${EDIT.replace(/\/$/, '')}', editCurrentVersion: true, showLastUpdateTime: true },
    { ...base.docs[1]!, showLastUpdateAuthor: true },
  ]`,
    );
    const out = path.join(await tempDir('last-updated-current'), 'out');
    await build(config, out);
    const old = await footerOf(out, 'docs/1.0.html');
    expect(old.editHref).toBe(`${EDIT}docs/intro.md`);
    expect(old.updatedText).toBe('Last updated on 10 Feb 2023');
    const general = await footerOf(out, 'general.html');
    expect(general.editHref).toBeUndefined();
    expect(general.updatedText).toBe('Last updated by Alice Example');
    expect(general.datetime).toBeUndefined();
  });

  it("writes the date in the calendar the locale's settings name, in the page and in its data", async () => {
    const config = await writeConfig(
      siteDir,
      'calendar.config.ts',
      `[{ ...base.docs[0]!, showLastUpdateTime: true }, base.docs[1]!]`,
      `\n  i18n: { defaultLocale: 'en-AU', locales: ['en-AU'], localeConfigs: { 'en-AU': { calendar: 'islamic' } } },`,
    );
    const out = path.join(await tempDir('last-updated-calendar'), 'out');
    await build(config, out);
    const dml = await footerOf(out, 'docs/apis/core/dml.html');
    expect(dml.updatedText).toBe('Last updated on 20 Raj. 1444 AH');
    expect(dml.datetime).toBe('2023-02-10T08:30:00.000Z');
    const chunk = JSON.parse(await readFile(path.join(out, routeChunkFile('/', '/docs/apis/core/dml')), 'utf8'));
    expect(chunk.page.docs.lastUpdate.date).toBe('20 Raj. 1444 AH');
  });
});

describe('an editUrl function, as Docusaurus takes it', () => {
  it("is given each doc's version, folder, path, permalink and locale, and its answer is the link (none for undefined)", async () => {
    const siteDir = await fixtureCopy();
    const config = await writeConfig(
      siteDir,
      'edit-function.config.ts',
      `[
    {
      ...base.docs[0]!,
      editUrl: ({ version, versionDocsDirPath, docPath, permalink, locale }) =>
        docPath.startsWith('guides/') ? undefined : \`${EDIT}\${versionDocsDirPath}/\${docPath}?version=\${version}&page=\${encodeURIComponent(permalink)}&locale=\${locale}\`,
    },
    { ...base.docs[1]!, editUrl: () => undefined },
  ]`,
    );
    const out = path.join(await tempDir('edit-function'), 'out');
    await build(config, out);
    expect((await footerOf(out, 'docs/apis/core/dml.html')).editHref).toBe(`${EDIT}docs/01-apis/core/dml.md?version=current&page=%2Fdocs%2Fapis%2Fcore%2Fdml&locale=en-AU`);
    expect((await footerOf(out, 'docs/1.0.html')).editHref).toBe(`${EDIT}versioned_docs/version-1.0/intro.md?version=1.0&page=%2Fdocs%2F1.0&locale=en-AU`);
    expect((await footerOf(out, 'docs/guides/writing.html')).editHref).toBeUndefined();
    expect((await footerOf(out, 'general.html')).editHref).toBeUndefined();
  });

  it('that answers something other than a URL fails the build, naming the doc', async () => {
    const siteDir = await fixtureCopy();
    const config = await writeConfig(siteDir, 'edit-number.config.ts', `[base.docs[0]!, { ...base.docs[1]!, editUrl: () => 42 as unknown as string }]`);
    const failure = await build(config, path.join(await tempDir('edit-number'), 'out')).then(
      () => undefined,
      (error: BuildErrors) => error,
    );
    const first = failure?.errors[0];
    expect(first?.message).toBe("The docs set's editUrl function returned number for this doc, where a URL (or undefined for no link) belongs.");
    expect(first?.location?.file).toBe(path.join(siteDir, 'content/general/index.md'));
  });
});

describe("a blog's posts", () => {
  it("show their last commit, or their front matter's last_update, on their own pages, from the build's one git log", async () => {
    const siteDir = await copyFixture('blog-site');
    copies.push(siteDir);
    const blog = path.join(siteDir, 'content/blog');
    const releaseDay = path.join(blog, '2024-05-02-release-day.md');
    await writeFile(releaseDay, (await readFile(releaseDay, 'utf8')).replace('tags: [release, Community]\n', 'tags: [release, Community]\nlast_update:\n  date: 2024-05-09\n  author: Priya Nair\n'));
    git(siteDir, ['init', '--quiet']);
    git(siteDir, ['add', '.']);
    git(siteDir, ['commit', '--quiet', '-m', 'First posts'], ALICE);
    await appendFile(path.join(blog, '2024-01-09-new-year.md'), '\nA goal was added in February.\n');
    git(siteDir, ['commit', '--quiet', '-am', 'A later change'], BOB);
    const config = path.join(siteDir, 'updated.config.ts');
    await writeFile(
      config,
      `import { defineConfig } from 'docgen';\nimport base from './site.config.ts';\n\nexport default defineConfig({ ...base, blog: { ...base.blog!, showLastUpdateTime: true, showLastUpdateAuthor: true } });\n`,
    );
    const out = path.join(await tempDir('blog-updated'), 'out');
    const { calls } = await countingGitCalls(() => build(config, out));
    expect(calls).toHaveLength(2);

    const newYear = await footerOf(out, 'blog/2024/01/09/new-year.html');
    expect(newYear.updatedText).toBe('Last updated on 10 Feb 2023 by Bob Example');
    expect(newYear.datetime).toBe('2023-02-10T08:30:00.000Z');
    expect(newYear.editHref).toBe('https://git.example.test/notes/edit/main/content/blog/2024-01-09-new-year.md');
    expect((await footerOf(out, 'blog/2024/03/18/plugin-checks.html')).updatedText).toBe('Last updated on 5 Jan 2023 by Alice Example');
    expect((await footerOf(out, 'blog/2024/05/02/release-day.html')).updatedText).toBe('Last updated on 9 May 2024 by Priya Nair');
    // The lists show posts' dates, not when they changed.
    expect(await readFile(path.join(out, 'blog.html'), 'utf8')).not.toContain('theme-last-updated');
  });

  it('dated neither by their front matter nor by their name, take their first commit, as in Docusaurus, not the checkout\'s time', async () => {
    const siteDir = await copyFixture('blog-site');
    copies.push(siteDir);
    const undated = path.join(siteDir, 'content/blog/undated-notes.md');
    await writeFile(undated, '---\ntitle: Notes without a date\nauthors: mara\n---\nWritten long ago.\n\n<!-- truncate -->\n\nMore.\n');
    git(siteDir, ['init', '--quiet']);
    git(siteDir, ['add', '.']);
    git(siteDir, ['commit', '--quiet', '-m', 'First posts'], ALICE);
    await appendFile(undated, '\nChanged later.\n');
    git(siteDir, ['commit', '--quiet', '-am', 'A later change'], BOB);
    const out = path.join(await tempDir('blog-undated'), 'out');
    // The history is asked for once (the repository, then one log) because a post needs it.
    const { calls } = await countingGitCalls(() => build(path.join(siteDir, 'site.config.ts'), out));
    expect(calls).toHaveLength(2);
    const feed = JSON.parse(await readFile(path.join(out, 'blog/feed.json'), 'utf8')) as { items: { title: string; date_modified: string }[] };
    expect(feed.items.find((item) => item.title === 'Notes without a date')?.date_modified).toBe('2023-01-05T10:00:00.000Z');
    // Oldest, so last in the list, not first as a post of the day of the build would be.
    expect(feed.items.at(-1)?.title).toBe('Notes without a date');
  });
});

describe('content outside any git repository', () => {
  it('builds, warns once, and shows edit links but no last-updated text', async () => {
    // The config stays in the project (it imports 'docgen'); the content lives where no repository is.
    const siteDir = await fixtureCopy();
    const outside = await tempDir('no-git');
    await cp(path.join(siteDir, 'content'), path.join(outside, 'content'), { recursive: true });
    await cp(path.join(siteDir, 'static'), path.join(outside, 'static'), { recursive: true });
    expect(() => execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: outside, stdio: 'pipe' }), 'the temporary folder must not be inside a git repository').toThrow();
    const config = await writeConfig(
      siteDir,
      'no-git.config.ts',
      `[
    { ...base.docs[0]!, editUrl: '${EDIT}', showLastUpdateTime: true, showLastUpdateAuthor: true },
    { ...base.docs[1]!, editUrl: '${EDIT}', showLastUpdateTime: true, showLastUpdateAuthor: true },
  ]`,
      `\n  contentDir: ${JSON.stringify(path.join(outside, 'content'))},\n  staticDir: ${JSON.stringify(path.join(outside, 'static'))},`,
    );
    const out = path.join(await tempDir('no-git-out'), 'out');
    const result = await build(config, out);
    const warnings = result.reporter.warnings.map((warning) => warning.message);
    expect(warnings).toEqual([`Last-updated times are unavailable: ${path.join(outside, 'content')} is not in a git repository`]);
    const intro = await footerOf(out, 'docs.html');
    expect(intro.editHref).toBe(`${EDIT}docs/intro.md`);
    expect(intro.updatedText).toBeUndefined();
    expect(await readFile(path.join(out, 'docs/apis/core/dml.html'), 'utf8')).not.toContain('theme-last-updated');
  });
});

describe('readLastUpdates', () => {
  it('reads every file of a repository from one git log, newest commit first', async () => {
    const repo = await tempDir('history');
    const folder = path.join(repo, 'docs');
    await mkdir(path.join(folder, 'deep/er'), { recursive: true });
    const files = Array.from({ length: 300 }, (_, index) => path.join(folder, index % 2 ? 'deep/er' : '', `page ${index} ü.md`));
    await Promise.all(files.map((file) => writeFile(file, 'one\n')));
    await writeFile(path.join(repo, 'outside.md'), 'not asked for\n');
    git(repo, ['init', '--quiet']);
    git(repo, ['add', '.']);
    git(repo, ['commit', '--quiet', '-m', 'one'], ALICE);
    await writeFile(files[7]!, 'two\n');
    git(repo, ['mv', files[8]!, path.join(folder, 'renamed.md')]);
    git(repo, ['commit', '--quiet', '-am', 'two'], BOB);
    await writeFile(path.join(folder, 'new.md'), 'not committed\n');

    const { result: updates, calls } = await countingGitCalls(() => readLastUpdates([folder, path.join(folder, 'deep')]));
    expect(calls).toHaveLength(2);
    // 300 files, plus renamed.md; the old name of the renamed file stays listed (deleted in commit two), which is harmless.
    expect(updates.size).toBe(301);
    expect(updates.get(files[0]!)).toEqual({ timestamp: Date.parse(ALICE.date), author: ALICE.name, firstTimestamp: Date.parse(ALICE.date) });
    expect(updates.get(files[299]!)).toEqual({ timestamp: Date.parse(ALICE.date), author: ALICE.name, firstTimestamp: Date.parse(ALICE.date) });
    // Changed in the second commit: its last update is that one, its first commit the first.
    expect(updates.get(files[7]!)).toEqual({ timestamp: Date.parse(BOB.date), author: BOB.name, firstTimestamp: Date.parse(ALICE.date) });
    expect(updates.get(path.join(folder, 'renamed.md'))).toEqual({ timestamp: Date.parse(BOB.date), author: BOB.name, firstTimestamp: Date.parse(BOB.date) });
    expect(updates.has(path.join(folder, 'new.md'))).toBe(false);
    expect(updates.has(path.join(repo, 'outside.md'))).toBe(false);
  });

  it('returns nothing, and says why once, for a folder outside any repository', async () => {
    const dir = await tempDir('plain');
    await writeFile(path.join(dir, 'a.md'), 'a\n');
    const reasons: string[] = [];
    const updates = await readLastUpdates([dir], { onUnavailable: (_dir, reason) => reasons.push(reason) });
    expect(updates.size).toBe(0);
    expect(reasons).toEqual([`${dir} is not in a git repository`]);
  });
});
