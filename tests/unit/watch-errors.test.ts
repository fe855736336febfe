import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createWatchErrorReporter, isWatchLimit, watchErrorMessage, watchLimitMessage } from '../../src/cli/watch-errors.ts';

const failure = (code: string, file: string, message = `${code}: failed, watch '${file}'`) => Object.assign(new Error(message), { code, path: file });

describe('what docgen serve says when a folder cannot be watched', () => {
  const folder = path.join(process.cwd(), 'content/docs');

  it('tells the limits that checking the files gets round from other failures', () => {
    expect(isWatchLimit(failure('ENOSPC', folder))).toBe(true);
    expect(isWatchLimit(failure('EMFILE', folder))).toBe(true);
    expect(isWatchLimit(failure('EIO', folder))).toBe(false);
    expect(isWatchLimit(new Error('no code'))).toBe(false);
  });

  it('at a limit, names the folder, the limit to raise and the checking done meanwhile', () => {
    const watches = watchLimitMessage(failure('ENOSPC', folder), 100);
    expect(watches).toMatch(/^cannot watch content\/docs for changes: .*fs\.inotify\.max_user_watches\)\. docgen serve checks the files for changes every 100 ms instead/);
    expect(watches).toContain('sudo sysctl fs.inotify.max_user_watches=');
    expect(watchLimitMessage(failure('EMFILE', folder), 250)).toMatch(/max_user_instances.*every 250 ms instead/);
    expect(() => watchLimitMessage(failure('EIO', folder), 100)).toThrow(/not a watch limit: EIO/);
  });

  it('for any other failure, gives the error and says that --poll checks the files instead', () => {
    const message = watchErrorMessage(failure('EIO', folder, 'EIO: i/o error, watch'));
    expect(message).toMatch(/^cannot watch content\/docs for changes: EIO: i\/o error, watch\. Saves there, .* do not rebuild the site/);
    expect(message).toContain('docgen serve --poll');
    expect(watchErrorMessage(Object.assign(new Error('gone'), { code: 'EIO' }))).toMatch(/^cannot watch a folder for changes: gone\./);
  });

  it('prints each kind of failure once, however many folders fail that way', () => {
    const stream = new PassThrough();
    const report = createWatchErrorReporter(stream);
    for (const file of ['a', 'b', 'c']) report(failure('EIO', file, 'EIO: i/o error'));
    report(failure('EPERM', 'd', 'EPERM: operation not permitted'));
    const lines = String(stream.read()).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^warning: cannot watch a for changes: EIO: i\/o error\./);
    expect(lines[1]).toMatch(/^warning: cannot watch d for changes: EPERM/);
  });
});
