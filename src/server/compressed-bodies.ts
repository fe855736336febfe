/**
 * Compressed responses by file version (its ETag) and coding, so each version
 * of a file is compressed once rather than on every request: the client
 * bundle, fetched by every new page, takes several milliseconds to compress.
 * Bounded in bytes; the least recently used go first.
 */
export class CompressedBodies {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The cached body of `key`, or the one `make` gives, kept if it is not too large. Requests that arrive while it is made share it. */
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      // Moved to the end: Map keeps insertion order, so the first entries are the least recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const made = make();
    this.entries.set(key, made);
    made.then(
      (body) => this.admit(key, made, body.length),
      () => this.entries.get(key) === made && this.entries.delete(key),
    );
    return made;
  }

  private admit(key: string, made: Promise<Buffer>, size: number): void {
    if (this.entries.get(key) !== made) return;
    // One large file would otherwise push out everything else.
    if (size > this.maxBytes / 4) {
      this.entries.delete(key);
      return;
    }
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
      this.entries.delete(oldest);
    }
  }
}
