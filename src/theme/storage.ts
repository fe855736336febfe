// Browser storage that tolerates being unavailable (private mode, iframes):
// it warns once and carries on. Never touched during server rendering.
let warned = false;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn('docgen: browser storage is not available; preferences will not be remembered.', error);
    }
    return undefined;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn('docgen: could not write to browser storage.', error);
    }
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
