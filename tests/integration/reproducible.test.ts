// Two builds of the same content are byte-identical: no build time, random id
// or absolute path in the output, and manifests in a fixed order. The two
// builds run as separate processes, from copies of the site in different
// folders, into different output folders, so nothing one process remembers
// or the place it runs from can make them agree by accident.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, precacheList, PROJECT_ROOT } from '../helpers/build.ts';
import { fileHashes, runDocgen } from '../helpers/cli.ts';

async function buildCopy(out: string): Promise<string> {
  const site = await copyFixture('mini-site');
  const built = await runDocgen(['build', '--no-cache', '--out', out], { cwd: site });
  if (built.code !== 0) throw new Error(`The build failed:\n${built.stderr}`);
  return site;
}

describe('reproducible output', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('gives byte-identical output for two builds of the same content', async () => {
    const first = await buildCopy('out-first');
    const second = await buildCopy('out-second');
    made.push(first, second);
    const [a, b] = await Promise.all([fileHashes(path.join(first, 'out-first')), fileHashes(path.join(second, 'out-second'))]);
    expect(Object.keys(a).length).toBeGreaterThan(50);
    expect(b).toEqual(a);

    // Neither folder's path leaks into the output.
    for (const file of Object.keys(a).filter((name) => /\.(html|json|js|xml)$/.test(name))) {
      const text = await readFile(path.join(first, 'out-first', file), 'utf8');
      expect(text, file).not.toContain(first);
      expect(text, file).not.toContain(PROJECT_ROOT);
    }

    // The service worker's precache list is in path order.
    const serviceWorker = await precacheList(path.join(first, 'out-first'));
    const urls = [...serviceWorker.matchAll(/\{"revision":"[0-9a-f]+","url":"([^"]+)"\}/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(20);
    expect(urls).toEqual([...urls].sort());
  });
});
