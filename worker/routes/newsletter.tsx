/**
 * The newsletter page at its special path (section 2): the form; after the standard form post the
 * status it came back with (`?status=pending|invalid|failed`); from the confirmation mail
 * (`?confirm=<token>`) the one-click confirmation of the double opt-in.
 */
import { tokenField } from "../../shared/forms/fields.ts";
import { translatorFor } from "../render/i18n.ts";
import { configOf } from "../config/config.ts";
import { renderPage } from "../render/render-page.tsx";
import { Island } from "../render/island.tsx";
import { NewsletterSection } from "../views/customers/newsletter-section.tsx";
import { specialPageRoute } from "./special-path.ts";
import { pageLoads } from "./page-loads.ts";

const STATUS_TEXT = {
  pending: "newsletter.pending",
  invalid: "newsletter.invalid",
  failed: "newsletter.failed",
} as const;

export const newsletterRoute = specialPageRoute("newsletter", (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const loads = pageLoads(c);
  const status = c.req.query("status");
  const statusKey = status && status in STATUS_TEXT ? STATUS_TEXT[status as keyof typeof STATUS_TEXT] : undefined;
  const confirm = tokenField.safeParse(c.req.query("confirm") ?? "");
  return renderPage(
    c,
    {
      title: t("newsletter.title"),
      cache: "private",
      headers: { "referrer-policy": "no-referrer" },
      robots: c.req.query("confirm") || status ? "noindex" : undefined,
      body: (
        <div className="newsletter-page">
          <h1>{confirm.success ? t("newsletter.confirmTitle") : t("newsletter.title")}</h1>
          {confirm.success ? (
            <Island
              name="newsletter-confirm"
              props={{
                token: confirm.data,
                buttonText: t("newsletter.confirmButton"),
                errorText: t("newsletter.linkInvalid"),
              }}
            />
          ) : (
            <>
              {statusKey ? <p role="status">{t(statusKey)}</p> : <p>{t("newsletter.intro")}</p>}
              <NewsletterSection request={request} siteKey={configOf(c.env).recaptchaSiteKey} />
            </>
          )}
        </div>
      ),
    },
    loads,
  );
});
