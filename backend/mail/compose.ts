/**
 * The shop's mails, written in the call's locale from the `mail.<kind>` texts: a subject, a body
 * and, where the mail carries one, a link with its label. Plain text and HTML of the same words.
 */
import type { Context } from "hono";
import { type KeysUnder, isTranslationKey } from "../../shared/i18n/keys.ts";
import type { Params } from "../../shared/i18n/translator.ts";
import { brandName } from "../../shared/site/sites.ts";
import { textsFor } from "../customers/answers.ts";
import { shopOf } from "../customers/shop.ts";
import type { Mail } from "./outbox.ts";

export type MailKind =
  | "password-reset"
  | "signup-exists"
  | "newsletter-confirm"
  | "gift-voucher"
  | "contact"
  | "contact-receipt";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The mails whose texts have a label for a link (`mail.<kind>.action`): only these carry one. */
type MailWithLink = Extract<
  MailKind,
  KeysUnder<"mail."> extends infer K ? (K extends `${infer Kind}.action` ? Kind : never) : never
>;

export function composeMail(c: Context, kind: MailKind, to: string, params?: Params): Mail;
export function composeMail(c: Context, kind: MailWithLink, to: string, params: Params, link: string): Mail;
export function composeMail(c: Context, kind: MailKind, to: string, params: Params = {}, link?: string): Mail {
  const shop = shopOf(c);
  const t = textsFor(c);
  const all = { brand: brandName(shop.site.channel), ...params };
  const subject = t(`mail.${kind}.subject`, all);
  const paragraphs = t(`mail.${kind}.body`, all).split("\n\n");
  const actionKey = `mail.${kind}.action`;
  const action = link && isTranslationKey(actionKey) ? t(actionKey, all) : "";
  const text = [...paragraphs, ...(link ? [`${action}: ${link}`] : []), t("mail.signature", all)].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`] : []),
    `<p>${escapeHtml(t("mail.signature", all))}</p>`,
  ].join("\n");
  return { kind, to, subject, text, html, siteCode: shop.site.code, locale: shop.locale };
}
