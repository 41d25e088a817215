/**
 * Server side of an island: the component is rendered to HTML inside a marker element that
 * carries its name and when to hydrate; its JSON props travel in a script element, the marker's
 * first child, which `client/main.ts` reads and removes before hydrating (decision 072: in an
 * attribute every quote of the JSON would weigh six bytes). Props that several islands of a page
 * share (the navigation) are sent once, in a page data script (`PageDataScript`), and the marker
 * names them in `data-shared`.
 *
 * Each island is rendered as a root of its own, with an id prefix unique in the page, because the
 * browser hydrates it as a root of its own: `useId` values then match on both sides (rendered
 * inside the page's tree they would depend on the island's position and never match).
 */
import { type ComponentType, type ReactElement, useId } from "react";
import { preloadModule } from "react-dom";
import { renderToString } from "react-dom/server";
import { ISLAND_PROPS_ATTRIBUTE } from "../../shared/site/islands.ts";
import { islandAsset, mainScript } from "./assets.ts";
import { useNonce } from "./nonce.tsx";
import { scriptJson } from "./script-json.ts";

export type HydrateOn = "load" | "idle" | "visible";

/** Props must survive JSON: no functions, no class instances, no request context. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** JSON sent once per page in a script element of its own, for the islands that share it. */
export interface PageData<T extends JsonValue = JsonValue> {
  /** The script element's id. */
  id: string;
  data: T;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "shop-island": {
        children?: React.ReactNode;
        "data-island": string;
        "data-hydrate": HydrateOn;
        "data-shared"?: string;
        "data-src": string;
        "data-id-prefix": string;
        dangerouslySetInnerHTML?: { __html: string };
      };
    }
  }
}

type Props = { [key: string]: JsonValue };

interface IslandProps<P extends Props> {
  name: string;
  component: ComponentType<P>;
  props: P;
  hydrate?: HydrateOn;
}

/**
 * `props` are the island's own; `shared` maps further props to page data (rendered once with
 * `PageDataScript`). The component gets both, on the server and in the browser.
 */
export function Island<P extends Props>(props: IslandProps<P>): ReactElement;
export function Island<P extends Props, S extends keyof P>(
  props: Omit<IslandProps<P>, "props"> & { props: Omit<P, S>; shared: { [K in S]: PageData<P[K]> } },
): ReactElement;
export function Island(props: IslandProps<Props> & { shared?: Record<string, PageData> }): ReactElement {
  const { name, component: Component, hydrate = "load", shared } = props;
  const src = islandAsset(name);
  const nonce = useNonce();
  // The chrome's islands live in the main module, which the document loads itself (decision 097).
  if (hydrate === "load" && src !== mainScript()) preloadModule(src, { as: "script", nonce });
  const identifierPrefix = `i${useId().replace(/[^A-Za-z0-9]/g, "")}-`;
  const sharedEntries = Object.entries(shared ?? {});
  const all = { ...props.props, ...Object.fromEntries(sharedEntries.map(([key, page]) => [key, page.data])) };
  const html = renderToString(<Component {...all} />, { identifierPrefix });
  const propsScript = `<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}>${scriptJson(props.props)}</script>`;
  return (
    <shop-island
      data-island={name}
      data-hydrate={hydrate}
      data-shared={sharedEntries.length ? JSON.stringify(Object.fromEntries(sharedEntries.map(([key, page]) => [key, page.id]))) : undefined}
      data-src={src}
      data-id-prefix={identifierPrefix}
      dangerouslySetInnerHTML={{ __html: propsScript + html }}
    />
  );
}

/** The page data script several islands read (`Island`'s `shared`); render it once per page. */
export function PageDataScript({ page }: { page: PageData }) {
  return <script id={page.id} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(page.data) }} />;
}
