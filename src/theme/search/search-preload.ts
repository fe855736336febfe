// Fetch hints for the search, given by the navbar's button when the reader
// shows interest in it. A module of its own: the button is on every page's
// first load, and the engine (search-engine.ts) loads with the dialog.

/** Asks the browser for Pagefind's script and the index's entry file, once. */
export function preloadSearch(baseUrl: string): void {
  if (document.querySelector('link[data-docgen-search-preload]')) return;
  for (const [href, as] of [[`${baseUrl}pagefind/pagefind.js`, 'modulepreload'], [`${baseUrl}pagefind/pagefind-entry.json`, 'prefetch']] as const) {
    const link = document.createElement('link');
    link.rel = as;
    link.href = href;
    link.dataset.docgenSearchPreload = '';
    document.head.append(link);
  }
}

