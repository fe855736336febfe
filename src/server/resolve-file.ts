import path from 'node:path';
import { requestFileCandidates } from '../content/url.ts';
import { isFile } from '../shared/file-kind.ts';

/**
 * The file a static host would answer with (see requestFileCandidates). The
 * build's link check asks it too. The server refuses traversal attempts before
 * calling it (see parseRequestTarget); the root check here is the second line
 * of defence.
 */
export function resolveRequestFile(root: string, urlPath: string): string | undefined {
  const candidates = requestFileCandidates(urlPath)?.map((candidate) => path.join(root, candidate));
  return candidates?.find((candidate) => candidate.startsWith(root + path.sep) && isFile(candidate));
}
