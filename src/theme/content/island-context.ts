import { createContext, useContext } from 'react';

/** Whether a component renders inside one of the site's interactive components, which the browser runs whole (see site-island.tsx). */
export const IslandContext = createContext(false);

export const useInsideIsland = (): boolean => useContext(IslandContext);
