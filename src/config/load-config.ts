import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lineOfKeyPath } from '../content/source-line.ts';
import { BuildError, BuildErrors } from '../shared/errors.ts';
import { importSiteModule } from '../shared/site-import.ts';
import { siteConfigSchema, type SiteConfig, type SiteConfigInput } from './schema.ts';

/** Identity helper that gives config authors type checking and completion. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  configPath: string;
  /** Folder the config's relative paths are resolved against. */
  siteDir: string;
  contentDir: string;
  staticDir: string;
  outDir: string;
}

export function validateConfig(raw: unknown, configPath: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    // One error per problem, each at the line of the property when it can be found in the file.
    const keyPath = (issue: (typeof parsed.error.issues)[number]) => issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const errors = parsed.error.issues.map(
      (issue) => new BuildError(`Invalid site configuration: ${keyPath(issue).join('.') || '(root)'}: ${issue.message}`, { file: configPath, line: lineOfKeyPath(configPath, keyPath(issue)) }),
    );
    throw errors.length === 1 ? errors[0]! : new BuildErrors(errors);
  }
  return parsed.data;
}

export async function loadConfig(configFile = 'site.config.ts', cwd = process.cwd(), outOverride?: string): Promise<LoadedConfig> {
  const configPath = path.resolve(cwd, configFile);
  if (!existsSync(configPath)) {
    throw new BuildError(`Config file not found. Create site.config.ts or pass --config <file>.`, { file: configPath });
  }
  let mod: { default?: unknown };
  try {
    // A query string defeats the module cache so `docgen serve` sees edits.
    mod = await importSiteModule(`${pathToFileURL(configPath).href}?t=${Date.now()}`);
  } catch (error) {
    throw new BuildError(`Could not load the config: ${(error as Error).message}`, { file: configPath });
  }
  const raw = mod.default ?? mod;
  const config = validateConfig(raw, configPath);
  const siteDir = path.dirname(configPath);
  return {
    config,
    configPath,
    siteDir,
    contentDir: path.resolve(siteDir, config.contentDir),
    staticDir: path.resolve(siteDir, config.staticDir),
    outDir: path.resolve(cwd, outOverride ?? path.resolve(siteDir, config.outDir)),
  };
}
