// When each content file was last changed and by whom, read from git once per
// build: one `git rev-parse` per folder to find its repository, then one
// `git log` per repository listing the files of every commit, newest first.
// A file's first appearance in that log is its last update (and its last one,
// its first commit). Asking git file by file (as Docusaurus does) costs a
// process per page; this costs two per build.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadedConfig } from '../config/load-config.ts';
import type { Reporter } from '../shared/logger.ts';
import { isWithin } from '../shared/path-within.ts';

const run = promisify(execFile);

/** The last commit that changed a file, and when the first one did. */
export interface FileLastUpdate {
  /** Commit time, in milliseconds since the epoch. */
  timestamp: number;
  /** Author name of that commit. */
  author: string;
  /** The time of the oldest commit naming the file (its creation, for a blog post without a date). */
  firstTimestamp: number;
}

/** Absolute file path → its last update. */
export type LastUpdates = ReadonlyMap<string, FileLastUpdate>;

export interface ReadLastUpdatesOptions {
  /** Told once per folder whose history cannot be read, with a sentence saying why. */
  onUnavailable?: (dir: string, reason: string) => void;
}

// Separates the commits in the log; %x1f separates a commit's time from its author.
const RECORD = '\x1e';
const FIELD = '\x1f';
// The whole history's file lists: far larger than the 1 MB default.
const MAX_BUFFER = 1024 * 1024 * 1024;

interface GitFailure {
  code?: string | number;
  stderr?: string;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n')[0] ?? '';
}

/** Why git could not answer for `dir`, as the end of a sentence. */
function describeFailure(error: unknown, dir: string): string {
  const failure = error as GitFailure;
  if (failure.code === 'ENOENT') return `git is not installed (needed for ${dir})`;
  const message = firstLine(failure.stderr);
  if (/not a git repository/i.test(message)) return `${dir} is not in a git repository`;
  return `git could not read the history of ${dir}: ${message || (error as Error).message}`;
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * Last updates of every committed file under `dirs`, keyed by absolute path
 * (written with the folder as it was given). Files never committed have no entry.
 * Never throws: a folder outside any git repository, or a machine without git,
 * gives no entries, and `onUnavailable` says why.
 */
export async function readLastUpdates(dirs: string[], options: ReadLastUpdatesOptions = {}): Promise<Map<string, FileLastUpdate>> {
  const result = new Map<string, FileLastUpdate>();
  const absolute = [...new Set(dirs.map((dir) => path.resolve(dir)))];
  // A folder inside another one is already covered by it.
  const roots = absolute.filter((dir) => !absolute.some((other) => other !== dir && isWithin(other, dir)));

  const located = await Promise.all(
    roots.map(async (dir) => {
      let real: string;
      try {
        // git names the repository by its real path: compare real paths, key the files by the folder as given.
        real = await realpath(dir);
      } catch {
        options.onUnavailable?.(dir, `${dir} does not exist`);
        return undefined;
      }
      try {
        const { stdout } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: real });
        return { dir, repository: await realpath(stdout.trim()), real };
      } catch (error) {
        options.onUnavailable?.(dir, describeFailure(error, dir));
        return undefined;
      }
    }),
  );

  const byRepository = new Map<string, { dir: string; prefix: string }[]>();
  for (const entry of located) {
    if (!entry) continue;
    const prefix = toPosix(path.relative(entry.repository, entry.real));
    const list = byRepository.get(entry.repository) ?? [];
    list.push({ dir: entry.dir, prefix });
    byRepository.set(entry.repository, list);
  }

  await Promise.all(
    [...byRepository].map(async ([repository, folders]) => {
      let stdout: string;
      try {
        ({ stdout } = await run(
          'git',
          [
            // Folder names are paths, not patterns.
            '--literal-pathspecs',
            'log',
            `--format=${RECORD}%ct${FIELD}%an`,
            '--name-only',
            // A renamed file counts as changed at its new path when it was renamed.
            '--no-renames',
            // Paths from the top of the repository, whatever the user's git config says.
            '--no-relative',
            '--no-show-signature',
            // NUL after each name: no quoting of unusual file names.
            '-z',
            '--',
            ...folders.map((folder) => folder.prefix || '.'),
          ],
          { cwd: repository, maxBuffer: MAX_BUFFER },
        ));
      } catch (error) {
        // A repository without commits yet: nothing is committed, so no file has a date.
        if (/does not have any commits yet/i.test((error as GitFailure).stderr ?? '')) return;
        for (const folder of folders) options.onUnavailable?.(folder.dir, describeFailure(error, folder.dir));
        return;
      }
      for (const record of stdout.split(RECORD)) {
        const headerEnd = record.indexOf('\0');
        if (headerEnd < 0) continue;
        const [time = '', author = ''] = record.slice(0, headerEnd).split(FIELD);
        const timestamp = Number(time) * 1000;
        if (!Number.isFinite(timestamp)) continue;
        for (const name of record.slice(headerEnd + 1).split('\0')) {
          const file = name.replace(/^\n/, '');
          if (!file) continue;
          for (const folder of folders) {
            const relative = folder.prefix === '' ? file : file.startsWith(`${folder.prefix}/`) ? file.slice(folder.prefix.length + 1) : undefined;
            if (relative === undefined) continue;
            const key = path.join(folder.dir, relative);
            // Newest first: the first commit naming a file is its last update, the last one its creation.
            const known = result.get(key);
            if (known) known.firstTimestamp = timestamp;
            else result.set(key, { timestamp, author, firstTimestamp: timestamp });
          }
        }
      }
    }),
  );
  return result;
}

/**
 * The build's one history query: the last updates of the docs of every docs
 * instance that shows them, and of the posts of each blog that shows them (none
 * when nothing does, without running git).
 * Warns once when the history is unavailable; never fails the build.
 */
export async function readSiteLastUpdates(loaded: LoadedConfig, reporter: Reporter): Promise<LastUpdates> {
  const { config, contentDir } = loaded;
  const instances = config.docs.filter((instance) => instance.showLastUpdateTime || instance.showLastUpdateAuthor);
  const blogs = config.blogs.filter((blog) => blog.showLastUpdateTime || blog.showLastUpdateAuthor);
  if (instances.length === 0 && blogs.length === 0) return new Map();
  // Versioned docs always live in the content folder; a current folder, or a blog's, may be configured outside it.
  const folders = [...instances, ...blogs].map((plugin) => plugin.path);
  // The locale's translated docs and posts are in its i18n folder, beside the content.
  const translations = loaded.localeDir;
  const dirs = [contentDir, ...[...folders.map((folder) => path.resolve(contentDir, folder)), ...(existsSync(translations) ? [translations] : [])].filter((dir) => !isWithin(contentDir, dir))];
  const problems: string[] = [];
  try {
    const updates = await readLastUpdates(dirs, { onUnavailable: (_dir, reason) => problems.push(reason) });
    return updates;
  } catch (error) {
    problems.push(`git could not be run: ${(error as Error).message}`);
    return new Map();
  } finally {
    if (problems.length > 0) {
      const more = problems.length > 1 ? ` (and ${problems.length - 1} more folder${problems.length > 2 ? 's' : ''})` : '';
      reporter.warn(`Last-updated times are unavailable: ${problems[0]}${more}`);
    }
  }
}
