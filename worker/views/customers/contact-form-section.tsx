/**
 * The contact form block's view (section 2, "contact form"; section 3, relation ContactForm.person),
 * for the content area's block registry: the form island addressed to the block's contact person.
 * Without a resolved person the block renders nothing and logs `contact-form-person-not-found`
 * (section 8).
 */
import type { Locale } from "../../../shared/site/locales.ts";
import { logEvent } from "../../log.ts";
import { Island } from "../../render/island.tsx";
import { customerTexts } from "./texts.ts";

/** The resolved ContactForm.person relation: the person story's uuid and its display name. */
export interface ContactPerson {
  uuid: string;
  name: string;
}

export function ContactFormSection({
  locale,
  person,
  path,
}: {
  locale: Locale;
  person: ContactPerson | undefined;
  path: string;
}) {
  if (!person?.uuid) {
    logEvent("warn", "contact-form-person-not-found", { path });
    return null;
  }
  return (
    <Island
      name="contact-form"
      hydrate="visible"
      props={{
        texts: customerTexts(locale, ["form", "contact", "cartPage"]),
        personId: person.uuid,
        personName: person.name,
      }}
    />
  );
}
