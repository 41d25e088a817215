/**
 * Streaming render (ARCHITECTURE "One request", step 6): React 19 `renderToReadableStream`, shell
 * first. Crawlers get the whole document (`allReady` awaited); people get the shell as soon as it
 * is ready and the deferred parts as they resolve (`<Deferred>`). A failure in the shell is logged
 * under `hybrid-ssr-error` and thrown as `ShellRenderError`, which the error handler answers with
 * the 500 error page. In local development HTML goes out uncompressed so that `wrangler dev`
 * streams it.
 */
import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { CacheControlName } from "../cache/cache-control.ts";
import type { AppEnv } from "../env.ts";
import { configOf } from "../config/config.ts";
import { visitorPayloadOf } from "../flags/visitor-payload.tsx";
import { describeError, logEvent } from "../log.ts";
import type { RequestContext } from "../site/request-context.ts";
import type { ChromeView, PageChrome } from "../views/chrome/chrome-view.ts";
import { chromeViewOf } from "../views/chrome/chrome-view-of.ts";
import type { PageLoads } from "../routes/page-loads.ts";
import { DefaultLayout, FIRST_PAINT_ELEMENT_ID } from "../views/layouts/default-layout.tsx";
import { SvgSpriteLayout } from "../views/layouts/svg-sprite-layout.tsx";
import { newNonce, pagePolicies } from "../middleware/csp.ts";
import { Document, type HeadLink } from "./document.tsx";
import { NonceContext } from "./nonce.tsx";
import { translatorFor } from "./i18n.ts";
import { OpenGraphTags, type ShareFacts } from "./open-graph.tsx";
import { type JsonLd, JsonLdScript, pageStructuredData } from "./structured-data.tsx";
import { RENDER_ERROR_CODE, ShellRenderError } from "./render-error.ts";
import { RenderRecordContext } from "./render-record.ts";

export type Layout = "default" | "svg-sprite";

export interface PageOptions {
  title: string;
  body: ReactNode;
  status?: number;
  /** The default layout is used when a route names none (section 2). */
  layout?: Layout;
  links?: HeadLink[];
  description?: string;
  robots?: string;
  headers?: Record<string, string>;
  /** The page's `Cache-Control` strategy (`middleware/cache-control.ts`); the one named before when absent. */
  cache?: CacheControlName;
  /** What the page tells the chrome: active navigation, footer override, breadcrumbs. */
  chrome?: PageChrome;
  /** Link preview facts beyond title and description: the main picture, the type, a price. */
  share?: Partial<Omit<ShareFacts, "title">>;
  /** The page's own structured data (a Product), besides what every page carries. */
  structuredData?: JsonLd[];
}

/** Open Graph tags and JSON-LD of the page; the same for crawlers and people. */
function seoHead(request: RequestContext, options: PageOptions, chrome: ChromeView | undefined) {
  const description =
    options.share?.description ??
    options.description ??
    translatorFor(request.locale)("seo.description", { brand: request.provided.brand });
  const facts: ShareFacts = { type: "website", ...options.share, title: options.title, description };
  const data = [...pageStructuredData(request, chrome), ...(options.structuredData ?? [])];
  return (
    <>
      <OpenGraphTags request={request} facts={facts} links={options.links} />
      {data.map((item, i) => (
        <JsonLdScript key={i} data={item} />
      ))}
    </>
  );
}

/**
 * Renders a page from loaded data: `loads` are the promises the route started (`pageLoads(c)`,
 * `worker/routes/page-loads.ts`); the renderer starts no load of its own.
 */
export async function renderPage(c: Context<AppEnv>, options: PageOptions, loads: PageLoads): Promise<Response> {
  const request = c.get("request");
  if (options.cache) c.set("cache", options.cache);
  const layout = options.layout ?? "default";
  const chrome = layout === "default" ? chromeViewOf(c, await loads.chrome, options.title, options.chrome) : undefined;
  const page =
    layout === "svg-sprite" ? (
      <SvgSpriteLayout>{options.body}</SvgSpriteLayout>
    ) : (
      <DefaultLayout request={request} chrome={chrome} footer={chrome ? Promise.resolve(chrome) : undefined}>
        {options.body}
      </DefaultLayout>
    );

  // A page whose chrome could not be loaded is not kept.
  const record = c.get("render");
  if (layout === "default" && !chrome) record.fail("chrome");
  const nonce = newNonce();
  const document = (
    <NonceContext.Provider value={nonce}>
      <RenderRecordContext.Provider value={record}>
        <Document
          title={options.title}
          provided={request.provided}
          channel={request.site.channel}
          platform={request.platform}
          links={options.links}
          description={options.description}
          robots={options.robots}
          visitor={visitorPayloadOf(c, options.status ?? 200)}
          inlineStylesheet={layout === "default"}
          firstPaintAfter={layout === "default" ? FIRST_PAINT_ELEMENT_ID : undefined}
          seo={seoHead(request, options, chrome)}
          nonce={nonce}
        >
          {page}
        </Document>
      </RenderRecordContext.Provider>
    </NonceContext.Provider>
  );
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(document, {
      nonce,
      // React outlines large finished boundaries (the footer) behind a script; crawlers get them in place.
      progressiveChunkSize: request.isCrawler ? Number.MAX_SAFE_INTEGER : undefined,
      onError(error) {
        record.fail("render");
        logEvent("error", RENDER_ERROR_CODE, { path: request.path, ...describeError(error) });
      },
    });
  } catch (error) {
    throw new ShellRenderError(error);
  }
  if (request.isCrawler) await stream.allReady;

  const headers = new Headers({ "content-type": "text/html; charset=utf-8", ...options.headers });
  if (configOf(c.env).development) headers.set("content-encoding", "identity");
  const policies = pagePolicies(c.env, { nonce, preview: c.get("preview")?.enabled });
  headers.set("content-security-policy", policies.enforced);
  headers.set("content-security-policy-report-only", policies.reportOnly);
  return new Response(stream, { status: options.status ?? 200, headers });
}
