/**
 * Overview wrappers (calendar, collage, photobook, themes) and detail wrappers (accessory, calendar,
 * card, collage, photobook) of section 2 "Global page types": one component per Storyblok component,
 * sharing two layouts.
 */
import { type BlockProps, Blocks } from "../content-page/block-context.tsx";
import { asset, blocks, link, richText, text } from "../../content/fields.ts";
import { ContentImage } from "./content-image.tsx";
import { ContentLink, pathFor } from "../links.tsx";
import { BlockHeading } from "./block-heading.tsx";
import { RichText } from "./rich-text.tsx";

function OverviewLayout({ block, ctx, kind }: BlockProps & { kind: string }) {
  return (
    <section className={`overview overview--${kind}`}>
      <BlockHeading ctx={ctx} text={text(block, "headline")} />
      <RichText value={richText(block, "intro")} ctx={ctx} />
      {blocks(block, "categories").length > 0 ? (
        <ul className="tile-grid">
          <Blocks blocks={blocks(block, "categories")} ctx={ctx} />
        </ul>
      ) : null}
      <Blocks blocks={blocks(block, "body")} ctx={ctx} />
    </section>
  );
}

export const CalendarOverview = (p: BlockProps) => <OverviewLayout {...p} kind="calendar" />;
export const CollageOverview = (p: BlockProps) => <OverviewLayout {...p} kind="collage" />;
export const PhotobookOverview = (p: BlockProps) => <OverviewLayout {...p} kind="photobook" />;

/** Themes overview: theme tiles that link to /themes/{id} (section 2 routes). */
export function ThemesOverview({ block, ctx }: BlockProps) {
  return (
    <section className="overview overview--themes">
      <BlockHeading ctx={ctx} text={text(block, "headline")} />
      <RichText value={richText(block, "intro")} ctx={ctx} />
      <ul className="tile-grid">
        {blocks(block, "themes").flatMap((theme, i) => {
          const id = text(theme, "themeId");
          if (!/^[1-9]\d{0,8}$/.test(id)) return [];
          const image = asset(theme, "image");
          return [
            <li key={theme.uid || i} className="tile">
              <a href={pathFor(ctx.request, `/themes/${id}`)}>
                {image ? <ContentImage image={image} width={200} height={150} caption={text(theme, "title")} /> : null}
                <span>{text(theme, "title")}</span>
              </a>
            </li>,
          ];
        })}
      </ul>
    </section>
  );
}

function DetailLayout({ block, ctx, kind }: BlockProps & { kind: string }) {
  const image = asset(block, "image");
  const cta = link(block, "ctaLink");
  return (
    <section className={`detail detail--${kind}`}>
      <div className="detail__intro">
        {image ? <ContentImage image={image} width={600} height={450} /> : null}
        <div>
          <BlockHeading ctx={ctx} text={text(block, "headline")} />
          <RichText value={richText(block, "intro")} ctx={ctx} />
          {cta ? (
            <ContentLink link={cta} ctx={ctx} className="button" style={ctx.cta}>
              {text(block, "ctaText")}
            </ContentLink>
          ) : null}
        </div>
      </div>
      <Blocks blocks={blocks(block, "body")} ctx={ctx} />
    </section>
  );
}

export const AccessoryDetail = (p: BlockProps) => <DetailLayout {...p} kind="accessory" />;
export const CalendarDetail = (p: BlockProps) => <DetailLayout {...p} kind="calendar" />;
export const CardDetail = (p: BlockProps) => <DetailLayout {...p} kind="card" />;
export const CollageDetail = (p: BlockProps) => <DetailLayout {...p} kind="collage" />;
export const PhotobookDetail = (p: BlockProps) => <DetailLayout {...p} kind="photobook" />;
