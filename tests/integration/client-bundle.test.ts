import { beforeAll, describe, expect, it } from 'vitest';
import { bundleScripts, type ClientScripts } from '../../src/output/client-bundle.ts';

/** docgen's own modules the client loads with import(), each by a string of its own code. */
const LAZY_MODULES = [
  ['the search dialog', 'searchModal__hitExcerpt'],
  ['the search page', 'searchQueryForm'],
  ["the service worker's registration", 'appinstalled'],
  ['the search engine, which the dialog and the search page share', 'mergeIndex'],
  ["the reload popup, offered when the service worker's update waits", 'pwa-popup-container'],
  ['the code that draws Mermaid diagrams, which only pages with one load', 'docgen-mermaid-'],
  ["the blog's pages", 'Blog recent posts navigation'],
];

describe("the client's scripts", () => {
  let scripts: ClientScripts;
  const file = (url: string) => scripts.files.find((candidate) => `/${candidate.path}` === url);
  const text = (url: string) => new TextDecoder().decode(file(url)!.contents);
  beforeAll(async () => {
    scripts = await bundleScripts('/');
  });

  it('load the first page in three files: the entry, the code it shares with the modules loaded later, and esbuild’s helpers', () => {
    expect(scripts.scripts).toHaveLength(1);
    expect(scripts.modulePreloads).toHaveLength(2);
    for (const url of [...scripts.scripts, ...scripts.modulePreloads]) expect(file(url), url).toBeDefined();
    // The entry only imports the rest: each chunk it loads is preloaded, so none waits for another.
    const imported = [...text(scripts.scripts[0]!).matchAll(/import\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(imported.sort()).toEqual([...scripts.modulePreloads].sort());
  });

  it.each(LAZY_MODULES)('keep %s out of the first load, importing the shared code instead of a copy', (_, marker) => {
    const firstLoad = new Set([...scripts.scripts, ...scripts.modulePreloads]);
    const holding = scripts.files.filter((candidate) => new TextDecoder().decode(candidate.contents).includes(marker));
    expect(holding).toHaveLength(1);
    expect(firstLoad.has(`/${holding[0]!.path}`)).toBe(false);
    const shared = scripts.modulePreloads.reduce((largest, url) => (file(url)!.contents.length > file(largest)!.contents.length ? url : largest));
    expect(new TextDecoder().decode(holding[0]!.contents)).toContain(`"${shared}"`);
  });
});
