/**
 * Server side of an island: the component is rendered to HTML inside a marker element that
 * carries its name, its JSON props and when to hydrate. `client/main.ts` finds the markers.
 *
 * Each island is rendered as a root of its own, with an id prefix unique in the page, because the
 * browser hydrates it as a root of its own: `useId` values then match on both sides (rendered
 * inside the page's tree they would depend on the island's position and never match).
 */
import { type ComponentType, useId } from "react";
import { preloadModule } from "react-dom";
import { renderToString } from "react-dom/server";
import { islandAsset } from "./assets.ts";

export type HydrateOn = "load" | "idle" | "visible";

/** Props must survive JSON: no functions, no class instances, no request context. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "shop-island": { children?: React.ReactNode; "data-island": string; "data-hydrate": HydrateOn; "data-props": string; "data-src": string; "data-id-prefix": string; dangerouslySetInnerHTML?: { __html: string } };
    }
  }
}

export function Island<P extends { [key: string]: JsonValue }>(props: {
  name: string;
  component: ComponentType<P>;
  props: P;
  hydrate?: HydrateOn;
}) {
  const { name, component: Component, hydrate = "load" } = props;
  const src = islandAsset(name);
  if (hydrate === "load") preloadModule(src, { as: "script" });
  const identifierPrefix = `i${useId().replace(/[^A-Za-z0-9]/g, "")}-`;
  const html = renderToString(<Component {...props.props} />, { identifierPrefix });
  return (
    <shop-island
      data-island={name}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props.props)}
      data-src={src}
      data-id-prefix={identifierPrefix}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
