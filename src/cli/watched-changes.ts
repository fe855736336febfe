// The saves `docgen serve` acts on, gathered from the watcher's events.
//
// Editors that save safely (JetBrains IDEs by default, gedit, Kate, anything
// built on write-file-atomic) write the new text to a temporary file beside
// the doc and rename it over the doc, some moving the old doc aside first.
// chokidar reports the doc itself as changed, and each temporary file as
// added and, a tenth of a second later, removed. No build ever sees those
// files; acted on, each such save rebuilt the whole site twice where the one
// page could have been rewritten. The files of editors known to do so are
// not watched at all; any others are left out once gone.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { isHiddenName } from '../shared/hidden-names.ts';

/**
 * Editors' temporary files, beside those chokidar leaves out itself (vim's
 * swap and backup files): JetBrains IDEs' safe-write copies, Emacs' lock and
 * auto-save files, gedit's output streams, and the file vim creates to see
 * whether it may write to a folder.
 */
const EDITOR_TEMPORARY_FILE = /___jb_(?:tmp|old)___$|^\.#|^#.*#$|^\.goutputstream-|^4913$/;

/** A file no build reads, whose saves are not the author's. */
export function isEditorTemporaryFile(file: string): boolean {
  return EDITOR_TEMPORARY_FILE.test(path.basename(file));
}

/**
 * For the watcher's `ignored`: editors' temporary files anywhere, the
 * build's own output, and hidden files and folders and installed packages
 * (`node_modules`) below the content and static folders, which the build
 * leaves out (see hidden-names.ts): a change to one rebuilt the whole site.
 * A Docusaurus site's content folder is the site's, which holds all three.
 * Hidden names elsewhere (the site's src/, the config and the files it
 * imports from outside those two folders) are watched, as a module may
 * import one.
 */
export function unreadBelow(sourceFolders: string[], outputFolders: string[] = []): (file: string) => boolean {
  return (file) => isEditorTemporaryFile(file) || outputFolders.some((folder) => pathBelow(folder, file) !== undefined) || sourceFolders.some((folder) => isUnreadBelow(folder, file));
}

function isUnreadBelow(folder: string, file: string): boolean {
  return pathBelow(folder, file)?.some((name) => isHiddenName(name) || name === 'node_modules') ?? false;
}

/** The names leading from `folder` to `file` (none for the folder itself), or undefined for a file outside it. */
function pathBelow(folder: string, file: string): string[] | undefined {
  const relative = path.relative(folder, file);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return undefined;
  return relative === '' ? [] : relative.split(path.sep);
}

export class WatchedChanges {
  /** Each path's first and last event since the last batch. */
  private readonly pending = new Map<string, { first: string; last: string }>();
  /** Paths that came and went before a batch was taken, whose removal the watcher has still to report. */
  private readonly comeAndGone = new Set<string>();

  constructor(
    private readonly exists: (file: string) => boolean = existsSync,
    private readonly isEmpty: (file: string) => boolean = isEmptyFile,
  ) {}

  /**
   * Whether a file changed or added since the last batch is empty now: an
   * editor that saves in place empties the file and then writes it, and in a
   * busy moment the watcher reports the two apart. Acted on at once, the page
   * showed nothing until the rest arrived.
   */
  hasEmptiedFile(): boolean {
    for (const [file, { last }] of this.pending) {
      if ((last === 'change' || last === 'add') && this.isEmpty(file)) return true;
    }
    return false;
  }

  /**
   * Whether a file or folder appeared since the last batch: a rename or move's
   * new name, whose old one chokidar reports as removed only a tenth of a
   * second later (its `atomic` wait). Taken apart, the two built the site twice.
   */
  hasAddedPath(): boolean {
    for (const { first } of this.pending.values()) if (first === 'add' || first === 'addDir') return true;
    return false;
  }

  /** One of chokidar's events: add, addDir, change, unlink or unlinkDir. */
  record(file: string, event: string): void {
    const seen = this.pending.get(file);
    this.pending.set(file, { first: seen?.first ?? event, last: event });
  }

  /**
   * The changes since the last batch, each path with its last event, less the
   * paths that no build saw: absent before the batch (added in it, or gone
   * again before the last batch was taken) and absent now.
   */
  take(): Map<string, string> {
    const changes = new Map<string, string>();
    for (const [file, { first, last }] of this.pending) {
      const absentBefore = this.comeAndGone.delete(file) || first === 'add' || first === 'addDir';
      if (!absentBefore) changes.set(file, last);
      else if (this.exists(file)) changes.set(file, first === 'addDir' ? 'addDir' : 'add');
      else if (last !== 'unlink' && last !== 'unlinkDir') this.comeAndGone.add(file);
    }
    this.pending.clear();
    return changes;
  }
}

function isEmptyFile(file: string): boolean {
  try {
    const stats = statSync(file);
    return stats.isFile() && stats.size === 0;
  } catch {
    return false;
  }
}
