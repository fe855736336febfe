import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a build into a temporary sibling folder and swaps it into place only
 * when everything succeeded, so a failed build leaves the previous output as it was.
 */
export class AtomicOutput {
  readonly tempDir: string;

  constructor(readonly outDir: string) {
    this.tempDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  }

  async open(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
  }

  /** Writes `relativePath` inside the pending output. */
  async write(relativePath: string, contents: string | Uint8Array): Promise<void> {
    const target = path.join(this.tempDir, relativePath);
    if (!target.startsWith(this.tempDir + path.sep)) throw new Error(`Refusing to write outside the output folder: ${relativePath}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
  }

  async commit(): Promise<void> {
    const previous = `${this.tempDir}-previous`;
    const hadOutput = existsSync(this.outDir);
    if (hadOutput) await rename(this.outDir, previous);
    try {
      await rename(this.tempDir, this.outDir);
    } catch (error) {
      if (hadOutput) await rename(previous, this.outDir);
      throw error;
    }
    if (hadOutput) await rm(previous, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await rm(this.tempDir, { recursive: true, force: true });
  }
}
