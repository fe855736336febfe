// A site's own magic comments (codeMagicComments, Docusaurus's
// themeConfig.prism.magicComments) in a whole build: fenced code and MDX's
// <CodeBlock>, compiled on worker threads and highlighted on the highlight
// thread, as a site of more than a few dozen pages is.
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, copyFixture, tempDir } from '../helpers/build.ts';

const COMMENTS = `[
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'This will error' },
  ]`;

/** The classes of each line of the first code block of a page, in order. */
function lineClasses(html: string): string[] {
  const block = /<pre[\s\S]*?<\/pre>/.exec(html)![0];
  return [...block.matchAll(/<span class="(line[^"]*)"/g)].map(([, classes]) => classes!);
}

describe("a site's own magic comments", () => {
  let out: string;
  const page = (route: string) => readFile(path.join(out, `${route}.html`), 'utf8');

  beforeAll(async () => {
    const site = await copyFixture('mini-site');
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini Site',", `title: 'Mini Site',\n  codeMagicComments: ${COMMENTS},`));
    const general = path.join(site, 'content/general/many');
    await mkdir(general, { recursive: true });
    // Enough pages for the compile workers and the highlight thread.
    for (let index = 0; index < 70; index++) await writeFile(path.join(general, `page-${index}.md`), `# Page ${index}\n\nText.\n`);
    await appendFile(
      path.join(site, 'content/docs/guides/components.mdx'),
      "\n## Errors\n\n```js\nconst a = 1;\n// This will error\nconst b = a.c.d;\n// highlight-next-line\nconst c = 3;\n```\n\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">{'// This will error\\nnull.x;'}</CodeBlock>\n",
    );
    await writeFile(path.join(site, 'content/general/ranges.md'), '# Ranges\n\n```js {2}\nconst a = 1;\nconst b = 2;\n```\n');
    out = path.join(await tempDir('magic-comments'), 'out');
    await build(config, out);
  });

  it("give the lines after their directives their classes, and leave the directives' lines out", async () => {
    const html = await page('docs/guides/components');
    const code = html.slice(html.indexOf('id="errors"'));
    expect(lineClasses(code)).toEqual(['line', 'line code-block-error-line', 'line theme-code-block-highlighted-line']);
    expect(code.slice(0, code.indexOf('</pre>'))).not.toContain('This will error');
    // <CodeBlock> reads them too.
    const block = code.slice(code.indexOf('code-block-wrapper'));
    expect(lineClasses(block)).toEqual(['line code-block-error-line']);
  });

  it("give a {2} range the first comment's class", async () => {
    expect(lineClasses(await page('general/ranges'))).toEqual(['line', 'line theme-code-block-highlighted-line']);
  });
});
