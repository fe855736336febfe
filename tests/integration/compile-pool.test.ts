import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileJobFor, type CompileEnvironment, type CompileJob } from '../../src/build/compile-job.ts';
import { createCompilePool, PoolClosedError } from '../../src/build/compile-pool.ts';
import { resolveImportOptions } from '../../src/build/import-options.ts';
import { collectLinkTargets } from '../../src/build/markdown-link-resolver.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { buildRouteTable, isMarkdownRoute } from '../../src/routes/route-table.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { FIXTURES, PROJECT_ROOT } from '../helpers/build.ts';
import { contentSiteOf } from '../../src/build/content-site.ts';

async function miniSite() {
  const loaded = await loadConfig(path.join(FIXTURES, 'mini-site/site.config.ts'), PROJECT_ROOT);
  const reporter = createReporter();
  const content = await loadContent(loaded, { includeDrafts: false, reporter });
  const { config, siteDir, contentDir, staticDirs } = loaded;
  const environment: CompileEnvironment = { baseUrl: config.baseUrl, siteDir, contentDir, staticDirs, codeThemes: config.codeThemes, magicComments: config.codeMagicComments, tableOfContents: config.tableOfContents, admonitions: config.mdx.admonitions, site: contentSiteOf(config), direction: 'ltr', linkTargets: collectLinkTargets(content, contentDir), onBrokenMarkdownLinks: config.onBrokenMarkdownLinks, imports: resolveImportOptions(config.mdx, siteDir) };
  const routes = buildRouteTable(content, config.baseUrl, reporter, config.onDuplicateRoutes).filter(isMarkdownRoute);
  return { environment, jobs: routes.map((route) => compileJobFor(route)) };
}

describe('the compile pool', () => {
  it('leaves a core to the main thread', async () => {
    const { environment } = await miniSite();
    // As many pages as a site that gets workers.
    const pool = await createCompilePool(environment, 100);
    try {
      expect(pool.threads).toBe(Math.min(availableParallelism() - 1, 8));
    } finally {
      await pool.close();
    }
  });

  it('keeps one worker ready for page updates once the build is done', async () => {
    const { environment, jobs } = await miniSite();
    const pool = await createCompilePool(environment, 100, { workers: 2 });
    try {
      expect(pool.threads).toBe(2);
      const first = await Promise.all(jobs.map((job) => pool.run([job])));
      // Asked while every worker is busy (a reader's page still compiling): the others end as they finish.
      const busy = Promise.all(jobs.slice(0, pool.threads).map((job) => pool.run([job])));
      await pool.keepOneReady();
      await busy;
      expect(pool.threads).toBe(1);
      // The kept worker compiles as the build's workers did.
      const again = await pool.run([jobs[0]!], { urgent: true });
      expect(again).toEqual(first[0]);
    } finally {
      await pool.close();
    }
    await expect(pool.run([jobs[0]!])).rejects.toBeInstanceOf(PoolClosedError);
  });

  it('answers every group when more are sent than the workers hold, in any order of finishing', async () => {
    const { environment, jobs } = await miniSite();
    const pool = await createCompilePool(environment, 100, { workers: 1 });
    try {
      const alone = await Promise.all(jobs.map((job) => pool.run([job])));
      // All at once: one compiling, one queued in the worker, the rest waiting in the pool; an urgent one among them.
      const together = await Promise.all(jobs.map((job, index) => pool.run([job], { urgent: index === jobs.length - 1 })));
      expect(together).toEqual(alone);
    } finally {
      await pool.close();
    }
  });

  it("puts a reader's urgent group before the groups already queued in the worker", async () => {
    const { environment, jobs } = await miniSite();
    const pool = await createCompilePool(environment, 100, { workers: 1 });
    try {
      const [job] = jobs;
      // Long pages, so that the order does not depend on how quickly this thread answers the worker.
      const long: CompileJob = { ...job!, file: { ...job!.file, body: 'A paragraph with *emphasis*, `code` and a [link](https://moodle.org).\n\n'.repeat(1500) } };
      const finished: string[] = [];
      const ordinary = Array.from({ length: 14 }, (_, index) => pool.run([long]).then(() => finished.push(`group ${index}`)));
      const urgent = pool.run([job!], { urgent: true }).then(() => finished.push('urgent'));
      await Promise.all([...ordinary, urgent]);
      // Eight groups are in the worker and six wait in the pool when it comes; it is sent at once and follows the group being compiled.
      expect(finished.indexOf('urgent')).toBeLessThanOrEqual(1);
    } finally {
      await pool.close();
    }
  });

  it("highlights a worker's code blocks on the main thread, as a page compiled there would have them", async () => {
    const { environment, jobs } = await miniSite();
    const inThread = await createCompilePool(environment, jobs.length);
    const workers = await createCompilePool(environment, 100, { workers: 1 });
    try {
      const [job] = jobs;
      const fences = '```php title="lib.php" {2} showLineNumbers\n<?php\n$a = 1;\n```\n\n```js\nconst b = 2;\n```\n';
      const withCode = ['md', 'mdx'].map((extension): CompileJob => ({ ...job!, file: { ...job!.file, path: job!.file.path.replace(/\.mdx?$/, `.${extension}`), body: fences } }));
      const expected = await Promise.all([...jobs, ...withCode].map((job) => inThread.run([job])));
      const html = expected.flat().map((outcome) => (outcome.ok ? outcome.result.html : '')).join('\n');
      expect(html).toContain('<pre class="shiki');
      expect(html).toContain('with-line-numbers');
      expect(await Promise.all([...jobs, ...withCode].map((job) => workers.run([job])))).toEqual(expected);
    } finally {
      await Promise.all([inThread.close(), workers.close()]);
    }
  });

  it("writes a worker's strings in the site's language: admonitions, code blocks and heading links", async () => {
    const { environment, jobs } = await miniSite();
    const translations = { locale: 'fr', messages: { 'theme.admonition.note': 'remarque', 'theme.CodeBlock.copyButtonAriaLabel': 'Copier le code', 'theme.common.headingLinkTitle': 'Lien direct vers {heading}' } };
    const pool = await createCompilePool({ ...environment, translations }, 100, { workers: 1 });
    try {
      const [job] = jobs;
      const french: CompileJob = { ...job!, file: { ...job!.file, body: '## Requêtes\n\n:::note\n\nÀ lire.\n\n:::\n\n```php\n<?php\n```\n' } };
      const [outcome] = await pool.run([french]);
      const html = outcome?.ok ? outcome.result.html : '';
      expect(html).toMatch(/admonitionIcon"><\/span>remarque/);
      expect(html).toContain('aria-label="Copier le code"');
      expect(html).toContain('title="Lien direct vers Requêtes"');
    } finally {
      await pool.close();
    }
  });

  it('fails the groups of a worker that stops, and those sent after, instead of waiting for it', async () => {
    const { environment, jobs } = await miniSite();
    const pool = await createCompilePool(environment, 100, { workers: 1 });
    try {
      const [job] = jobs;
      // An MDX expression runs in the worker when the page is rendered: this one ends the thread.
      const stopping: CompileJob = { ...job!, file: { ...job!.file, path: job!.file.path.replace(/\.mdx?$/, '.mdx'), body: 'Before.\n\n{process.exit(3)}\n' } };
      const queued = pool.run([job!]);
      await expect(pool.run([stopping])).rejects.toThrow(/compile worker stopped \(exit code 3\)/);
      await expect(queued).resolves.toHaveLength(1);
      await expect(pool.run([job!])).rejects.toThrow('Every compile worker stopped.');
      // serve asks for a worker to keep after its first build: none is left, and it says so on the next page.
      await pool.keepOneReady();
      expect(pool.threads).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('compiles on the main thread for a small site, with no worker to keep', async () => {
    const { environment, jobs } = await miniSite();
    const pool = await createCompilePool(environment, jobs.length);
    expect(pool.threads).toBe(0);
    await pool.keepOneReady();
    const [outcome] = await pool.run([jobs[0]!]);
    expect(outcome?.ok).toBe(true);
    await pool.close();
  });

  it("compiles off the main thread for docgen serve, however few the pages, and with none, starts its worker behind the build", async () => {
    const { environment, jobs } = await miniSite();
    const few = await createCompilePool(environment, jobs.length, { offMainThread: true });
    const none = await createCompilePool(environment, 0, { offMainThread: true });
    try {
      expect(few.threads).toBe(1);
      // Counted while it starts, and a group sent meanwhile waits for it.
      expect(none.threads).toBe(1);
      const [outcome] = await none.run([jobs[0]!]);
      expect(outcome?.ok).toBe(true);
    } finally {
      await Promise.all([few.close(), none.close()]);
    }
  });

  it("takes over the last build's pool in docgen serve, whose worker compiles for the new build's environment", async () => {
    const { environment, jobs } = await miniSite();
    const linking: CompileJob = { ...jobs[0]!, file: { ...jobs[0]!.file, body: '[Downloads](/downloads)\n' } };
    const first = await createCompilePool(environment, 100, { workers: 1, offMainThread: true });
    const second = await createCompilePool({ ...environment, baseUrl: '/devdocs/' }, 3, { offMainThread: true, previous: first });
    expect(second).toBe(first);
    const [outcome] = await second.run([linking]);
    expect(outcome?.ok && outcome.result.html).toContain('href="/devdocs/downloads"');
    // Other code themes need another highlighting thread: the last pool is closed and a new one made.
    const third = await createCompilePool({ ...environment, codeThemes: { light: 'github-light', dark: 'github-dark' } }, 3, { offMainThread: true, previous: second });
    try {
      expect(third).not.toBe(second);
      await expect(second.run([linking])).rejects.toBeInstanceOf(PoolClosedError);
      const [again] = await third.run([linking]);
      expect(again?.ok && again.result.html).toContain('href="/downloads"');
    } finally {
      await third.close();
    }
  });
});
