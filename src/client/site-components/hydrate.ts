// Hydrates the site's interactive components (see shared/site-islands.ts):
// each island's module, bundled by the build with the site's other components
// (output/site-islands.ts), is found in the build's list of them and given
// React as this module exports it, so that they share the shell's React.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JSXRuntime from 'react/jsx-runtime';
import { reviveIslandProps } from '../../theme/content/island-html.tsx';
import { ISLANDS_MANIFEST, parseIslandName } from '../../shared/site-islands.ts';

export { React, ReactDOM, ReactDOMClient, JSXRuntime };

/** The URL of each island module's code, by its id: the list is asked for once per page load (it changes with each build), and again when it lacks a module. */
let manifest: Promise<Record<string, string>> | undefined;

function islandModules(): Promise<Record<string, string>> {
  // This module is in the assets folder's `js/`, the list in the assets folder.
  manifest ??= fetch(new URL(`../../${ISLANDS_MANIFEST}`, import.meta.url), { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${response.status} for the list of the site's components`);
    return response.json() as Promise<Record<string, string>>;
  });
  // A list that could not be read is asked for again by the next page.
  manifest.catch(() => (manifest = undefined));
  return manifest;
}

/** The URL of a module's code; a module the list lacks was built after it was read (docgen serve rebuilt the site, say). */
async function moduleUrl(module: string): Promise<string> {
  const url = (await islandModules())[module];
  if (url) return url;
  manifest = undefined;
  const again = (await islandModules())[module];
  if (!again) throw new Error(`the component ${module} is not in the build's list of them`);
  return again;
}

/**
 * Hydrates `islands`, each with its component and props, and the islands
 * their components show later (a panel's text, shown once it is opened, may
 * hold one); the returned function unmounts them all.
 */
export async function hydrateIslands(islands: HTMLElement[]): Promise<() => void> {
  const roots = new Map<Element, ReactDOMClient.Root>();
  let unmounted = false;
  const hydrate = async (element: HTMLElement) => {
    const { module, exportName } = parseIslandName(element.dataset.island ?? '');
    const exports = (await import(/* @vite-ignore */ await moduleUrl(module))) as Record<string, React.ComponentType<Record<string, unknown>>>;
    if (unmounted || roots.has(element) || !element.isConnected) return;
    const props = reviveIslandProps(JSON.parse(element.dataset.props ?? '{}')) as Record<string, unknown>;
    roots.set(
      element,
      ReactDOMClient.hydrateRoot(element, React.createElement(exports[exportName]!, props), {
        // The prefix the build rendered its ids with (see site-island.tsx), for the same ids.
        identifierPrefix: element.dataset.idPrefix ?? '',
        // An island unmounted before it finished hydrating (the reader went on at once) is reported by React too: it is gone, not rendered again.
        onRecoverableError: (error) => unmounted || !element.isConnected || console.warn(`docgen: the component ${module} was rendered again in the browser`, error),
      }),
    );
  };
  const report = (error: unknown) => console.warn("docgen: the site's components on this page could not be run", error);
  const changes = new MutationObserver(() => {
    for (const [element, root] of roots) {
      if (!element.isConnected) {
        roots.delete(element);
        // Not while React may be rendering the island that removed it.
        queueMicrotask(() => root.unmount());
      }
    }
    for (const island of islands) for (const inner of island.querySelectorAll<HTMLElement>('docgen-island')) if (!roots.has(inner)) hydrate(inner).catch(report);
  });
  const hydrating = (async () => {
    for (const element of islands) {
      await hydrate(element);
      changes.observe(element, { childList: true, subtree: true });
    }
  })().catch(report);
  return () => {
    unmounted = true;
    changes.disconnect();
    void hydrating.then(() => roots.forEach((root) => root.unmount()));
  };
}
