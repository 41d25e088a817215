/**
 * Where the whitelabel-customer banner goes (sections 2 and 6): an island on web pages that shows
 * itself once the customer data says the visitor is a whitelabel customer.
 */
import { specialPath } from "../../../shared/customer/special-paths.ts";
import { Island } from "../../render/island.tsx";
import { translatorFor } from "../../render/i18n.ts";
import { pathFor } from "../links.tsx";
import type { ChromeView } from "./chrome-view.ts";

export function WhitelabelBannerSlot({ view }: { view: ChromeView }) {
  const { request } = view;
  const t = translatorFor(request.locale);
  return (
    <Island
      name="whitelabel-banner"
      hydrate="idle"
      props={{
        texts: {
          label: t("specialPages.whitelabelBanner.label"),
          on: t("specialPages.whitelabelBanner.on"),
          off: t("specialPages.whitelabelBanner.off"),
          manage: t("specialPages.whitelabelBanner.manage"),
        },
        whitelabelHref: pathFor(request, specialPath("whitelabel", request.locale)),
      }}
    />
  );
}
