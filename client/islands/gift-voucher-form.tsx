/**
 * The gift voucher page's form: an amount of the site's currency, the recipient,
 * the sender and a message; puts the voucher into the cart and moves the header's cart count.
 */
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import type { Currency, Locale } from "../../shared/site/locales.ts";
import { Field, formValues } from "../customers/field.tsx";
import { type Texts, translate, translatorOf } from "../customers/texts.ts";
import { type BffErrorData, bffTry } from "../services/bff.ts";
import { setCartCount } from "../services/customer.ts";
import { SHOP_EVENTS } from "../../shared/flags/shop-events.ts";
import { trackEvent } from "../services/events.ts";

export interface GiftVoucherFormProps {
  texts: Texts;
  currency: Currency;
  amounts: number[];
  locale: Locale;
  cartPath: string;
}

export default function GiftVoucherForm(props: GiftVoucherFormProps) {
  const t = translatorOf(props.texts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; added: boolean } | undefined>();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The schema and zod load on the first submit, not with the page (decision 097).
    const { giftVoucherForm } = await import("../../shared/forms/voucher.ts");
    const parsed = giftVoucherForm.safeParse(formValues(form));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    const res = await bffTry<{ cartArticlesAmount: number } & BffErrorData>("POST", "/gift-voucher", parsed.data);
    if (res?.ok) {
      setErrors({});
      setCartCount(res.data.cartArticlesAmount);
      trackEvent(SHOP_EVENTS.addToCart, parsed.data.amount, { product: "voucher" });
      setMessage({ text: t("voucher.added"), added: true });
      form.reset();
    } else {
      setErrors(res?.data.payload?.errors ?? {});
      setMessage({ text: res?.data.message?.text ?? t("cartPage.error"), added: false });
    }
  }
  return (
    <form className="customer-form gift-voucher-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset>
        <legend>{t("voucher.amount")}</legend>
        {props.amounts.map((amount, index) => (
          <label key={amount} className="gift-voucher-form__amount">
            <input type="radio" name="amount" value={amount} defaultChecked={index === 0} />{" "}
            {formatPrice(amount, props.locale, props.currency)}
          </label>
        ))}
        {errors.amount ? <small className="form-field__error">{translate(props.texts, errors.amount)}</small> : null}
      </fieldset>
      <Field name="recipientName" label={t("voucher.recipientName")} error={errors.recipientName} texts={props.texts} />
      <Field
        name="recipientEmail"
        type="email"
        label={t("voucher.recipientEmail")}
        error={errors.recipientEmail}
        texts={props.texts}
      />
      <Field
        name="senderName"
        autoComplete="name"
        label={t("voucher.senderName")}
        error={errors.senderName}
        texts={props.texts}
      />
      <p className="form-field">
        <label htmlFor="field-message">{t("voucher.message")}</label>
        <textarea id="field-message" name="message" maxLength={300} rows={3} />
      </p>
      <button type="submit" className="button">
        {t("voucher.addToCart")}
      </button>
      {message ? (
        <p role={message.added ? "status" : "alert"}>
          {message.text} {message.added ? <a href={props.cartPath}>{t("voucher.toCart")}</a> : null}
        </p>
      ) : null}
    </form>
  );
}
