import path from 'node:path';

/** Whether `inner` is `outer` or lies inside it (paths as the file system gives them). */
export function isWithin(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
