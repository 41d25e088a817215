/**
 * The contact form (section 2, "contact form"): POST /web-api/contact {personId, name, email,
 * subject, message}. The message is stored, mailed to the contact person the form block relates to
 * (ContactForm.person) and confirmed to the sender in words of the shop only (no attacker text to
 * third parties; the subject is one line). Ten messages an hour per network address, counted before
 * the work (decision 047). An unknown person is 404 with the code `contact-form-person-not-found`
 * (section 8) logged.
 */
import { Hono } from "hono";
import { contactForm } from "../../shared/forms/contact.ts";
import { failure, textsFor } from "../customers/answers.ts";
import { CONTACT_PER_ADDRESS, bucket, take, tooMany } from "../customers/rate-limit.ts";
import { readForm } from "../customers/read-form.ts";
import { shopOf } from "../customers/shop.ts";
import type { BackendAppEnv } from "../env.ts";
import { composeMail } from "../mail/compose.ts";
import { sendMail } from "../mail/outbox.ts";

export const contactRoutes = new Hono<BackendAppEnv>().post("/web-api/contact", async (c) => {
  const db = c.env.DB;
  const shop = shopOf(c);
  const form = await readForm(c, contactForm);
  if (!form.ok) return form.response;
  const wait = await take(db, [await bucket(CONTACT_PER_ADDRESS, shop.clientAddress)]);
  if (wait > 0) return tooMany(c, "contact.tooMany", wait);
  const { personId, name, email, subject, message } = form.data;
  const person = await db
    .prepare("SELECT id, name, email FROM contact_persons WHERE id = ?")
    .bind(personId)
    .first<{ id: string; name: string; email: string }>();
  if (!person) {
    console.warn(JSON.stringify({ level: "warn", code: "contact-form-person-not-found", personId }));
    return failure(c, 404, "contact.personNotFound");
  }
  await db
    .prepare(
      "INSERT INTO contact_messages (person_id, name, email, subject, message, site_code, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(person.id, name, email, subject, message, shop.site.code, shop.locale, Date.now())
    .run();
  await sendMail(
    c.env,
    composeMail(c, "contact", person.email, { personName: person.name, name, email, subject, message }),
  );
  // The receipt goes to an address anyone can type in: it carries none of the sender's text.
  await sendMail(c.env, composeMail(c, "contact-receipt", email, { personName: person.name }));
  return c.json({ message: { text: textsFor(c)("contact.sent") } }, 201);
});
