import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createWatchErrorReporter, watchErrorMessage } from '../../src/cli/watch-errors.ts';

const failure = (code: string, file: string, message = `${code}: failed, watch '${file}'`) => Object.assign(new Error(message), { code, path: file });

describe('what docgen serve says when a folder cannot be watched', () => {
  it('names the folder and the limit to raise for the limits an author can raise, and the error otherwise', () => {
    const folder = path.join(process.cwd(), 'content/docs');
    expect(watchErrorMessage(failure('ENOSPC', folder))).toMatch(/^cannot watch content\/docs for changes: .*fs\.inotify\.max_user_watches/);
    expect(watchErrorMessage(failure('EMFILE', folder))).toContain('fs.inotify.max_user_instances');
    // Where the limit cannot be raised (no root, a shared machine), polling still sees saves.
    for (const code of ['ENOSPC', 'EMFILE']) expect(watchErrorMessage(failure(code, folder))).toContain('or restart it with --poll');
    expect(watchErrorMessage(failure('EIO', folder, 'EIO: i/o error, watch'))).toMatch(/^cannot watch content\/docs for changes: EIO: i\/o error, watch\. Until then/);
  });

  it('prints each kind of failure once, however many folders fail that way', () => {
    const stream = new PassThrough();
    const report = createWatchErrorReporter(stream);
    for (const folder of ['a', 'b', 'c']) report(failure('ENOSPC', folder));
    report(failure('EMFILE', 'd'));
    const lines = String(stream.read()).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^warning: cannot watch a for changes: .*max_user_watches/);
    expect(lines[1]).toMatch(/^warning: cannot watch d for changes: .*max_user_instances/);
  });
});
