/**
 * Voucher, formats and prices (`formats-and-prices.tsx`), and toolbox blocks (section 2 "Global page types"). Prices are minor
 * units per currency in the content and are formatted with the route's locale and currency (STYLE 7).
 */
import type { Currency } from "../../../shared/site/locales.ts";
import { formatPrice } from "../../../shared/pricing/format-price.ts";
import type { BlockProps } from "../content-page/block-context.tsx";
import { blocks, link, richText, strings, text } from "../../content/fields.ts";
import { ContentLink } from "../links.tsx";
import { BlockHeading } from "./block-heading.tsx";
import { RichText } from "./rich-text.tsx";

/** Formats and prices come from the catalogue. */
export { FormatsAndPrices } from "./formats-and-prices.tsx";

export function Voucher({ block, ctx }: BlockProps) {
  const cta = link(block, "ctaLink");
  const currency = ctx.request.provided.currencyCode.toLowerCase() as Currency;
  return (
    <section className="voucher">
      <BlockHeading ctx={ctx} text={text(block, "headline")} />
      <RichText value={richText(block, "text")} ctx={ctx} />
      <p>{text(block, "amountsLabel")}</p>
      <ul className="voucher__amounts">
        {strings(block, "amounts").flatMap((a) =>
          /^\d{1,4}$/.test(a) ? [<li key={a}>{formatPrice(Number(a) * 100, ctx.request.locale, currency)}</li>] : [],
        )}
      </ul>
      {cta ? (
        <ContentLink link={cta} ctx={ctx} className="button" style={ctx.cta}>
          {text(block, "ctaText")}
        </ContentLink>
      ) : null}
    </section>
  );
}

export function Toolbox({ block }: BlockProps) {
  return (
    <section className="toolbox">
      <h2>{text(block, "headline")}</h2>
      <ul>
        {blocks(block, "tools").map((tool, i) => (
          <li key={tool.uid || i} data-action={text(tool, "action")}>
            <strong>{text(tool, "title")}</strong> {text(tool, "text")}
          </li>
        ))}
      </ul>
    </section>
  );
}
