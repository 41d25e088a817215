/**
 * Query strings as raw (still encoded) name/value pairs. `shared/` has no URL classes (no DOM,
 * no runtime types), and links only need to keep, compare and append pairs, never decode them.
 */
export type QueryPair = [name: string, value: string];

export function parseQuery(search: string): QueryPair[] {
  return search
    .replace(/^\?/, "")
    .split("&")
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf("=");
      return at === -1 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)];
    });
}

export function formatQuery(pairs: readonly QueryPair[]): string {
  return pairs.map(([name, value]) => (value === "" ? name : `${name}=${value}`)).join("&");
}

export function hasParam(pairs: readonly QueryPair[], name: string): boolean {
  return pairs.some(([n]) => n === name);
}

/** Splits `/a?b=1#c` into path, query (without `?`) and hash (with `#`). */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf("#");
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf("?");
  return queryAt === -1
    ? { path: rest, query: "", hash }
    : { path: rest.slice(0, queryAt), query: rest.slice(queryAt + 1), hash };
}

/** The host of an absolute URL, lower case, or "" when it has none. */
export function hostOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(url);
  return match ? match[1].toLowerCase() : "";
}
