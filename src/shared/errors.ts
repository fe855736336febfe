// Errors an author can act on: they carry the file (and line) at fault and are
// printed without a stack trace. Anything else is a bug in docgen.
export interface SourceLocation {
  file?: string;
  line?: number;
  column?: number;
}

export class BuildError extends Error {
  readonly location: SourceLocation;

  constructor(message: string, location: SourceLocation = {}) {
    super(message);
    this.name = 'BuildError';
    this.location = location;
  }
}

export function formatLocation({ file, line, column }: SourceLocation): string {
  if (!file) return '';
  return line ? `${file}:${line}${column ? `:${column}` : ''}` : file;
}

export function formatBuildError(error: BuildError, relativeTo?: (file: string) => string): string {
  const loc = error.location.file
    ? formatLocation({ ...error.location, file: relativeTo ? relativeTo(error.location.file) : error.location.file })
    : '';
  return loc ? `${loc}: ${error.message}` : error.message;
}

/** Several author errors found in one pass, reported together. */
export class BuildErrors extends Error {
  readonly errors: BuildError[];

  constructor(errors: BuildError[]) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'} found`);
    this.name = 'BuildErrors';
    this.errors = errors;
  }
}

/** Adds a build error, or each of several, to `errors`; anything else is thrown on. */
export function collectBuildError(error: unknown, errors: BuildError[]): void {
  if (error instanceof BuildErrors) errors.push(...error.errors);
  else if (error instanceof BuildError) errors.push(error);
  else throw error;
}

/** Errors by file, then line and column; those of no file last. */
export function bySourcePlace(a: BuildError, b: BuildError): number {
  const [x, y] = [a.location, b.location];
  if (x.file !== y.file) return x.file === undefined ? 1 : y.file === undefined ? -1 : x.file < y.file ? -1 : 1;
  return (x.line ?? 0) - (y.line ?? 0) || (x.column ?? 0) - (y.column ?? 0);
}

export function isAuthorError(error: unknown): error is BuildError | BuildErrors {
  return error instanceof BuildError || error instanceof BuildErrors;
}
