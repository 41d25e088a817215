/**
 * Contact form with its contact person (ContactForm.person, a related story). A missing person is
 * logged as `contact-form-person-not-found` (section 8) and the form shows without it.
 */
import { logEvent } from "../../middleware/log.ts";
import type { BlockProps } from "./block-context.tsx";
import { asset, stories, strings, text } from "./fields.ts";
import { ContentImage } from "./links.tsx";

export const PERSON_NOT_FOUND_CODE = "contact-form-person-not-found";

export function ContactForm({ block, ctx }: BlockProps) {
  const person = stories(block, "person")[0]?.content ?? undefined;
  if (!person) logEvent("warn", PERSON_NOT_FOUND_CODE, { path: ctx.request.path });
  const id = `contact-${block.uid.slice(0, 8)}`;
  const image = person ? asset(person, "image") : undefined;
  return (
    <section className="contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text(block, "headline")}</h2>
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
      <form method="post" action={`${ctx.request.provided.bffUrl}/contact`}>
        <label htmlFor={`${id}-topic`}>{text(block, "headline")}</label>
        <select id={`${id}-topic`} name="topic">
          {strings(block, "topics").map((topic) => (
            <option key={topic}>{topic}</option>
          ))}
        </select>
        <label htmlFor={`${id}-name`}>{text(block, "nameLabel")}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={200} />
        <label htmlFor={`${id}-email`}>{text(block, "emailLabel")}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
        <label htmlFor={`${id}-message`}>{text(block, "messageLabel")}</label>
        <textarea id={`${id}-message`} name="message" required maxLength={5000} />
        <button type="submit" className="button">
          {text(block, "submitText")}
        </button>
      </form>
    </section>
  );
}
