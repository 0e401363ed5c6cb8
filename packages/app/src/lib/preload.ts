import { createContext, useContext } from 'react';

/**
 * Starts loading the chunks and dictionaries of the screen at `path` (App.tsx provides it from the
 * route table), so a page can prepare the screen the user is about to open without importing the
 * route table that imports it.
 */
export const PreloadPathContext = createContext<(path: string) => void>(() => undefined);

export const usePreloadPath = () => useContext(PreloadPathContext);
