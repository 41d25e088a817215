/**
 * Cookie names at the edge (shared/bff/cookies.ts): the backend's `Set-Cookie` goes to the browser
 * as a `__Host-` cookie (Secure, Path=/, no Domain), and only `__Host-` cookies go back to the
 * backend, under their own names. A cookie without the prefix (set by a sibling subdomain, or left
 * from before) never reaches the backend.
 */
import { HOST_PREFIX } from "../../shared/bff/cookies.ts";

export interface CookiePair {
  name: string;
  value: string;
}

/** The pairs of a Cookie header, in order, duplicates kept. */
export function cookiePairs(header: string | null | undefined): CookiePair[] {
  return (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf("=");
      return at === -1 ? { name: part, value: "" } : { name: part.slice(0, at), value: part.slice(at + 1) };
    });
}

/** How often a cookie of this name is in the header (two of one name: refuse, never let the first win). */
export function cookieCount(header: string | null | undefined, name: string): number {
  return cookiePairs(header).filter((pair) => pair.name === name).length;
}

/** The only value of a cookie, or undefined when it is missing or there is more than one. */
export function onlyCookie(header: string | null | undefined, name: string): string | undefined {
  const found = cookiePairs(header).filter((pair) => pair.name === name);
  return found.length === 1 ? found[0].value : undefined;
}

/** The browser's Cookie header as the backend sees it: `__Host-` cookies only, without the prefix, each name once. */
export function backendCookieHeader(header: string | null | undefined): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const { name, value } of cookiePairs(header)) {
    if (!name.startsWith(HOST_PREFIX)) continue;
    const bare = name.slice(HOST_PREFIX.length);
    if (!bare || seen.has(bare)) continue;
    seen.add(bare);
    kept.push(`${bare}=${value}`);
  }
  return kept.join("; ");
}

/** A backend `Set-Cookie` line as the browser gets it: `__Host-` name, Secure, Path=/, no Domain. */
export function browserSetCookie(line: string): string {
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  const kept = attributes.filter((attribute) => !/^(domain|path|secure)(=|$)/i.test(attribute));
  const name = pair.startsWith(HOST_PREFIX) ? pair : `${HOST_PREFIX}${pair}`;
  return [name, "Path=/", "Secure", ...kept].join("; ");
}

/** The name and value a backend `Set-Cookie` line sets; `removed` when it deletes the cookie. */
export function setCookieOf(line: string): { name: string; value: string; removed: boolean } {
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  const at = pair.indexOf("=");
  const name = at === -1 ? pair : pair.slice(0, at);
  const value = at === -1 ? "" : pair.slice(at + 1);
  const removed =
    value === "" || attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
  return { name, value, removed };
}
