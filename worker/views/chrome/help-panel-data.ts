/**
 * What the first-party help panel shows (section 2 "Help button", used when no messenger key is
 * configured): the header's service hotline and opening hours, the contact page, and the most
 * asked questions of the global config.
 */
import type { HelpPanelData } from "../../../client/components/help-panel.tsx";
import { translatorFor } from "../../render/i18n.ts";
import type { ChromeView } from "./chrome-view.ts";

export function helpPanelData(view: ChromeView, contactHref: string): HelpPanelData {
  const t = translatorFor(view.request.locale);
  const hotline = view.config.header.serviceHotline;
  return {
    texts: {
      title: t("help.panelTitle"),
      hotline: t("help.hotline"),
      hours: t("help.hours"),
      contact: t("help.contact"),
      contactText: t("help.contactText"),
      questions: t("help.questions"),
      close: t("help.close"),
    },
    hotline: hotline?.phone ? { phone: hotline.phone, hours: hotline.hours } : null,
    contactHref,
    questions: view.config.helpQuestions ?? [],
  };
}
