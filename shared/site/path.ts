/**
 * Path resolution (specification section 2, "URL conventions" and "Route handling"):
 * normalisation, the optional two-letter locale folder, the optional platform segment,
 * redirects to another country's domain and to /error.
 */
import { LANGUAGES, type Language, type Locale } from "./locales.ts";
import { CHANNEL_FLAGS, LANGUAGE_HOME, type Site, siteOf } from "./sites.ts";

export type Platform = "web" | "desktop";

/** Longest path we look at; longer ones are answered 414. */
export const MAX_PATH_LENGTH = 2048;

export type PathResolution =
  | {
      kind: "page";
      locale: Locale;
      /** `fr` on kartenliebe.ch/fr/, `""` for the domain's default locale. */
      folder: string;
      platform: Platform;
      /** `d` or `w` when the path carried a platform segment. */
      platformSegment: "" | "d" | "w";
      /** The path without locale folder and platform segment, always starting with `/`. */
      routePath: string;
    }
  /** A redirect on the same host. */
  | { kind: "redirect"; status: 301 | 302; path: string }
  /** A redirect to another site of the same channel, keeping the rest of the path. */
  | { kind: "cross-domain"; status: 301; site: Site; path: string }
  | { kind: "bad-request"; status: 400 | 414; reason: string };

/** Paths that belong to the system, not to pages: not normalised, not localised. */
const FILE_LIKE = /\.[a-z0-9]{1,8}$/i;
const CONTROL = /[\u0000-\u001f\u007f]/;
const PLATFORM_SEGMENTS = { d: "desktop", w: "web" } as const;

function isLanguage(segment: string): segment is Language {
  return (LANGUAGES as readonly string[]).includes(segment);
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** Collapses duplicate slashes and applies the channel's trailing-slash rule. */
export function normalisePath(path: string, trailingSlash: boolean, isRoot: boolean): string {
  const out = path.replace(/\/{2,}/g, "/");
  if (out === "/" || FILE_LIKE.test(out)) return out;
  if (isRoot || trailingSlash) return out.endsWith("/") ? out : `${out}/`;
  return out.replace(/\/+$/, "");
}

/**
 * Resolves the path of a request on a site. `pathname` is the raw (still encoded) path of the URL.
 */
export function resolvePath(site: Site, pathname: string): PathResolution {
  if (pathname.length > MAX_PATH_LENGTH) return { kind: "bad-request", status: 414, reason: "Path too long" };
  const decoded = decodePath(pathname);
  if (decoded === undefined) return { kind: "bad-request", status: 400, reason: "Malformed percent-encoding in path" };
  if (CONTROL.test(decoded)) return { kind: "bad-request", status: 400, reason: "Control characters in path" };

  const segments = pathname.split("/").filter(Boolean);
  let index = 0;
  let folder = "";
  let locale = site.domain.defaultLocale;
  let platformSegment: "" | "d" | "w" = "";

  const takePlatform = () => {
    const seg = segments[index];
    if (!platformSegment && (seg === "d" || seg === "w")) {
      platformSegment = seg;
      index++;
    }
  };

  takePlatform();
  const first = segments[index];
  if (first !== undefined && /^[a-z]{2}$/i.test(first)) {
    const lower = first.toLowerCase();
    const rest = `/${segments.slice(index + 1).join("/")}${pathname.endsWith("/") ? "/" : ""}`;
    const prefix = platformSegment ? `/${platformSegment}` : "";
    const folderLocale = isLanguage(lower) ? site.domain.folders[lower] : undefined;
    if (folderLocale && lower === first) {
      folder = lower;
      locale = folderLocale;
      index++;
    } else if (folderLocale) {
      const path = `${prefix}/${lower}${rest}`;
      return {
        kind: "redirect",
        status: 301,
        path: normalisePath(path, CHANNEL_FLAGS[site.channel].trailingSlash, isPlatformOnly(rest)),
      };
    } else if (isLanguage(lower) && lower === site.domain.defaultLocale.slice(0, 2)) {
      return { kind: "redirect", status: 301, path: normaliseRest(site, prefix + rest) };
    } else if (isLanguage(lower)) {
      const target = siteOf(site.channel, LANGUAGE_HOME[lower]);
      return { kind: "cross-domain", status: 301, site: target, path: normaliseRest(target, prefix + rest) };
    } else {
      return { kind: "redirect", status: 302, path: normaliseRest(site, "/error") };
    }
  }
  takePlatform();

  const routeSegments = segments.slice(index);
  const routePath = `/${routeSegments.join("/")}`;
  const isRoot = routeSegments.length === 0;
  const normalised = normalisePath(pathname, CHANNEL_FLAGS[site.channel].trailingSlash, isRoot);
  if (normalised !== pathname) return { kind: "redirect", status: 301, path: normalised };

  return {
    kind: "page",
    locale,
    folder,
    platform: (platformSegment as string) === "d" ? PLATFORM_SEGMENTS.d : PLATFORM_SEGMENTS.w,
    platformSegment,
    routePath,
  };
}

/** Whether a path holds nothing but platform segments, so it is the root of its folder. */
function isPlatformOnly(path: string): boolean {
  return path
    .split("/")
    .filter(Boolean)
    .every((s) => s === "d" || s === "w");
}

function normaliseRest(site: Site, path: string): string {
  return normalisePath(path, CHANNEL_FLAGS[site.channel].trailingSlash, isPlatformOnly(path));
}

/** The public path of a route path on a site: adds the locale folder and platform segment back. */
export function publicPath(
  site: Site,
  routePath: string,
  options: { folder?: string; platformSegment?: "" | "d" | "w" } = {},
): string {
  const prefix =
    (options.folder ? `/${options.folder}` : "") + (options.platformSegment ? `/${options.platformSegment}` : "");
  const isRoot = routePath === "/" || routePath === "";
  const joined = prefix + (isRoot ? "/" : routePath);
  return normalisePath(joined, CHANNEL_FLAGS[site.channel].trailingSlash, isRoot);
}
