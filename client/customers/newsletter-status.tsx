/**
 * The account page's newsletter status: none, pending, confirmed or unsubscribed, with subscribe
 * (double opt-in mail to the customer's own address) or unsubscribe.
 */
import { useEffect, useState } from "react";
import { type BffErrorData, bffTry } from "../services/bff.ts";
import { type Texts, translatorOf } from "./texts.ts";

type Status = "none" | "pending" | "confirmed" | "unsubscribed";

export function NewsletterStatus({ texts }: { texts: Texts }) {
  const t = translatorOf(texts);
  const [status, setStatus] = useState<Status | undefined>();
  const [message, setMessage] = useState("");
  useEffect(() => {
    void bffTry<{ status: Status }>("GET", "/customer/newsletter").then((res) => res?.ok && setStatus(res.data.status));
  }, []);
  async function change(method: "POST" | "DELETE") {
    const res = await bffTry<{ status: Status } & BffErrorData>(method, "/customer/newsletter");
    if (res?.ok) setStatus(res.data.status);
    setMessage(res?.data.message?.text ?? (res?.ok ? "" : t("accountPage.error")));
  }
  return (
    <section className="customer-form" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t("accountPage.newsletter")}</h2>
      {status ? <p>{t(`newsletter.status.${status}`)}</p> : null}
      {message ? <p role="status">{message}</p> : null}
      {status === "confirmed" || status === "pending" ? (
        <button type="button" className="button" onClick={() => change("DELETE")}>
          {t("newsletter.unsubscribe")}
        </button>
      ) : status ? (
        <button type="button" className="button" onClick={() => change("POST")}>
          {t("newsletter.subscribe")}
        </button>
      ) : null}
    </section>
  );
}
