#!/usr/bin/env node
// Thin launcher: runs docgen's command line from its compiled code
// (src/shared/compiled-code.ts) when that code is there for docgen's present
// sources, which is every run but the first after an edit or an install.
// Otherwise tsx loads src/cli/launch.ts, which makes that code (or, where it
// cannot be written, runs docgen's TypeScript through tsx). The site's own
// TypeScript never needs tsx: esbuild bundles it (src/shared/site-import.ts).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { COMPILED_CODE_PARENT, codeFingerprint, existingCompiledCode } from '../src/shared/code-fingerprint.js';

// V8 optimises a function once it has run for this much bytecode: about six
// times its default. A build runs most of its code (the Markdown parser's
// hundreds of small functions above all) a few thousand times, not millions,
// and at the default V8's background threads spent seconds optimising them,
// and optimising them again after each deoptimisation, on the cores the build
// needs: the devdocs corpus built in 16.1 s instead of 17.6 s, with 3.8 s less
// CPU (medians of five alternating runs).
// Set before any of docgen's code runs; worker threads share it.
v8.setFlagsFromString('--interrupt-budget=400000');

// V8 lets a heap grow up to four times what was live after its last full
// collection before it collects again. A build's threads keep little (the
// compile worker about 60 MB) but make garbage fast, so each heap grew to
// several times its live size: doubling at most kept the devdocs corpus's
// peak about 75 MB lower at the same speed (medians of five alternating runs).
v8.setFlagsFromString('--heap-growing-percent=100');

// React's development build is several times slower at server rendering.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';

process.exitCode = await (await commandLine()).main(process.argv);

/** The module whose `main(argv)` runs the command line. */
async function commandLine() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const folder = existingCompiledCode(path.join(root, COMPILED_CODE_PARENT), codeFingerprint(root));
  if (folder) {
    // So that a crash names docgen's TypeScript files and lines.
    process.setSourceMapsEnabled(true);
    return import(pathToFileURL(path.join(folder, 'cli/index.mjs')).href);
  }
  // tsx, confined to a namespace: only what is imported through it is
  // compiled, with docgen's compiler settings wherever the command runs.
  const { register } = await import('tsx/esm/api');
  const typeScript = register({ namespace: 'docgen-launch', tsconfig: path.join(root, 'tsconfig.json') });
  const { commandLineModule } = await typeScript.import(new URL('../src/cli/launch.ts', import.meta.url).href, import.meta.url);
  const { url, typeScript: isTypeScript } = await commandLineModule();
  if (!isTypeScript) process.setSourceMapsEnabled(true);
  return isTypeScript ? typeScript.import(url, import.meta.url) : import(url);
}
