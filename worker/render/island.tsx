/**
 * Server side of an island: the component is rendered to HTML inside a marker element that
 * carries its name, its JSON props and when to hydrate. `client/main.ts` finds the markers.
 */
import type { ComponentType } from "react";
import { preloadModule } from "react-dom";
import { islandAsset } from "./assets.ts";

export type HydrateOn = "load" | "idle" | "visible";

/** Props must survive JSON: no functions, no class instances, no request context. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "shop-island": { children?: React.ReactNode; "data-island": string; "data-hydrate": HydrateOn; "data-props": string; "data-src": string };
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
  return (
    <shop-island data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props.props)} data-src={src}>
      <Component {...props.props} />
    </shop-island>
  );
}
