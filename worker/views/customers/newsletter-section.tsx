/**
 * The newsletter form as a server view (sections 5 and 7): the island with the form post's path
 * built from platform and sub-locale, the current path as uniqueIdentifier and the configured
 * captcha site key. The footer's newsletter block and the newsletter page both render this.
 */
import { newsletterSubscribePath } from "../../../shared/forms/newsletter-submit.ts";
import { translatorFor } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { Island } from "../../render/island.tsx";

/** The uniqueIdentifier of section 7: the current path, cut to the schema's characters and length. */
export function uniqueIdentifierOf(path: string): string {
  return path.replace(/[^A-Za-z0-9/_.-]/g, "").slice(0, 200);
}

export function NewsletterSection({
  request,
  siteKey,
  placeholder,
  ctaText,
}: {
  request: RequestContext;
  siteKey?: string;
  placeholder?: string;
  ctaText?: string;
}) {
  const t = translatorFor(request.locale);
  return (
    <Island
      name="newsletter-form"
      hydrate="visible"
      props={{
        action: newsletterSubscribePath(request.provided.bffUrl, request.platform, request.locale),
        uniqueIdentifier: uniqueIdentifierOf(request.path),
        siteKey: siteKey ?? "",
        label: t("newsletter.email"),
        placeholder: placeholder ?? t("newsletter.email"),
        submitText: ctaText ?? t("newsletter.submit"),
      }}
    />
  );
}
