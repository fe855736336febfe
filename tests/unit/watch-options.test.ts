import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_MS, watching, watchOptions } from '../../src/cli/watch-options.ts';

const ignored = (file: string) => file.endsWith('.swp');

describe("docgen serve's watcher options", () => {
  it('waits for the system to report changes unless --poll is given', () => {
    const options = watchOptions(undefined, ignored);
    expect(options).toEqual({ ignoreInitial: true, ignored });
    expect(watching(undefined)).toBe('watching for changes');
  });

  it("polls at chokidar's own interval for a bare --poll, and binary files a third as often", () => {
    expect(DEFAULT_POLL_MS).toBe(100);
    expect(watchOptions(true, ignored)).toEqual({ ignoreInitial: true, ignored, usePolling: true, interval: 100, binaryInterval: 300, atomic: true });
    expect(watching(true)).toBe('checking files for changes every 100 ms');
  });

  it('polls at the interval given', () => {
    expect(watchOptions(1000, ignored)).toMatchObject({ usePolling: true, interval: 1000, binaryInterval: 3000 });
    expect(watching(1000)).toBe('checking files for changes every 1000 ms');
  });
});
