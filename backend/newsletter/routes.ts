/**
 * The newsletter calls (section 7): POST /web-api/newsletter-subscribe and
 * POST /web-api/newsletter-confirm as JSON calls; the standard form post of section 7 to
 * POST /{platform}/{sub-locale}/newsletter/subscribe, which answers with a redirect (303) to the
 * localised newsletter page; and the account page's GET, POST (subscribe the logged-in customer's own address, double opt-in
 * still) and DELETE /customer/newsletter.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { specialPath } from "../../shared/customer/special-paths.ts";
import { newsletterConfirmForm, newsletterSubscribeForm } from "../../shared/forms/newsletter.ts";
import { type Locale, isLocale } from "../../shared/site/locales.ts";
import { publicPath } from "../../shared/site/path.ts";
import { folderOf, localesOf } from "../../shared/site/sites.ts";
import { failure, textsFor } from "../customers/answers.ts";
import { readForm } from "../customers/read-form.ts";
import { currentCustomer } from "../customers/sessions.ts";
import { shopOf } from "../customers/shop.ts";
import type { BackendAppEnv } from "../env.ts";
import { type SubscribeOutcome, confirm, statusOf, subscribe, unsubscribe } from "./subscriptions.ts";

function outcomeAnswer(c: Context, outcome: SubscribeOutcome) {
  if (outcome === "limited") return failure(c, 429, "newsletter.tooMany");
  if (outcome === "captcha-failed") return failure(c, 400, "newsletter.captchaFailed");
  return c.json({ message: { text: textsFor(c)("newsletter.pending") } });
}

/** `de-ch` in the form path is the locale de-CH when the site serves it. */
function localeOfSegment(segment: string, served: Locale[]): Locale | undefined {
  const candidate =
    segment.length === 5 ? `${segment.slice(0, 2).toLowerCase()}-${segment.slice(3).toUpperCase()}` : "";
  return isLocale(candidate) && served.includes(candidate) ? candidate : undefined;
}

export const newsletterRoutes = new Hono<BackendAppEnv>()
  .post("/web-api/newsletter-subscribe", async (c) => {
    const form = await readForm(c, newsletterSubscribeForm);
    if (!form.ok) return form.response;
    return outcomeAnswer(c, await subscribe(c, form.data));
  })
  .post("/:platform{web|desktop}/:subLocale{[a-zA-Z]{2}-[a-zA-Z]{2}}/newsletter/subscribe", async (c) => {
    const shop = shopOf(c);
    const locale = localeOfSegment(c.req.param("subLocale"), localesOf(shop.site));
    if (!locale) return failure(c, 404, "newsletter.unknownLocale");
    const page = publicPath(shop.site, specialPath("newsletter", locale), {
      folder: folderOf(shop.site, locale),
      platformSegment: c.req.param("platform") === "desktop" ? "d" : "",
    });
    const form = await readForm(c, newsletterSubscribeForm);
    if (!form.ok) return c.redirect(`${page}?status=${form.response.status === 400 ? "invalid" : "failed"}`, 303);
    const outcome = await subscribe(c, form.data);
    return c.redirect(`${page}?status=${outcome === "pending" ? "pending" : "failed"}`, 303);
  })
  .post("/web-api/newsletter-confirm", async (c) => {
    const form = await readForm(c, newsletterConfirmForm);
    if (!form.ok) return failure(c, 400, "newsletter.linkInvalid");
    if (!(await confirm(c.env.DB, form.data.token))) return failure(c, 400, "newsletter.linkInvalid");
    return c.json({ confirmed: true, message: { text: textsFor(c)("newsletter.confirmed") } });
  })
  .get("/customer/newsletter", async (c) => {
    const customer = await currentCustomer(c, c.env.DB);
    if (!customer) return failure(c, 401, "customer.loginRequired");
    return c.json({ status: await statusOf(c.env.DB, customer.email) });
  })
  .post("/customer/newsletter", async (c) => {
    const customer = await currentCustomer(c, c.env.DB);
    if (!customer) return failure(c, 401, "customer.loginRequired");
    const outcome = await subscribe(
      c,
      { email: customer.email, uniqueIdentifier: "", reCaptchaToken: "" },
      { skipCaptcha: true },
    );
    if (outcome !== "pending") return outcomeAnswer(c, outcome);
    return c.json({
      status: await statusOf(c.env.DB, customer.email),
      message: { text: textsFor(c)("newsletter.pending") },
    });
  })
  .delete("/customer/newsletter", async (c) => {
    const customer = await currentCustomer(c, c.env.DB);
    if (!customer) return failure(c, 401, "customer.loginRequired");
    await unsubscribe(c.env.DB, customer.email);
    return c.json({ status: await statusOf(c.env.DB, customer.email) });
  });
