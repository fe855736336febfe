// Reads an author's Markdown/MDX file as text, refusing what is not Markdown
// text before any parser sees it: a parser handed binary data, mis-encoded
// text or a file of many megabytes either builds garbage silently or runs out
// of memory after minutes.
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { BuildError } from '../shared/errors.ts';
import { placeAt } from '../shared/text-place.ts';

/**
 * The largest page docgen reads. The biggest page of the Moodle devdocs is
 * 100 KB; a page of 2 MB already takes seconds and a gigabyte of memory to
 * compile, and is far too long for a reader.
 */
export const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/**
 * Reads `file`, checking its size before reading it. Synchronously: the build
 * waits for all of a site's files before it compiles, and hundreds of small
 * files are read sooner this way than with four trips each through libuv's
 * thread pool (open, stat, read, close).
 */
export function readSourceText(file: string): string {
  const descriptor = openSync(file, 'r');
  try {
    assertSize(file, fstatSync(descriptor).size);
    return decodeSourceText(file, readFileSync(descriptor));
  } finally {
    closeSync(descriptor);
  }
}

function assertSize(file: string, size: number): void {
  if (size > MAX_SOURCE_BYTES) {
    throw new BuildError(`This file is ${formatMegabytes(size)}; docgen reads pages of up to ${formatMegabytes(MAX_SOURCE_BYTES)}. Split it into several pages.`, { file });
  }
}

/** UTF-8 text without its byte-order mark; anything else is an error naming where it goes wrong. */
export function decodeSourceText(file: string, bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new BuildError('This file is encoded as UTF-16; save it as UTF-8.', { file, line: 1 });
  }
  if (bytes.indexOf(0) !== -1) {
    throw new BuildError('This is a binary file, not Markdown text (it contains NUL bytes). Rename it or move it out of the content folder.', { file });
  }
  try {
    // The fatal decoder also drops a leading byte-order mark.
    return strictUtf8.decode(bytes);
  } catch {
    throw invalidUtf8Error(file, bytes);
  }
}

function invalidUtf8Error(file: string, bytes: Uint8Array): BuildError {
  const text = lenientUtf8.decode(bytes);
  const encoder = new TextEncoder();
  // Everything before the first invalid sequence decodes exactly, so the byte
  // offset of a replacement character tells a real U+FFFD from a decoding error.
  for (let index = text.indexOf('\uFFFD'); index !== -1; index = text.indexOf('\uFFFD', index + 1)) {
    const offset = encoder.encode(text.slice(0, index)).length;
    if (bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd) continue;
    const { line, column } = placeAt(text, index);
    const byte = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
    return new BuildError(`This file is not valid UTF-8 (byte 0x${byte}); it may be saved as Latin-1 or Windows-1252. Save it as UTF-8.`, { file, line, column });
  }
  return new BuildError('This file is not valid UTF-8; save it as UTF-8.', { file });
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
