/**
 * The second step of the double opt-in: the page opened from the confirmation mail asks for one
 * click (so mail scanners that open links do not subscribe anyone), then calls newsletter-confirm.
 */
import { useState } from "react";
import { type BffErrorData, bffTry } from "../services/bff.ts";

export interface NewsletterConfirmProps {
  token: string;
  buttonText: string;
  errorText: string;
}

export default function NewsletterConfirm(props: NewsletterConfirmProps) {
  const [message, setMessage] = useState("");
  const [done, setDone] = useState(false);
  async function confirm() {
    const res = await bffTry<BffErrorData>("POST", "/web-api/newsletter-confirm", { token: props.token });
    setDone(Boolean(res?.ok));
    setMessage(res?.data.message?.text ?? props.errorText);
  }
  return (
    <div className="newsletter-confirm">
      {done ? null : (
        <button type="button" className="button" onClick={() => void confirm()}>
          {props.buttonText}
        </button>
      )}
      {message ? <p role={done ? "status" : "alert"}>{message}</p> : null}
    </div>
  );
}
