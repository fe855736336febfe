// docgen's code as plain JavaScript, made by esbuild once per version of the
// code into node_modules/.cache/docgen/code-<version>/: one build with an
// entry for each thread (the command line and the workers) and for each
// module a site imports ('docgen', 'docgen/theme'), split so that they share
// chunks. Loading TypeScript through tsx sends every import, of packages too,
// through a loader thread: the main thread took 0.6 s to import the build
// (0.2 s from the bundle), and a worker about twice as long as from its
// bundle, on every run. The launcher finds this code without any TypeScript
// loader (bin/docgen.js); tsx runs only to make it, on the first run of a
// version of the sources. Where the folder cannot be written (docgen installed
// where it may not write) docgen's TypeScript loads through tsx instead: the
// bundle must sit inside docgen's node_modules, for its imports of packages.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { COMPILED_CODE_PARENT, compiledCodeName, existingCompiledCode } from './code-fingerprint.js';
import { DOCGEN_ROOT, docgenCodeFingerprint } from './docgen-source.ts';

const CODE_PARENT = path.join(DOCGEN_ROOT, COMPILED_CODE_PARENT);

/** The modules compiled, as paths under `src/`. */
export const CODE_ENTRIES = ['cli/index.ts', 'index.ts', 'theme/content/index.ts', 'build/compile-worker.ts', 'build/highlight-worker.ts', 'output/client-bundle-worker.ts', 'cli/hang-watchdog.ts'] as const;
export type CodeEntry = (typeof CODE_ENTRIES)[number];

/** A folder another process was writing and left: older than any build of the code takes. */
const ABANDONED_MS = 10 * 60_000;

/**
 * Code of another version is removed once no process has started from it for
 * this long: one that is still running (a dev server started before docgen's
 * sources changed) starts workers from it.
 */
const UNUSED_MS = 24 * 60 * 60_000;
const OTHER_VERSIONS_KEPT = 3;

const made = new Map<string, Promise<string | undefined>>();

/**
 * The folder of docgen's compiled code (under `parent`; tests give another),
 * made now if this version of the code has none; undefined when it cannot be
 * written. Once per process and parent: the code running is the code that
 * was loaded, whatever changes on disk afterwards.
 */
export function compiledCode(parent = CODE_PARENT): Promise<string | undefined> {
  let folder = made.get(parent);
  if (!folder) {
    folder = makeCode(parent);
    made.set(parent, folder);
    folder.catch(() => made.delete(parent));
  }
  return folder;
}

/** The file URL of an entry's module in a folder of compiled code. */
export function compiledEntry(folder: string, entry: CodeEntry): string {
  return pathToFileURL(path.join(folder, entry.replace(/\.tsx?$/, '.mjs'))).href;
}

async function makeCode(parent: string): Promise<string | undefined> {
  const fingerprint = docgenCodeFingerprint();
  const existing = existingCompiledCode(parent, fingerprint);
  if (existing) return existing;
  const name = compiledCodeName(fingerprint);
  const folder = path.join(parent, name);

  const { outputFiles } = await build({
    entryPoints: CODE_ENTRIES.map((entry) => path.join(DOCGEN_ROOT, 'src', entry)),
    outbase: path.join(DOCGEN_ROOT, 'src'),
    outdir: folder,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are bundled too: most of the time tsx took went to finding and
    // loading their hundreds of files. Left out: React, which the site's own
    // modules import and must share; packages that find files from their own
    // folder (esbuild and Pagefind their binaries, workbox-build its
    // templates, shiki its grammars, themes and WebAssembly, loaded only when
    // used); tsx, which loads docgen's TypeScript where this code cannot be written;
    // jsonc-parser, whose UMD module requires its parts by paths esbuild cannot follow.
    external: ['jsonc-parser', 'react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'pagefind', 'workbox-build', 'tsx', 'tsx/*', '@shikijs/langs/*', '@shikijs/themes/*', 'shiki/wasm'],
    // CommonJS packages inside (yaml) require Node's modules at run time.
    banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
    tsconfig: path.join(DOCGEN_ROOT, 'tsconfig.json'),
    sourcemap: 'linked',
    // As tsx does: function and class names survive, as error messages and stacks show them.
    keepNames: true,
    logLevel: 'silent',
  });
  // Written beside the final folder and renamed into place, so that another process never loads half of it.
  const temporary = `${folder}.${process.pid}.tmp`;
  try {
    await rm(temporary, { recursive: true, force: true });
    for (const output of outputFiles) {
      const file = path.join(temporary, path.relative(folder, output.path));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, output.contents);
    }
    await rename(temporary, folder);
  } catch {
    await rm(temporary, { recursive: true, force: true }).catch(() => {});
    // Another process put the same code in place first; or else the folder cannot be written.
    return existsSync(folder) ? folder : undefined;
  }
  await pruneOtherVersions(parent, name).catch(() => {});
  return folder;
}

/**
 * Code of other versions is of no further use once no process has started
 * from it for a day, or once three others were used more recently (each is
 * about 14 MB, and editing docgen's sources makes a version per run); neither
 * are the folders of processes that stopped while writing.
 */
async function pruneOtherVersions(parent: string, current: string): Promise<void> {
  const now = Date.now();
  const entries = await Promise.all((await readdir(parent)).map(async (entry) => ({ entry, age: now - (await stat(path.join(parent, entry))).mtimeMs })));
  const others = entries.filter(({ entry }) => /^code-[0-9a-f]{16}$/.test(entry) && entry !== current).sort((a, b) => a.age - b.age);
  const stale = [
    // Folders of the layout before this one: the worker bundles, and the client's scripts (now kept with the code).
    ...entries.filter(({ entry }) => entry === 'workers' || entry === 'client'),
    ...others.filter(({ age }, index) => age > UNUSED_MS || index >= OTHER_VERSIONS_KEPT),
    ...entries.filter(({ entry, age }) => /^code-.*\.tmp$/.test(entry) && age > ABANDONED_MS),
  ];
  for (const { entry } of stale) await rm(path.join(parent, entry), { recursive: true, force: true });
}
