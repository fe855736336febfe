import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isEditorTemporaryFile, unreadBelow, WatchedChanges } from '../../src/cli/watched-changes.ts';

/** WatchedChanges over a pretend disk: the files in `onDisk` exist. */
function watchedOver(onDisk: Set<string>): WatchedChanges {
  return new WatchedChanges((file) => onDisk.has(file));
}

describe('WatchedChanges', () => {
  it('reads emptiness from the disk by default', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'docgen-watched-'));
    try {
      const file = path.join(folder, 'a.md');
      writeFileSync(file, '');
      const watched = new WatchedChanges();
      watched.record(file, 'change');
      expect(watched.hasEmptiedFile()).toBe(true);
      writeFileSync(file, '# A\n');
      expect(watched.hasEmptiedFile()).toBe(false);
      // A folder, or a path gone, is no emptied file.
      watched.record(folder, 'change');
      watched.record(path.join(folder, 'gone.md'), 'change');
      expect(watched.hasEmptiedFile()).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("tells when a path appeared since the last batch, as a rename's new name does before its old one is reported gone", () => {
    const watched = watchedOver(new Set(['/site/docs/b.md']));
    watched.record('/site/docs/a.md', 'change');
    expect(watched.hasAddedPath()).toBe(false);
    watched.record('/site/docs/b.md', 'add');
    expect(watched.hasAddedPath()).toBe(true);
    watched.take();
    expect(watched.hasAddedPath()).toBe(false);
    watched.record('/site/docs/folder', 'addDir');
    expect(watched.hasAddedPath()).toBe(true);
  });

  it('tells when a file changed or added since the last batch is empty now, as a save in place is between its two halves', () => {
    const empty = new Set(['/site/docs/a.md']);
    const watched = new WatchedChanges(() => true, (file) => empty.has(file));
    expect(watched.hasEmptiedFile()).toBe(false);
    watched.record('/site/docs/a.md', 'change');
    expect(watched.hasEmptiedFile()).toBe(true);
    // The rest written: the batch is taken as usual.
    empty.delete('/site/docs/a.md');
    expect(watched.hasEmptiedFile()).toBe(false);
    expect(watched.take()).toEqual(new Map([['/site/docs/a.md', 'change']]));
    // A new empty file counts; a removed one does not, nor one taken in the last batch.
    empty.add('/site/docs/new.md');
    watched.record('/site/docs/new.md', 'add');
    expect(watched.hasEmptiedFile()).toBe(true);
    watched.take();
    expect(watched.hasEmptiedFile()).toBe(false);
    watched.record('/site/docs/new.md', 'unlink');
    expect(watched.hasEmptiedFile()).toBe(false);
  });

  it('leaves out a temporary file renamed over the doc before the batch, and its removal reported later', () => {
    const onDisk = new Set(['/site/docs/a.md']);
    const watched = watchedOver(onDisk);
    watched.record('/site/docs/a.md.8f3a1c', 'add');
    watched.record('/site/docs/a.md', 'change');
    expect(watched.take()).toEqual(new Map([['/site/docs/a.md', 'change']]));
    watched.record('/site/docs/a.md.8f3a1c', 'unlink');
    expect(watched.take()).toEqual(new Map());
  });

  it('keeps a new file that is still there, with its removal later', () => {
    const onDisk = new Set(['/site/docs/new.md']);
    const watched = watchedOver(onDisk);
    watched.record('/site/docs/new.md', 'add');
    watched.record('/site/docs/new.md', 'change');
    expect(watched.take()).toEqual(new Map([['/site/docs/new.md', 'add']]));
    onDisk.delete('/site/docs/new.md');
    watched.record('/site/docs/new.md', 'unlink');
    expect(watched.take()).toEqual(new Map([['/site/docs/new.md', 'unlink']]));
  });

  it('keeps the removal of a file that was there before', () => {
    const watched = watchedOver(new Set());
    watched.record('/site/docs/old.md', 'unlink');
    expect(watched.take()).toEqual(new Map([['/site/docs/old.md', 'unlink']]));
  });

  it('leaves out a file added and removed within one batch, and remembers nothing of it', () => {
    const onDisk = new Set<string>();
    const watched = watchedOver(onDisk);
    watched.record('/site/static/probe', 'add');
    watched.record('/site/static/probe', 'unlink');
    expect(watched.take()).toEqual(new Map());
    onDisk.add('/site/static/probe');
    watched.record('/site/static/probe', 'add');
    expect(watched.take()).toEqual(new Map([['/site/static/probe', 'add']]));
  });

  it('follows a temporary name used again by the next save before the first one’s removal is reported', () => {
    const onDisk = new Set(['/site/docs/a.md']);
    const watched = watchedOver(onDisk);
    watched.record('/site/docs/a.md.tmp', 'add');
    watched.record('/site/docs/a.md', 'change');
    expect(watched.take()).toEqual(new Map([['/site/docs/a.md', 'change']]));
    // The first save's removal and the second save's file, gone again too.
    watched.record('/site/docs/a.md.tmp', 'unlink');
    watched.record('/site/docs/a.md.tmp', 'add');
    watched.record('/site/docs/a.md', 'change');
    expect(watched.take()).toEqual(new Map([['/site/docs/a.md', 'change']]));
    watched.record('/site/docs/a.md.tmp', 'unlink');
    expect(watched.take()).toEqual(new Map());
  });

  it('keeps a new folder that is still there', () => {
    const watched = watchedOver(new Set(['/site/docs/guides']));
    watched.record('/site/docs/guides', 'addDir');
    expect(watched.take()).toEqual(new Map([['/site/docs/guides', 'addDir']]));
  });
});

describe('isEditorTemporaryFile', () => {
  it.each(['/site/docs/a.md___jb_tmp___', '/site/docs/a.md___jb_old___', '/site/docs/.#a.md', '/site/docs/#a.md#', '/site/docs/.goutputstream-Q1W2E3', '/site/docs/4913'])('is true of %s', (file) => {
    expect(isEditorTemporaryFile(file)).toBe(true);
  });

  it.each(['/site/docs/a.md', '/site/docs/14913', '/site/docs/notes#1.md', '/site/docs/jb_tmp.md', '/site/static/.nojekyll'])('is false of %s', (file) => {
    expect(isEditorTemporaryFile(file)).toBe(false);
  });
});

describe('unreadBelow', () => {
  const unread = unreadBelow(['/site/content', '/site/static']);

  it.each(['/site/content/docs/.DS_Store', '/site/content/.git', '/site/content/.git/index', '/site/static/img/.thumbs/a.png', '/site/content/docs/a.md___jb_tmp___', '/site/src/.#Card.tsx'])('is true of %s', (file) => {
    expect(unread(file)).toBe(true);
  });

  it.each(['/site/content/docs/a.md', '/site/content', '/site/static/img/a.png', '/site/src/.generated/data.ts', '/site/.config/site.ts'])('is false of %s', (file) => {
    expect(unread(file)).toBe(false);
  });

  it('looks only below the folders, which may themselves lie in a hidden one', () => {
    expect(unreadBelow(['/home/.sites/site/content'])('/home/.sites/site/content/docs/a.md')).toBe(false);
  });

  it("leaves out the build's output and installed packages, which a Docusaurus site's folder (its content folder) holds", () => {
    const docusaurus = unreadBelow(['/site', '/site/static'], ['/site/build']);
    for (const file of ['/site/build', '/site/build/docs/intro.html', '/site/node_modules/react/index.js', '/site/docs/node_modules/x.md', '/site/.docusaurus/routes.js']) expect(docusaurus(file), file).toBe(true);
    for (const file of ['/site/docs/intro.md', '/site/src/pages/index.js', '/site/sidebars.js', '/site/builds/notes.md', '/site/static/img/logo.svg']) expect(docusaurus(file), file).toBe(false);
  });
});
