#!/usr/bin/env node
// Thin launcher: registers tsx so the site's own site.config.ts and .tsx pages
// load without a separate compile step, then runs docgen (src/cli/launch.ts).
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { register } from 'tsx/esm/api';

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

// The site's config and .tsx pages load through tsx, confined to a namespace:
// only what is imported through it is compiled (the launcher, and the site's
// own modules), not every module of the process.
const typeScript = register({ namespace: 'docgen-site', tsconfig: siteTypeScriptConfig(process.argv.slice(2)) });
const importTypeScript = (url) => typeScript.import(url, import.meta.url);

const { commandLineModule } = await importTypeScript(new URL('../src/cli/launch.ts', import.meta.url).href);
const commandLine = await commandLineModule(importTypeScript);
const { main } = await (commandLine.typeScript ? importTypeScript(commandLine.url) : import(commandLine.url));
process.exitCode = await main(process.argv);

/**
 * The tsconfig.json of the site's folder (the config file's, wherever the
 * command runs from). A site without one gets docgen's compiler settings (the
 * automatic JSX runtime above all) through a tsconfig in the temporary folder
 * that extends docgen's and includes every file: tsx applies a tsconfig only
 * to the files it includes, so docgen's own would leave a site outside its
 * folder with none, and a site's pages need not sit in its folder (the devdocs
 * example's are this project's). Only the site's modules load through it.
 */
function siteTypeScriptConfig(args) {
  let config = 'site.config.ts';
  for (const [index, arg] of args.entries()) {
    if ((arg === '-c' || arg === '--config') && args[index + 1]) config = args[index + 1];
    else if (arg.startsWith('--config=')) config = arg.slice('--config='.length);
    else if (arg.startsWith('-c') && arg.length > 2 && !arg.startsWith('--')) config = arg.slice(2);
  }
  const siteDir = path.dirname(path.resolve(config));
  const own = path.join(siteDir, 'tsconfig.json');
  if (existsSync(own)) return own;
  const text = JSON.stringify({ extends: fileURLToPath(new URL('../tsconfig.json', import.meta.url)), include: [path.join(path.parse(siteDir).root, '**/*')] });
  const file = path.join(tmpdir(), `docgen-site-tsconfig-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`);
  if (!existsSync(file)) {
    // Whole or not at all: another docgen may be reading it.
    writeFileSync(`${file}.${process.pid}`, text);
    renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}
