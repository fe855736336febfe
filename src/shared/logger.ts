// Warnings are collected rather than printed in place so the CLI can show them
// after the progress line, and tests can assert on them.
import type { SourceLocation } from './errors.ts';

export interface Warning {
  message: string;
  location?: SourceLocation;
}

export interface Reporter {
  warn(message: string, location?: SourceLocation): void;
  readonly warnings: Warning[];
}

export function createReporter(): Reporter {
  const warnings: Warning[] = [];
  return {
    warnings,
    warn(message, location) {
      warnings.push({ message, location });
    },
  };
}
