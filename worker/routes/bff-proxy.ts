/**
 * The same-origin BFF proxy (ARCHITECTURE "Rules"; docs/customers.md): the shop's own domain
 * serves the backend's customer paths under /bff/, so the session cookies are first-party. The
 * backend's cookies reach the browser as `__Host-` cookies and only those go back (bff/cookies.ts,
 * decision 088); a missing CSRF token is added (its cookie set with a backend page). The designer
 * stand-in and the cart (docs/catalogue.md) are reached here too, so the cart cookie is first-party. State-changing
 * requests must come from this origin and carry the double-submit proof bound to the session
 * (middleware/csrf.ts); only the listed backend paths are reachable, with their methods and body
 * limits (bff-proxy-paths.ts: the section 7 product, price and file paths too), the development
 * outbox only in development. A backend that does not answer within 10 s is a 504.
 */
import { strategyNamed } from "../cache/cache-control.ts";
import { Hono } from "hono";
import { SESSION_COOKIE, browserCookieName } from "../../shared/bff/cookies.ts";
import { CSRF_BROWSER_COOKIE, CSRF_FIELD, CSRF_HEADER } from "../../shared/bff/csrf.ts";
import { CLIENT_ADDRESS_HEADER, SHOP_ORIGIN_HEADER } from "../../shared/bff/headers.ts";
import { bffFetch } from "../bff/client.ts";
import { browserSetCookie, cookieCount, onlyCookie, setCookieOf } from "../bff/cookies.ts";
import { DependencyUnavailable, PROXY_CALL_TIMEOUT_MS } from "../bff/deadline.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { csrfSetCookie, hasDoubleSubmitProof, isOwnToken, isSameOrigin, newCsrfToken } from "../middleware/csrf.ts";
import { limitBody, sizeText } from "../middleware/body-limit.ts";
import { logEvent } from "../log.ts";
import { proxyCountry, proxyLocale, proxyRequestContext } from "./bff-proxy-context.ts";
import { MAX_PROXY_BODY, proxiedPath, takesMethod } from "./bff-proxy-paths.ts";

/** The longest query string the proxy forwards (the pages' own limit). */
export const MAX_PROXY_QUERY = 4096;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PASSED_RESPONSE_HEADERS = [
  "content-type",
  "location",
  "retry-after",
  "content-disposition",
  "x-content-type-options",
];
const SESSION_BROWSER_COOKIE = browserCookieName(SESSION_COOKIE);

function problem(status: 400 | 403 | 405 | 413 | 414 | 502 | 504, text: string, headers: Record<string, string> = {}) {
  return Response.json({ error: true, message: { text } }, { status, headers });
}

/** The cookie header with one cookie set to a value, the others kept as they came. */
function withCookie(header: string | undefined, name: string, value: string): string {
  const others = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${name}=`));
  return [...others, `${name}=${value}`].join("; ");
}

export const bffProxy = new Hono<AppEnv>()
  .get("/bff/csrf", async (c) => {
    const token = await newCsrfToken(c.env, onlyCookie(c.req.header("cookie"), SESSION_BROWSER_COOKIE));
    c.header("set-cookie", csrfSetCookie(token), { append: true });
    return c.json({ token });
  })
  .all("/bff/*", async (c) => {
    const config = configOf(c.env);
    const path = c.req.path.slice("/bff".length);
    const entry = proxiedPath(path, config.development);
    if (!entry) return c.notFound();
    const method = c.req.method;
    if (!STATE_CHANGING.has(method) && method !== "GET" && method !== "HEAD") return problem(405, "Method not allowed");
    if (!takesMethod(entry, method))
      return problem(405, "Method not allowed", {
        allow: (entry.methods ?? []).flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])).join(", "),
      });

    if (new URL(c.req.url).search.length > MAX_PROXY_QUERY) return problem(414, "Query string too long");

    const context = proxyRequestContext(c.req.raw, config);
    const cookies = c.req.header("cookie");
    // Two cookies of one name (a second one tossed in somehow) are refused, never the first taken.
    const cookieToken = onlyCookie(cookies, CSRF_BROWSER_COOKIE);
    const session = onlyCookie(cookies, SESSION_BROWSER_COOKIE);
    let body: ArrayBuffer | undefined;
    if (STATE_CHANGING.has(method)) {
      if (!isSameOrigin(c.req.raw, context.origin)) return problem(403, "Cross-site request refused");
      if (cookieCount(cookies, CSRF_BROWSER_COOKIE) > 1 || cookieCount(cookies, SESSION_BROWSER_COOKIE) > 1)
        return problem(403, "Ambiguous cookies refused");
      // The proof in the header is checked before the body is read (an upload without it is not
      // read at all); a standard form post carries it in its _csrf field instead.
      const inHeader = c.req.header(CSRF_HEADER);
      const isForm = (c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
      const refused = () => problem(403, "Missing or wrong CSRF proof");
      if ((inHeader !== undefined || !isForm) && !(await hasDoubleSubmitProof(c.env, cookieToken, inHeader, session)))
        return refused();
      // The path's own limit (hono's body-limit): refused by the declared length before anything
      // is read, else read at most to the limit, so a body without a length cannot make the proxy
      // hold more than that.
      const maxBody = entry.maxBody ?? MAX_PROXY_BODY;
      const tooLarge = await limitBody(maxBody, () => problem(413, `Request too large: at most ${sizeText(maxBody)}`))(
        c,
        async () => {
          body = await c.req.raw.arrayBuffer();
        },
      );
      if (tooLarge || !body) return tooLarge ?? problem(400, "Unreadable body");
      if (inHeader === undefined && isForm) {
        const field = new URLSearchParams(new TextDecoder().decode(body)).get(CSRF_FIELD) ?? undefined;
        if (!(await hasDoubleSubmitProof(c.env, cookieToken, field, session))) return refused();
      }
    }

    const headers = new Headers();
    for (const name of ["cookie", "content-type", "accept", "referer"]) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    // A visitor without a token of ours gets one now, and the backend sees it already: pages it
    // serves (the designer stand-in) repeat it in their form posts. Its cookie goes out with such a
    // page only (below).
    const issuedToken = (await isOwnToken(c.env, cookieToken, session))
      ? undefined
      : await newCsrfToken(c.env, session);
    if (issuedToken) headers.set("cookie", withCookie(cookies, CSRF_BROWSER_COOKIE, issuedToken));
    headers.set(SHOP_ORIGIN_HEADER, context.origin);
    headers.set(CLIENT_ADDRESS_HEADER, c.req.header("cf-connecting-ip") ?? "unknown");
    const country = entry.country ? proxyCountry(c.req.raw) : undefined;
    if (country) headers.set("cf-ipcountry", country);
    const url = new URL(c.req.url);
    let answer: Response;
    try {
      answer = await bffFetch(
        c.env,
        { site: context.site, locale: proxyLocale(c.req.raw, context.site, path) },
        path + url.search,
        {
          method,
          headers,
          body,
          redirect: "manual",
        },
        { timeoutMs: entry.timeoutMs ?? PROXY_CALL_TIMEOUT_MS },
      );
    } catch (error) {
      logEvent("error", "bff-proxy-error", { path, message: String(error) });
      if (error instanceof DependencyUnavailable) return problem(504, "The service did not answer in time");
      return problem(502, "The service is not reachable");
    }

    // The backend's own strategy when it named one of ours, else one visitor's answer.
    c.set("cache", strategyNamed(answer.headers.get("cache-control")) ?? "private");
    const out = new Headers();
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value) out.set(name, value);
    }
    // The backend's cookies become `__Host-` cookies; a new or ended session brings a CSRF token bound to it.
    let sessionAfter: string | undefined;
    for (const line of answer.headers.getSetCookie()) {
      out.append("set-cookie", browserSetCookie(line));
      const set = setCookieOf(line);
      if (set.name === SESSION_COOKIE) sessionAfter = set.removed ? "" : set.value;
    }
    if (sessionAfter !== undefined)
      out.append("set-cookie", csrfSetCookie(await newCsrfToken(c.env, sessionAfter || undefined)));
    // Only a page keeps the token it was made with: a new visitor's data call at the same time (every
    // page asks `/bff/customer`) would otherwise set a token of its own after the page's and its form
    // would be refused. A data call's client asks `/bff/csrf` when it needs a token (client/services/bff.ts).
    else if (issuedToken && (answer.headers.get("content-type") ?? "").startsWith("text/html"))
      out.append("set-cookie", csrfSetCookie(issuedToken));
    return new Response(method === "HEAD" ? null : answer.body, { status: answer.status, headers: out });
  });
