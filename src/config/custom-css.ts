import { existsSync } from 'node:fs';
import path from 'node:path';
import { lineOfKeyPath } from '../content/source-line.ts';
import { BuildError, BuildErrors } from '../shared/errors.ts';
import type { SiteConfig } from './schema.ts';

/**
 * A stylesheet customCss names that is not there is an error at its line of
 * the config, before bundling would fail without one. Checked by the build,
 * not as the config loads: `docgen serve` then knows the file to wait for.
 */
export function assertCustomCssExists(config: SiteConfig, configPath: string): void {
  const errors = config.customCss.flatMap((file, index) =>
    existsSync(path.resolve(path.dirname(configPath), file)) ? [] : [new BuildError(`The stylesheet "${file}" in customCss does not exist.`, { file: configPath, line: lineOfKeyPath(configPath, ['customCss', index]) ?? lineOfKeyPath(configPath, ['customCss']) })],
  );
  if (errors.length > 0) throw errors.length === 1 ? errors[0]! : new BuildErrors(errors);
}
