// docgen serve's server while a build puts its new output in place: the
// output folder is renamed away and the new one renamed in (two renames), and
// a request that found its file in between must not fail. The file's stat is
// made to fail once, as it does when the folder goes between the lookup and the read.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const vanishing = new Set<string>();

vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof import('node:fs/promises')>();
  return {
    ...actual,
    stat: async (file: string, ...rest: unknown[]) => {
      if (vanishing.delete(String(file))) throw Object.assign(new Error(`ENOENT: no such file or directory, stat '${file}'`), { code: 'ENOENT' });
      return (actual.stat as (...args: unknown[]) => Promise<unknown>)(file, ...rest);
    },
  };
});

const { startStaticServer } = await import('../../src/server/static-server.ts');

describe('the static server while the output is replaced', () => {
  const servers: { close(): Promise<void> }[] = [];
  const root = path.join(tmpdir(), `docgen-swap-${process.pid}`);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers a page whose file went for a moment with the page, not an error', async () => {
    await mkdir(path.join(root, 'docs'), { recursive: true });
    await writeFile(path.join(root, 'docs/intro.html'), '<!doctype html><title>Intro</title><p>Welcome</p>');
    const server = await startStaticServer({ root, port: 0, host: '127.0.0.1', liveReload: false });
    servers.push(server);
    const address = server.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      vanishing.add(path.join(root, 'docs/intro.html'));
      const response = await fetch(`${origin}/docs/intro`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<p>Welcome</p>');
      expect(vanishing.size).toBe(0);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
