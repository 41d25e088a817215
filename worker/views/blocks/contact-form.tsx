/**
 * Contact form with its contact person (ContactForm.person, a related story): the person's card and
 * the customer area's contact form island (validated, CSRF-protected, stored and mailed to the
 * person's mailbox). A missing person is logged as `contact-form-person-not-found` (section 8) by
 * the form section, which then shows no form: there is nobody to send the message to.
 */
import { ContactFormSection } from "../customers/contact-form-section.tsx";
import type { BlockProps } from "../content-page/block-context.tsx";
import { BlockHeading } from "./block-heading.tsx";
import { asset, stories, text } from "../../content/fields.ts";
import { ContentImage } from "./content-image.tsx";

export function ContactForm({ block, ctx }: BlockProps) {
  const personStory = stories(block, "person")[0];
  const person = personStory?.content ?? undefined;
  const id = `contact-${block.uid.slice(0, 8)}`;
  const image = person ? asset(person, "image") : undefined;
  return (
    <section className="contact-form" aria-labelledby={`${id}-title`}>
      <BlockHeading ctx={ctx} text={text(block, "headline")} id={`${id}-title`} />
      {person ? (
        <aside className="contact-form__person">
          {image ? <ContentImage image={image} width={120} height={120} /> : null}
          <p>
            <strong>{text(person, "name")}</strong>, {text(person, "role")}
            <br />
            <a href={`tel:${text(person, "phone").replace(/[^\d+]/g, "")}`}>{text(person, "phone")}</a>
          </p>
        </aside>
      ) : null}
      <ContactFormSection
        locale={ctx.request.locale}
        path={ctx.request.path}
        person={
          personStory
            ? { uuid: personStory.uuid, name: (person ? text(person, "name") : "") || personStory.name }
            : undefined
        }
      />
    </section>
  );
}
