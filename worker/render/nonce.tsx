/**
 * The page's CSP nonce (middleware/csp.ts) for the elements that load or run script: the main
 * module, module preloads, the dismissal script and Storyblok's bridge. React's own inline scripts
 * get it from `renderToReadableStream`'s `nonce` option.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
