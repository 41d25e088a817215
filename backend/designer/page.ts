/**
 * The stand-in's HTML page: the received options in a description list and a form that adds the
 * configured article to the cart. Everything that comes from the request is escaped.
 */
import { CSRF_FIELD } from "../../shared/bff/csrf.ts";
import { present } from "../../shared/assert/present.ts";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface StandInPage {
  lang: string;
  title: string;
  heading: string;
  receivedTitle: string;
  noneText: string;
  options: Array<{ label: string; value: string }>;
  hidden: Array<[string, string]>;
  returnTo: string;
  /** The visitor's CSRF token, repeated as the `_csrf` field (the same-origin proxy checks it). */
  csrfToken: string;
  addToCart: string;
  back: string;
  /** A parameter the article still lacks: asked for first, instead of the 'add to cart' form. */
  choice?: {
    field: string;
    label: string;
    values: Array<{ value: string; label: string }>;
    heading: string;
    next: string;
  };
}

function choiceForm(page: StandInPage): string {
  const e = escapeHtml;
  const choice = present(page.choice, "the stand-in page's choice");
  const kept = [...page.hidden, ["returnTo", page.returnTo]]
    .map(([k, v]) => `<input type="hidden" name="${e(k)}" value="${e(v)}">`)
    .join("");
  const options = choice.values.map((o) => `<option value="${e(o.value)}">${e(o.label)}</option>`).join("");
  return `<h2>${e(choice.heading)}</h2>
<form method="get" action="">${kept}<p><label for="choice">${e(choice.label)}</label><br><select id="choice" name="${e(choice.field)}">${options}</select></p><button type="submit">${e(choice.next)}</button></form>`;
}

export function standInHtml(page: StandInPage): string {
  const e = escapeHtml;
  const rows = page.options.map((o) => `<dt>${e(o.label)}</dt><dd>${e(o.value)}</dd>`).join("");
  const hidden = page.hidden.map(([k, v]) => `<input type="hidden" name="option.${e(k)}" value="${e(v)}">`).join("");
  return `<!doctype html>
<html lang="${e(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(page.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}button{font:inherit;padding:.6rem 1.2rem;background:#c8102e;color:#fff;border:0;border-radius:.5rem;cursor:pointer}select{font:inherit;padding:.4rem;margin:.25rem 0 .75rem;max-width:100%}</style>
</head><body><main>
<h1>${e(page.heading)}</h1>
<h2>${e(page.receivedTitle)}</h2>
${rows ? `<dl>${rows}</dl>` : `<p>${e(page.noneText)}</p>`}
${page.choice ? choiceForm(page) : `<form method="post" action="cart">${hidden}<input type="hidden" name="returnTo" value="${e(page.returnTo)}"><input type="hidden" name="${CSRF_FIELD}" value="${e(page.csrfToken)}"><button type="submit">${e(page.addToCart)}</button></form>`}
<p><a href="${e(page.returnTo)}">${e(page.back)}</a></p>
</main></body></html>`;
}

/** The stand-in's error page: a heading, the shopper's-language text and the way back to the shop. */
export function standInErrorHtml(page: {
  lang: string;
  title: string;
  text: string;
  back: string;
  returnTo: string;
}): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(page.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}</style>
</head><body><main>
<h1>${e(page.title)}</h1>
<p role="alert">${e(page.text)}</p>
<p><a href="${e(page.returnTo)}">${e(page.back)}</a></p>
</main></body></html>`;
}
