import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { outputFailure } from './output-failure.ts';

export interface WrittenFile {
  size: number;
  mtimeMs: number;
}

/** A file of an earlier build's output: what it was made from (a key its maker chooses), and how it was written. */
export interface KeyedFile extends WrittenFile {
  key: string;
}

/** The keyed files of one build's output, by path. */
export type KeyedFiles = Map<string, KeyedFile>;

/** A file's revision for the offline precache (see fileRevision), valid while its size and time are these. */
export interface FileRevision extends WrittenFile {
  revision: string;
}

/**
 * A file's precache revision: a hash of its bytes, by which the service
 * worker tells whether to fetch the file again. SHA-256, cut to the 32 hex
 * digits of the MD5 that Workbox uses so that the worker's list stays as
 * long: on this machine's CPU, which has SHA instructions, it hashed the
 * devdocs corpus's pages in 68 ms against MD5's 154 ms.
 */
export function fileRevision(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/** A path inside the output as the precache and the records name it: with `/`. */
const outputPath = (relativePath: string) => relativePath.split(path.sep).join('/');

/** Revisions by path (with `/`), kept by the build cache so that unchanged files are not read again. */
export type RevisionCache = Map<string, FileRevision>;

/**
 * Writes a build into a temporary sibling folder and swaps it into place only
 * when everything succeeded, so a failed build leaves the previous output as it was.
 */
export class AtomicOutput {
  readonly tempDir: string;
  /** Folders made so far: most files go to a folder made for an earlier one (a thousand pages, a few hundred folders). */
  private readonly folders = new Set<string>();

  /** The keyed files this build wrote or took from the current output, for the next build. */
  readonly keyedFiles: KeyedFiles = new Map();

  /**
   * Each file of the pending output, by path (with `/`), as written: the
   * output's size and the offline precache's list without walking it again.
   */
  private readonly written = new Map<string, WrittenFile>();

  /** The removal of the output this build replaced, started by commit. */
  private removal: Promise<void> = Promise.resolve();

  /**
   * `earlierFiles`: the keyed files the build that made the current output
   * wrote (from the build cache). `revisions`, when the build has an offline
   * precache: given the revision of each file written with writeRecorded, so
   * that the precache need not read it again at the end of the build.
   */
  constructor(
    readonly outDir: string,
    private readonly earlierFiles: KeyedFiles = new Map(),
    private readonly revisions?: RevisionCache,
    /** Folders of the current output that other builds make (the other locales' pages): moved into the new one as they are. */
    private readonly keptFolders: string[] = [],
  ) {
    this.tempDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  }

  /** The output folder itself is checked with the config (load-config.ts), before any build or server starts. */
  async open(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true }).catch((error: unknown) => {
      throw outputFailure(error, 'make the output folder', this.outDir);
    });
    await this.removeAbandoned();
  }

  /**
   * The pending outputs of builds that were stopped (Ctrl-C, a crash) before
   * they could swap or discard theirs: siblings named as this one is, by the
   * id of a process that no longer runs.
   */
  private async removeAbandoned(): Promise<void> {
    const parent = path.dirname(this.outDir);
    const pattern = new RegExp(`^\\.${escapeRegExp(path.basename(this.outDir))}\\.tmp-(\\d+)-\\d+(?:-previous)?$`);
    const siblings = await readdir(parent).catch(() => []);
    for (const name of siblings) {
      const pid = Number(pattern.exec(name)?.[1]);
      if (pid && pid !== process.pid && !isRunning(pid)) await rm(path.join(parent, name), { recursive: true, force: true });
    }
  }

  /**
   * Writes a file inside the pending output and returns its size and time, by
   * which `reuse` recognises it in the next build.
   *
   * Synchronously, on purpose: a build writes thousands of small files, and
   * each asynchronous write is four trips through libuv's thread pool (open,
   * write, close, stat) with their promises. Writing the devdocs output's
   * 3,166 files that way took 450–500 ms of CPU against 100–120 ms with the
   * synchronous calls. The event loop waits for each write: 35 µs on an idle
   * machine, a median of 0.3–0.8 ms in a build that keeps every core busy.
   */
  writeRecorded(relativePath: string, contents: string | Uint8Array): WrittenFile {
    // Encoded once, for the file and its revision.
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    const target = this.pendingPath(relativePath);
    let size: number, mtimeMs: number;
    try {
      this.makeFolder(path.dirname(target));
      writeFileSync(target, bytes);
      ({ size, mtimeMs } = statSync(target));
    } catch (error) {
      throw outputFailure(error, `write ${relativePath} into the output folder`, this.outDir);
    }
    const key = outputPath(relativePath);
    this.written.set(key, { size, mtimeMs });
    this.revisions?.set(key, { size, mtimeMs, revision: fileRevision(bytes) });
    return { size, mtimeMs };
  }

  /**
   * Writes a file made from `key`, or takes it from the current output when
   * the previous build wrote it from the same key and it is unchanged there:
   * a hard link instead of reading and writing again, and a file whose time
   * has not changed, which the offline precache need not hash again.
   */
  async writeKeyed(relativePath: string, key: string, contents: () => Promise<string | Uint8Array> | string | Uint8Array): Promise<void> {
    const earlier = this.earlierFiles.get(relativePath);
    if (earlier?.key === key && this.reuse([[relativePath, earlier]])) {
      this.keyedFiles.set(relativePath, earlier);
      return;
    }
    this.keyedFiles.set(relativePath, { key, ...this.writeRecorded(relativePath, await contents()) });
  }

  /**
   * Takes files unchanged from the current output (hard links, or copies
   * across file systems) if each is still the one an earlier build wrote, as
   * told by its size and time. False, and nothing taken, when any is not:
   * write them instead. Synchronous, as writeRecorded is, and for the same
   * reason: a build with nothing changed takes thousands of files this way.
   */
  reuse(files: [relativePath: string, written: WrittenFile][]): boolean {
    const unchanged = files.every(([relativePath, written]) => {
      try {
        const current = statSync(path.join(this.outDir, relativePath));
        return current.size === written.size && current.mtimeMs === written.mtimeMs;
      } catch {
        // Gone, or not readable: written again.
        return false;
      }
    });
    if (!unchanged) return false;
    for (const [relativePath, written] of files) {
      const current = path.join(this.outDir, relativePath);
      const target = this.pendingPath(relativePath);
      try {
        this.makeFolder(path.dirname(target));
        try {
          linkSync(current, target);
        } catch {
          copyFileSync(current, target);
        }
      } catch (error) {
        throw outputFailure(error, `write ${relativePath} into the output folder`, this.outDir);
      }
      this.written.set(outputPath(relativePath), { size: written.size, mtimeMs: written.mtimeMs });
    }
    return true;
  }

  /**
   * Records a file put into the pending output by other means (the static
   * folder's, copied with its time): its size and time as copied.
   */
  recordCopied(relativePath: string, file: WrittenFile): void {
    this.written.set(outputPath(relativePath), file);
  }

  /** Every file of the pending output so far, written, taken or recorded as copied, by path (with `/`). */
  get files(): ReadonlyMap<string, WrittenFile> {
    return this.written;
  }

  /** The pending output's size in bytes. */
  get bytes(): number {
    let total = 0;
    for (const { size } of this.written.values()) total += size;
    return total;
  }

  private makeFolder(folder: string): void {
    if (this.folders.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    this.folders.add(folder);
  }

  private pendingPath(relativePath: string): string {
    const target = path.join(this.tempDir, relativePath);
    if (!target.startsWith(this.tempDir + path.sep)) throw new Error(`Refusing to write outside the output folder: ${relativePath}`);
    return target;
  }

  /**
   * Swaps the pending output into place. The output it replaced is removed
   * after, while the build goes on to save its cache and report (see
   * `replacedRemoved`): a few thousand files, most of the time a commit took.
   */
  async commit(): Promise<void> {
    const previous = `${this.tempDir}-previous`;
    const hadOutput = existsSync(this.outDir);
    const replacing = (error: unknown) => outputFailure(error, 'replace the output folder', this.outDir);
    const kept = hadOutput ? await this.keepFolders(this.outDir, this.tempDir).catch((error: unknown) => Promise.reject(replacing(error))) : [];
    /** On a failure, the kept folders go back where they were, with the output. */
    const putBack = async () => {
      for (const name of kept) await rename(path.join(this.tempDir, name), path.join(this.outDir, name));
    };
    if (hadOutput) {
      await rename(this.outDir, previous).catch(async (error: unknown) => {
        await putBack();
        throw replacing(error);
      });
    }
    try {
      await rename(this.tempDir, this.outDir);
    } catch (error) {
      if (hadOutput) {
        await rename(previous, this.outDir);
        await putBack();
      }
      throw replacing(error);
    }
    // Whatever is left of it (a removal that failed) goes with the next build's removeAbandoned.
    if (hadOutput) this.removal = rm(previous, { recursive: true, force: true }).catch(() => {});
  }

  /** Moves the kept folders `from` the current output `to` the pending one (unless this build wrote one of the same name), returning those moved. */
  private async keepFolders(from: string, to: string): Promise<string[]> {
    const moved: string[] = [];
    for (const name of this.keptFolders) {
      if (!existsSync(path.join(from, name)) || existsSync(path.join(to, name))) continue;
      await rename(path.join(from, name), path.join(to, name));
      moved.push(name);
    }
    return moved;
  }

  /** Settles once the output this build replaced is gone (at once when it replaced none). */
  replacedRemoved(): Promise<void> {
    return this.removal;
  }

  async discard(): Promise<void> {
    // Nothing to remove when it could not be made (its parent is a file, say), which rm would report.
    if (!existsSync(this.tempDir)) return;
    await rm(this.tempDir, { recursive: true, force: true });
  }
}

/** Whether a process with this id runs (one that may not be signalled, EPERM, runs too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
