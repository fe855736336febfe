import type { LinkPolicy } from '../config/schema.ts';
import { BuildError, type SourceLocation } from './errors.ts';
import type { Reporter } from './logger.ts';

/**
 * One finding under a throw/warn/ignore policy: the error to report (the
 * caller decides when to stop), a warning, or nothing.
 */
export function applyPolicy(policy: LinkPolicy, message: string, location: SourceLocation, reporter: Reporter): BuildError | undefined {
  if (policy === 'throw') return new BuildError(message, location);
  if (policy === 'warn') reporter.warn(message, location);
  return undefined;
}
