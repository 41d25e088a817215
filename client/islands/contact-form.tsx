/**
 * The contact form block (section 2): name, address, subject and message to the
 * block's contact person; validated with the shared schema, confirmed calmly.
 */
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { Field, formValues } from "../customers/field.tsx";
import { type Texts, translate, translatorOf } from "../customers/texts.ts";
import { type BffErrorData, bffTry } from "../services/bff.ts";

export interface ContactFormProps {
  texts: Texts;
  personId: string;
  personName: string;
}

export default function ContactForm(props: ContactFormProps) {
  const t = translatorOf(props.texts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; sent: boolean } | undefined>();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    // The schema and zod load on the first submit, not with the page (decision 097).
    const { contactForm } = await import("../../shared/forms/contact.ts");
    const parsed = contactForm.safeParse({ ...values, personId: props.personId });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    const res = await bffTry<BffErrorData>("POST", "/web-api/contact", parsed.data);
    setErrors(res?.ok ? {} : (res?.data.payload?.errors ?? {}));
    setMessage({ text: res?.data.message?.text ?? t("cartPage.error"), sent: Boolean(res?.ok) });
  }
  if (message?.sent)
    return (
      <p role="status" className="contact-form__sent">
        {message.text}
      </p>
    );
  return (
    <form className="customer-form contact-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p>{t("contact.to", { name: props.personName })}</p>
      {message ? <p role="alert">{message.text}</p> : null}
      <Field name="name" autoComplete="name" label={t("contact.name")} error={errors.name} texts={props.texts} />
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t("contact.email")}
        error={errors.email}
        texts={props.texts}
      />
      <Field name="subject" label={t("contact.subject")} required={false} error={errors.subject} texts={props.texts} />
      <p className="form-field">
        <label htmlFor="field-contact-message">{t("contact.message")}</label>
        <textarea
          id="field-contact-message"
          name="message"
          rows={6}
          maxLength={5000}
          required
          aria-invalid={errors.message ? true : undefined}
        />
        {errors.message ? <small className="form-field__error">{translate(props.texts, errors.message)}</small> : null}
      </p>
      <button type="submit" className="button">
        {t("contact.send")}
      </button>
    </form>
  );
}
