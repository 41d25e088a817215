/**
 * The content pages among the special paths (section 2): corporate customers (the information
 * page's own story), motifs (the card designs of the catalogue, grouped by occasion, each to its
 * theme page) and reviews (the review data of the footer, section 3 "Review block", in full). A
 * story the editors put at the motifs or reviews path shows above the generated part.
 */
import { type Context, Hono } from "hono";
import type { ReactNode } from "react";
import type { Theme } from "../../shared/bff/catalogue.ts";
import { CARD_FILTER_PAGE_SIZES } from "../../shared/config/catalogue.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import { currencyOf } from "../../shared/site/locales.ts";
import { getThemes } from "../bff/catalogue.ts";
import { rethrowIfDown } from "../bff/client.ts";
import { loadContentPage } from "./content.tsx";
import { componentOf, mapPage, slugOf } from "../content/map-story.ts";
import { loadStory } from "../content/load-story.ts";
import { contentScope } from "../content/scope.ts";
import type { ContentPage } from "../content/types.ts";
import type { AppEnv } from "../env.ts";
import { logEvent } from "../log.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { contentPageOptions } from "../views/content-page/content-page.tsx";
import { loadChromeData } from "../content/chrome-data.ts";
import { pathFor } from "../views/links.tsx";
import { specialPageRoute } from "./special-path.ts";
import { startBlockLoads } from "./block-loads.ts";
import { globalConfigStrategyFor, pageLoads } from "./page-loads.ts";

/** The story at the page's own path, when the editors made one. */
async function optionalStory(c: Context<AppEnv>): Promise<ContentPage | null> {
  const scope = contentScope(c);
  const story = await loadStory(scope, slugOf(c.get("request").routePath));
  return story && componentOf(story) === "Page" ? mapPage(story) : null;
}

/** Renders the page's story (if any) and then `generated`, under the story's or the given title. */
async function withOptionalStory(c: Context<AppEnv>, title: string, generated: ReactNode) {
  const story = await optionalStory(c);
  if (!story) {
    return renderPage(c, { title, cache: "revalidate", body: generated }, pageLoads(c));
  }
  return renderPage(
    c,
    contentPageOptions(c, contentScope(c), story, startBlockLoads(contentScope(c), story), generated),
    pageLoads(c),
  );
}

const businessRoute = specialPageRoute("business", async (c) => {
  const scope = contentScope(c);
  const page = await loadContentPage(scope, c.get("request").routePath);
  return renderPage(c, contentPageOptions(c, scope, page, startBlockLoads(scope, page)), pageLoads(c));
});

const MOTIF_PAGE_SIZE = Math.max(...CARD_FILTER_PAGE_SIZES);

async function motifsOf(c: Context<AppEnv>): Promise<Theme[]> {
  try {
    return (await getThemes(c.env, c.get("request"), { pageSize: MOTIF_PAGE_SIZE, page: 1, sort: "popularity" }))
      .themes;
  } catch (error) {
    rethrowIfDown(error);
    logEvent("warn", "motifs-unavailable", { path: c.get("request").path, message: String(error) });
    return [];
  }
}

const motifsRoute = specialPageRoute("motifs", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const themes = await motifsOf(c);
  const groups = new Map<string, Theme[]>();
  for (const theme of themes)
    groups.set(theme.categoryLabel || theme.category, [
      ...(groups.get(theme.categoryLabel || theme.category) ?? []),
      theme,
    ]);
  const title = t("specialPages.motifs.title");
  return withOptionalStory(
    c,
    title,
    <section className="special-page special-page--motifs" aria-labelledby="motifs-title">
      <h1 id="motifs-title">{title}</h1>
      <p>{t("specialPages.motifs.intro")}</p>
      {themes.length === 0 ? <p className="special-page__empty">{t("specialPages.motifs.empty")}</p> : null}
      {[...groups].map(([group, members]) => (
        <div key={group} className="motif-group">
          <h2>{group}</h2>
          <ul className="motif-grid">
            {members.map((theme) => (
              <li key={theme.id} className="motif-grid__item">
                <a href={pathFor(request, `/themes/${theme.id}`)}>
                  <span
                    className="motif-grid__swatch"
                    style={{ background: /^#[0-9a-f]{3,8}$/i.test(theme.color) ? theme.color : undefined }}
                    aria-hidden="true"
                  />
                  <span className="motif-grid__name">{theme.name}</span>
                  <span className="motif-grid__price">
                    {formatPrice(theme.price.priceCurrent, request.locale, currencyOf(request.locale))}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>,
  );
});

const reviewsRoute = specialPageRoute("reviews", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const opinions = (await loadChromeData(c, globalConfigStrategyFor(request.routePath))).footer.customerOpinions;
  const { reviews, score, totalReviews, reviewBaseLink, companyLink } = opinions.reviews;
  const numbers = new Intl.NumberFormat(request.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(request.locale, { dateStyle: "long", timeZone: "UTC" });
  const title = t("specialPages.reviews.title");
  return withOptionalStory(
    c,
    title,
    <section className="special-page special-page--reviews" aria-labelledby="reviews-title">
      <h1 id="reviews-title">{title}</h1>
      <p>{opinions.subtitle || t("specialPages.reviews.intro")}</p>
      <p className="review-summary">
        <strong>TrustScore {numbers.format(score.trustScore)}</strong> ·{" "}
        {t("chrome.reviewsTotal", { count: new Intl.NumberFormat(request.locale).format(totalReviews) })}
        {companyLink ? (
          <>
            {" · "}
            <a href={companyLink} rel="noopener" target="_blank">
              {opinions.title}
            </a>
          </>
        ) : null}
      </p>
      <ul className="review-list">
        {reviews.map((review) => (
          <li key={review.id} className="review-list__item">
            <span className="review-list__stars" role="img" aria-label={t("chrome.stars", { count: review.stars })}>
              {"★".repeat(review.stars)}
              {"☆".repeat(5 - review.stars)}
            </span>
            <h2>{review.title}</h2>
            <p>{review.text}</p>
            <p className="review-list__meta">
              {review.authorName}
              {Number.isFinite(Date.parse(review.createdAt)) ? ` · ${date.format(Date.parse(review.createdAt))}` : ""}
              {reviewBaseLink ? (
                <>
                  {" · "}
                  <a href={reviewBaseLink + encodeURIComponent(review.id)} rel="noopener" target="_blank">
                    {opinions.title}
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>,
  );
});

export const contentSpecialPagesRoute = new Hono<AppEnv>()
  .route("/", businessRoute)
  .route("/", motifsRoute)
  .route("/", reviewsRoute);
