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
import type { AppEnv } from "../env.ts";
import { configOf } from "../env.ts";
import { describeError, logEvent } from "../middleware/log.ts";
import { DefaultLayout } from "../views/layouts/default-layout.tsx";
import { SvgSpriteLayout } from "../views/layouts/svg-sprite-layout.tsx";
import { Document, type HeadLink } from "./document.tsx";
import { RENDER_ERROR_CODE, ShellRenderError } from "./render-error.ts";

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
}

export async function renderPage(c: Context<AppEnv>, options: PageOptions): Promise<Response> {
  const request = c.get("request");
  const year = new Date().getUTCFullYear();
  const layout = options.layout ?? "default";
  const page =
    layout === "svg-sprite" ? (
      <SvgSpriteLayout>{options.body}</SvgSpriteLayout>
    ) : (
      <DefaultLayout request={request} year={year}>
        {options.body}
      </DefaultLayout>
    );

  const document = (
    <Document
      title={options.title}
      provided={request.provided}
      channel={request.site.channel}
      platform={request.platform}
      links={options.links}
      description={options.description}
      robots={options.robots}
    >
      {page}
    </Document>
  );
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(document, {
      onError(error) {
        logEvent("error", RENDER_ERROR_CODE, { path: request.path, ...describeError(error) });
      },
    });
  } catch (error) {
    throw new ShellRenderError(error);
  }
  if (request.isCrawler) await stream.allReady;

  const headers = new Headers({ "content-type": "text/html; charset=utf-8", ...options.headers });
  if (configOf(c.env).development) headers.set("content-encoding", "identity");
  return new Response(stream, { status: options.status ?? 200, headers });
}
