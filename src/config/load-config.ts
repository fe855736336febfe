import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { lineOfKeyPath } from '../content/source-line.ts';
import { BuildError, BuildErrors } from '../shared/errors.ts';
import { fileKind } from '../shared/file-kind.ts';
import { isWithin } from '../shared/path-within.ts';
import { settingProblems } from '../shared/setting-problems.ts';
import { innermostSiteFrame } from '../shared/site-frames.ts';
import { importSiteModule, type ImportedSiteModule } from '../shared/site-import.ts';
import { docusaurusMajorVersion } from './docusaurus-version.ts';
import { fromDocusaurusConfig, isDocusaurusConfig } from './docusaurus-config.ts';
import { insteadOfDocusaurusSetting } from './docusaurus-options.ts';
import { siteConfigSchema, type SiteConfig, type SiteConfigInput } from './schema.ts';
import { codeTranslationsFile, loadSiteTranslations } from '../i18n/site-translations.ts';
import { localizeSiteConfig } from '../i18n/localize-config.ts';
import { themeMessages } from '../i18n/theme-messages.ts';
import type { SiteTranslations } from '../i18n/translate.ts';

/** Identity helper that gives config authors type checking and completion. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  configPath: string;
  /** The config file and the files it imports, whose edits change the config. */
  configFiles: string[];
  /** See ConfigModule. */
  configFingerprint: string;
  /** What reading the config has to say: the settings of a Docusaurus config left out. */
  configWarnings: string[];
  /** Folder the config's relative paths are resolved against. */
  siteDir: string;
  contentDir: string;
  /** The static folders, in order of precedence. */
  staticDirs: string[];
  outDir: string;
  /** The translations of the locale being built: Docusaurus's `i18n/<locale>` folder (see translation-files.ts). */
  localeDir: string;
  /** The theme's strings in the site's language, when it is not the declared English (see site-translations.ts). */
  translations?: SiteTranslations;
}

export function validateConfig(raw: unknown, configPath: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    // One error per problem, each at the line of the property when it can be found in the file.
    const errors = settingProblems(parsed.error).map(({ keyPath, unknownKey, message }) =>
      // A misspelt setting would otherwise be dropped without a word, as Docusaurus does not.
      new BuildError(unknownKey ? unknownSettingMessage(keyPath) : `Invalid site configuration: ${keyPath.join('.') || '(root)'}: ${message}`, {
        file: configPath,
        line: lineOfKeyPath(configPath, keyPath),
      }),
    );
    throw errors.length === 1 ? errors[0]! : new BuildErrors(errors);
  }
  return parsed.data;
}

function unknownSettingMessage(keyPath: (string | number)[]): string {
  const instead = insteadOfDocusaurusSetting(keyPath.at(-1));
  return `Invalid site configuration: "${keyPath.join('.')}" is not a setting docgen knows${instead ? ` (it is one of Docusaurus's): ${instead}` : '.'}`;
}

/** A config file run and validated: the config, the files it was built from, and its code's fingerprint. */
export interface ConfigModule {
  config: SiteConfig;
  /** The config file and the files it imports, whose edits change the config. */
  configFiles: string[];
  /** Changes when any code the config runs changes (its remark and rehype plugins' included). */
  fingerprint: string;
  /** The settings of a Docusaurus config left out, each with why. */
  warnings: string[];
}

/** Runs the config file afresh (so that `docgen serve` sees edits to it and to what it imports or reads) and validates it. */
export async function readConfigModule(configPath: string): Promise<ConfigModule> {
  let module: ImportedSiteModule;
  try {
    module = await importSiteModule(configPath);
  } catch (error) {
    throw error instanceof BuildError ? new BuildError(`Could not load the config: ${error.message}`, error.location) : error;
  }
  const exported = module.exports.default;
  if (exported === undefined) {
    const names = Object.keys(module.exports);
    throw new BuildError(`The config has no default export${names.length ? ` (it exports ${names.join(', ')})` : ''}: give the settings as export default defineConfig({ … }) (in a Docusaurus config, module.exports = { … } or export default).`, { file: configPath });
  }
  // Docusaurus also takes a function that makes the config, as it may need to await something first.
  const raw = typeof exported === 'function' ? await runConfigFunction(exported as () => unknown, configPath) : exported;
  const { config, warnings } = isDocusaurusConfig(configPath) ? fromDocusaurusConfig(raw, configPath, { docusaurusMajor: docusaurusMajorVersion(path.dirname(configPath)) }) : { config: raw, warnings: [] };
  const validated = validateConfig(config, configPath);
  return { config: validated, configFiles: module.inputs, fingerprint: module.fingerprint, warnings };
}

async function runConfigFunction(makeConfig: () => unknown, configPath: string): Promise<unknown> {
  try {
    return await makeConfig();
  } catch (error) {
    const frame = innermostSiteFrame(error);
    throw new BuildError(`Could not load the config: its function failed: ${(error as Error).message}`, frame ? { file: frame.file, line: frame.line, column: frame.column } : { file: configPath });
  }
}

/** The config docgen reads when none is given: its own, or else a Docusaurus site's, which it reads as its own. */
const DEFAULT_CONFIG = 'site.config.ts';
const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.mts', 'docusaurus.config.cts'];

/**
 * The config file: the one given, or by default site.config.ts, else a
 * Docusaurus site's config in `cwd`. A folder given is a site's folder, whose
 * config is found in it the same way.
 */
export function configPathOf(configFile: string, cwd: string): string {
  const configPath = path.resolve(cwd, configFile);
  if (fileKind(configPath) === 'folder') {
    const inFolder = [DEFAULT_CONFIG, ...DOCUSAURUS_CONFIGS].map((name) => path.join(configPath, name)).find((file) => existsSync(file));
    if (inFolder) return inFolder;
    throw new BuildError(`The config given is a folder with no ${DEFAULT_CONFIG} or docusaurus.config.js in it: name the config file with --config <file>.`, { file: configPath });
  }
  if (existsSync(configPath)) return configPath;
  if (configFile !== DEFAULT_CONFIG) throw new BuildError('The config file given with --config does not exist.', { file: configPath });
  const docusaurus = DOCUSAURUS_CONFIGS.map((name) => path.resolve(cwd, name)).find((file) => existsSync(file));
  if (docusaurus) return docusaurus;
  throw new BuildError(`Config file not found. Create site.config.ts (or run docgen in a Docusaurus site's folder, which has its docusaurus.config.js) or pass --config <file>.`, { file: configPath });
}

/**
 * The built output folder `docgen check-links` and `docgen serve --no-watch`
 * read: the one given, else the one a build of the site writes (its config's
 * outDir, beside the config), else ./build when no config is named and none
 * is found in the current folder (a built site copied elsewhere).
 */
export async function outputFolderToRead(given: string | undefined, configFile = DEFAULT_CONFIG): Promise<string> {
  if (given !== undefined) return path.resolve(given);
  let configPath: string;
  try {
    configPath = configPathOf(configFile, process.cwd());
  } catch (error) {
    if (configFile === DEFAULT_CONFIG) return path.resolve('build');
    throw error;
  }
  const { config } = await readConfigModule(configPath);
  return path.resolve(path.dirname(configPath), config.outDir);
}

/** Which locale a build is of, and whether its pages go below the locale's folder (a build of every locale). */
export interface LocaleChoice {
  /** The default locale when not given. */
  locale?: string;
  localizePath?: boolean;
}

export async function loadConfig(configFile = DEFAULT_CONFIG, cwd = process.cwd(), outOverride?: string, choice: LocaleChoice = {}): Promise<LoadedConfig> {
  const configPath = configPathOf(configFile, cwd);
  return configOfModule(await readConfigModule(configPath), configPath, cwd, outOverride, choice);
}

/** loadConfig of a config module already run, which stays as the file gives it (the locale's labels are applied to a copy). */
export async function configOfModule(module: ConfigModule, configPath: string, cwd = process.cwd(), outOverride?: string, choice: LocaleChoice = {}): Promise<LoadedConfig> {
  const siteDir = path.dirname(configPath);
  const locale = choice.locale ?? module.config.i18n.defaultLocale;
  const { config, outputSubfolder, localeDir, files } = localizeSiteConfig(module.config, siteDir, locale, { localizePath: choice.localizePath ?? false, configPath });
  // The theme's own messages are read (once per version of docgen) only for a site with its own code.json.
  const translations = loadSiteTranslations(localeDir, locale, existsSync(codeTranslationsFile(localeDir)) ? await themeMessages() : undefined);
  // Its translation files are read with the config: an edit to one is one to the config (docgen serve starts again).
  const translationFiles = [...files, codeTranslationsFile(localeDir)].filter((file) => existsSync(file));
  const outRoot = path.resolve(cwd, outOverride ?? path.resolve(siteDir, config.outDir));
  const loaded = {
    config,
    configPath,
    configFiles: [...module.configFiles, ...translationFiles],
    configFingerprint: module.fingerprint,
    configWarnings: module.warnings,
    siteDir,
    contentDir: path.resolve(siteDir, config.contentDir),
    staticDirs: [config.staticDir].flat().map((folder) => path.resolve(siteDir, folder)),
    localeDir,
    outDir: outputSubfolder ? path.join(outRoot, outputSubfolder) : outRoot,
    ...(translations ? { translations } : {}),
  };
  assertOutputApart(loaded, outOverride === undefined);
  return loaded;
}

/** The folders of a content folder that a build reads: each docs set's, their versions', and the pages'. */
function contentFolders(config: SiteConfig, contentDir: string): { name: string; folder: string }[] {
  const pages = Array.isArray(config.pagesDir) ? config.pagesDir : [config.pagesDir];
  return [
    ...config.docs.flatMap((docs) => [docs.path, `${docs.id === 'default' ? '' : `${docs.id}_`}versioned_docs`].map((folder) => ({ name: `the docs folder ${folder}`, folder }))),
    ...pages.map((folder) => ({ name: `the pages folder ${folder}`, folder })),
  ].map(({ name, folder }) => ({ name, folder: realPath(path.resolve(contentDir, folder)) }));
}

/** An empty folder, or a site's output, as docgen's and Docusaurus's builds write it (each has a 404 page, and most a home page). */
function looksLikeBuiltSite(folder: string): boolean {
  const names = readdirSync(folder);
  return names.length === 0 || names.includes('index.html') || names.includes('404.html');
}

/** The path with its existing part's symbolic links resolved, so that two names of one folder compare equal. */
function realPath(file: string): string {
  const missing: string[] = [];
  let existing = file;
  while (!existsSync(existing) && path.dirname(existing) !== existing) {
    missing.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  return path.join(realpathSync(existing), ...missing);
}

/**
 * A build replaces its output folder whole: one that holds the site's
 * sources (`--out .`, `--out ..`, `--out content`) would be deleted with
 * them, and one inside the content or static folder would be read back as
 * content or copied into itself by the next build. A content folder that is
 * the site's folder (a Docusaurus site's) holds the output, `build`, as
 * Docusaurus's does: then only the folders read for content are off limits.
 * Nor is an existing folder that holds anything but a built site replaced.
 */
function assertOutputApart({ config, configPath, siteDir, contentDir, staticDirs, outDir }: LoadedConfig, fromConfig: boolean): void {
  // Here rather than when the build opens it, so that docgen serve, which no save could mend, stops too.
  const existing = fileKind(outDir);
  if (existing !== undefined && existing !== 'folder') throw new BuildError('The output folder is a file: give another --out (or outDir in the config), or remove the file.', { file: outDir });

  const out = realPath(outDir);
  const sources = [
    { name: 'the site folder', folder: siteDir },
    { name: 'the content folder', folder: contentDir },
    ...staticDirs.map((folder) => ({ name: 'the static folder', folder })),
  ].map(({ name, folder }) => ({ name, folder: realPath(folder) }));
  const holds = sources.find(({ folder }) => isWithin(out, folder));
  const read = realPath(contentDir) === realPath(siteDir) ? [...sources.slice(2), ...contentFolders(config, contentDir)] : sources.slice(1);
  const inside = read.find(({ folder }) => isWithin(folder, out));
  const at = fromConfig ? { file: configPath, line: lineOfKeyPath(configPath, ['outDir']) } : {};
  if (holds || inside) {
    const problem = holds ? `it would replace ${holds.name} (${holds.folder}) and everything in it` : `it is inside ${inside!.name} (${inside!.folder})`;
    throw new BuildError(`The output folder ${outDir} cannot be used: ${problem}. Choose another folder with --out (or outDir in the config), such as build.`, at);
  }
  // Anything else there is replaced whole too: a folder of other files (a mistyped --out naming one) would be lost.
  if (existing === 'folder' && !looksLikeBuiltSite(outDir)) {
    throw new BuildError(`The output folder ${outDir} cannot be used: it holds files, but not a built site (no index.html or 404.html), and a build replaces the folder whole, so they would be lost. Choose another folder with --out (or outDir in the config), or empty this one.`, at);
  }
}
