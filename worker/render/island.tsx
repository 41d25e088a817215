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
import { renderToString } from "react-dom/server";
import { ISLAND_COMPONENTS, type IslandName, type IslandProps } from "./island-components.ts";
import { ISLAND_PROPS_ATTRIBUTE } from "../../shared/site/islands.ts";
import { islandAsset } from "./assets.ts";
import { scriptJson } from "./script-json.ts";

export type HydrateOn = "load" | "idle" | "visible";

/** JSON sent once per page in a script element of its own, for the islands that share it. */
export interface PageData<T = unknown> {
  /** The script element's id. */
  id: string;
  data: T;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "shop-island": {
        children?: React.ReactNode;
        "data-island": IslandName;
        "data-hydrate": HydrateOn;
        "data-shared"?: string;
        "data-src": string;
        "data-id-prefix": string;
        dangerouslySetInnerHTML?: { __html: string };
      };
    }
  }
}

interface IslandMarkerProps<N extends IslandName> {
  /** The island: a file of `client/islands/`, named by its file name; the props are its component's. */
  name: N;
  props: IslandProps<N>;
  hydrate?: HydrateOn;
}

/**
 * Renders the island `name` with `props`, checked against its component's props. `shared` maps
 * some of them to page data instead (rendered once with `PageDataScript`); the component gets
 * both, on the server and in the browser.
 */
export function Island<N extends IslandName>(props: IslandMarkerProps<N>): ReactElement;
export function Island<N extends IslandName, S extends keyof IslandProps<N>>(
  props: Omit<IslandMarkerProps<N>, "props"> & {
    props: Omit<IslandProps<N>, S>;
    shared: { [K in S]: PageData<IslandProps<N>[K]> };
  },
): ReactElement;
export function Island(props: {
  name: IslandName;
  props: object;
  hydrate?: HydrateOn;
  shared?: Record<string, PageData>;
}): ReactElement {
  const { name, hydrate = "load", shared } = props;
  // The overloads tied the props to this island's component; past them, one render for all.
  const Component = ISLAND_COMPONENTS[name] as ComponentType<object>;
  const src = islandAsset(name);
  // No preload here: the document's module loader preloads the modules of the islands that hydrate
  // at load once the first screen is painted, with the main module (decision 097).
  const identifierPrefix = `i${useId().replace(/[^A-Za-z0-9]/g, "")}-`;
  const sharedEntries = Object.entries(shared ?? {});
  const all = { ...props.props, ...Object.fromEntries(sharedEntries.map(([key, page]) => [key, page.data])) };
  const html = renderToString(<Component {...all} />, { identifierPrefix });
  const propsScript = `<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}>${scriptJson(props.props)}</script>`;
  return (
    <shop-island
      data-island={name}
      data-hydrate={hydrate}
      data-shared={
        sharedEntries.length
          ? JSON.stringify(Object.fromEntries(sharedEntries.map(([key, page]) => [key, page.id])))
          : undefined
      }
      data-src={src}
      data-id-prefix={identifierPrefix}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the island and its props through scriptJson
      dangerouslySetInnerHTML={{ __html: propsScript + html }}
    />
  );
}

/** The page data script several islands read (`Island`'s `shared`); render it once per page. */
export function PageDataScript({ page }: { page: PageData }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes what could close the script element
  return <script id={page.id} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(page.data) }} />;
}
