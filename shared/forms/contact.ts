/**
 * The contact form block (section 2, "contact form"; section 3, relation ContactForm.person):
 * who writes, about what, to which contact person.
 */
import * as z from "zod";
import { emailField, lineField, nameField, textField } from "./fields.ts";

export const contactForm = z.object({
  personId: z.string({ error: "form.textInvalid" }).regex(/^[A-Za-z0-9-]{1,64}$/, { error: "form.textInvalid" }),
  name: nameField,
  email: emailField,
  subject: lineField(120, false).default(""),
  message: textField(5000, true),
});
