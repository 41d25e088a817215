/**
 * The error page (section 2, "Error page"): shown for fatal and unhandled errors and for
 * unmatched routes. Error details sit in a block that is hidden unless the debug flag is on.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { loadErrorStory } from "../content/error-story.ts";
import { isSafeSlug } from "../../shared/site/slug.ts";
import { describeError, logEvent } from "../log.ts";
import { Blocks } from "../views/content-page/block-context.tsx";
import { ContentBody, blockContext } from "../views/content-page/content-page.tsx";
import { translatorFor } from "./i18n.ts";
import { renderPage } from "./render-page.tsx";
import { startBlockLoads } from "../routes/block-loads.ts";
import { pageLoads } from "../routes/page-loads.ts";

export interface ErrorPageOptions {
  status: number;
  message: string;
  error?: unknown;
}

export async function renderErrorPage(c: Context<AppEnv>, options: ErrorPageOptions): Promise<Response> {
  c.set("cache", "none");
  const request = c.get("request");
  if (!request) return plainError(options.status);
  const t = translatorFor(request.locale);
  const title = options.status === 404 ? t("page.notFound") : t("page.error");
  const details = request.debug && options.error ? describeError(options.error) : undefined;
  // The chrome (reused when the failed route had started it) and the error story load together.
  const loads = pageLoads(c);
  // The promotion bar is looked up by the current path, for a 404 too (its nearest page's bar).
  const content = await loadErrorStory(c, isSafeSlug(request.routePath));
  const ctx = content
    ? blockContext(content.scope, content.page, startBlockLoads(content.scope, content.page))
    : undefined;
  try {
    return await renderPage(
      c,
      {
        title,
        status: options.status,
        robots: "noindex",
        chrome: { errorPage: true },
        body: (
          <section className="error-page" aria-labelledby="error-title">
            {content && ctx && content.page.promotionBar.length > 0 ? (
              <Blocks blocks={content.page.promotionBar} ctx={ctx} />
            ) : null}
            <h1 id="error-title">{title}</h1>
            <p className="error-page__status">{options.status}</p>
            {content && ctx ? <ContentBody page={content.page} ctx={ctx} /> : null}
            {request.debug ? (
              <details className="error-page__details" open>
                <summary>{options.message}</summary>
                {details?.stack ? <pre>{details.stack}</pre> : null}
              </details>
            ) : null}
          </section>
        ),
      },
      loads,
    );
  } catch (error) {
    logEvent("error", "nuxt-error-page-encountered", {
      path: c.req.path,
      status: options.status,
      ...describeError(error),
    });
    return plainError(options.status);
  }
}

/** Last resort when even the error page cannot render: no details, no stack. */
export function plainError(status: number): Response {
  const text = status === 404 ? "Not Found" : status < 500 ? "Bad Request" : "Internal Server Error";
  return new Response(`<!doctype html><title>${status}</title><h1>${text}</h1>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}
