import { statSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUnchanged, stampOf } from '../../src/build/file-stamps.ts';

describe('file stamps of the compile cache', () => {
  let folder: string;
  const anHourAgo = () => new Date(Date.now() - 3_600_000);
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'docgen-stamps-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('holds for a file with a new time and the same content, and takes that time', async () => {
    const file = path.join(folder, 'data.json');
    await writeFile(file, '{"a":1}');
    const stamp = stampOf(file, Date.now() + 1000);
    const moved = anHourAgo();
    await utimes(file, moved, moved);
    expect(isUnchanged(file, stamp)).toBe(true);
    expect(stamp.mtimeMs).toBe(statSync(file).mtimeMs);
  });

  it('fails for a file whose content changed, or that is gone', async () => {
    const file = path.join(folder, 'data.json');
    await writeFile(file, '{"a":1}');
    const stamp = stampOf(file, Date.now() + 1000);
    await writeFile(file, '{"a":2}');
    const moved = anHourAgo();
    await utimes(file, moved, moved);
    expect(isUnchanged(file, stamp)).toBe(false);
    await rm(file);
    expect(isUnchanged(file, stamp)).toBe(false);
  });

  it('fails for a folder once a file is made in it', async () => {
    const stamp = stampOf(folder, Date.now() + 1000);
    const moved = anHourAgo();
    await utimes(folder, moved, moved);
    expect(isUnchanged(folder, stamp)).toBe(true);
    await writeFile(path.join(folder, '_note.md'), 'A note.\n');
    expect(isUnchanged(folder, stamp)).toBe(false);
  });

  it('never holds for a file changed after the build began, whatever its content then', async () => {
    const file = path.join(folder, 'data.json');
    await writeFile(file, '{"a":1}');
    const stamp = stampOf(file, Date.now() - 60_000);
    expect(stamp.mtimeMs).toBeNaN();
    expect(isUnchanged(file, stamp)).toBe(false);
  });
});
