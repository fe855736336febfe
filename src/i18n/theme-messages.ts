// docgen's theme's own messages, by id, as its code declares them: what a
// site's translations need not repeat. Read from docgen's sources once per
// version of its code, and kept beside its compiled code (as the client's
// scripts are), so that a build pays for it once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compiledCode } from '../shared/compiled-code.ts';
import { DOCGEN_ROOT } from '../shared/docgen-source.ts';
import { createReporter } from '../shared/logger.ts';
import { replaceFile } from '../shared/replace-file.ts';
import { extractMessages } from './extract-messages.ts';

/** Once per process too: docgen serve reads the config again on every rebuild. */
let read: Promise<Record<string, string>> | undefined;

export function themeMessages(): Promise<Record<string, string>> {
  read ??= readThemeMessages();
  read.catch(() => (read = undefined));
  return read;
}

async function readThemeMessages(): Promise<Record<string, string>> {
  const code = await compiledCode().catch(() => undefined);
  const file = code && path.join(code, 'theme-messages.json');
  const kept = file && (await readFile(file, 'utf8').then((text) => JSON.parse(text) as Record<string, string>, () => undefined));
  if (kept) return kept;
  const declared = await extractMessages([path.join(DOCGEN_ROOT, 'src')], createReporter());
  const messages = Object.fromEntries([...declared].map(([id, { message }]) => [id, message]));
  if (file) await replaceFile(file, JSON.stringify(messages)).catch(() => {});
  return messages;
}
