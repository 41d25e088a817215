/**
 * The newsletter form (sections 5 and 7): a standard form post to the path ending
 * /newsletter/subscribe with email, uniqueIdentifier and reCaptchaToken. Before it goes, the
 * address is checked against the pattern (no match: nothing submitted, no message), a captcha
 * token is asked when a site key is configured (the captcha loader is imported then), and the
 * proxy's CSRF proof is added.
 */
import { type FormEvent, useRef } from "react";
import { CSRF_FIELD } from "../../../shared/bff/csrf.ts";
import { submitNewsletter } from "../../../shared/forms/newsletter-submit.ts";
import { csrfToken } from "../../services/bff.ts";
import { logEvent } from "../../services/log-event.ts";
import { SHOP_EVENTS } from "../../../shared/flags/shop-events.ts";
import { trackEvent } from "../../services/events.ts";

export interface NewsletterFormProps {
  action: string;
  uniqueIdentifier: string;
  siteKey: string;
  label: string;
  placeholder: string;
  submitText: string;
}

export default function NewsletterForm(props: NewsletterFormProps) {
  const tokenField = useRef<HTMLInputElement>(null);
  const csrfField = useRef<HTMLInputElement>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    await submitNewsletter(email, {
      // The captcha loader loads on the first submit, not with every page (decision 097's budget).
      captchaToken: props.siteKey
        ? (action) => import("../../services/captcha.ts").then((captcha) => captcha.captchaToken(props.siteKey, action))
        : undefined,
      log: (level, code) => logEvent(level, code),
      submit: (token) => {
        trackEvent(SHOP_EVENTS.newsletterSignup, undefined, { path: props.uniqueIdentifier });
        void csrfToken().then((csrf) => {
          if (tokenField.current) tokenField.current.value = token;
          if (csrfField.current) csrfField.current.value = csrf;
          form.submit();
        });
      },
    });
  }
  return (
    <form className="newsletter-form" method="post" action={props.action} onSubmit={onSubmit} noValidate>
      <label htmlFor="newsletter-email">{props.label}</label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder={props.placeholder}
        required
      />
      <input type="hidden" name="uniqueIdentifier" value={props.uniqueIdentifier} />
      <input ref={tokenField} type="hidden" name="reCaptchaToken" defaultValue="" />
      <input ref={csrfField} type="hidden" name={CSRF_FIELD} defaultValue="" />
      <button type="submit" className="button">
        {props.submitText}
      </button>
    </form>
  );
}
