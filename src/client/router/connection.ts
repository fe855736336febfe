// Prefetching costs the reader data; on slow or metered connections it is skipped.
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}
