/**
 * Type-level tests of the islands' typing (decision 123): checked by `tsc -p worker`, the type
 * check `npm test` runs first, and never executed. Each `@ts-expect-error` line fails the check
 * as soon as the typing it guards is loosened (its error disappears).
 */
import type { IslandProps, IslandsWithoutJsonProps } from "../../worker/render/island-components.ts";
import type { PageData } from "../../worker/render/island.tsx";
import { Island } from "../../worker/render/island.tsx";

// An island's props are its component's props.
const backToTop = <Island name="back-to-top" hydrate="idle" props={{ label: "Nach oben" }} />;

// @ts-expect-error a name that no module of client/islands/ has
const unknownIsland = <Island name="back-to-bottom" props={{ label: "Nach oben" }} />;

// @ts-expect-error the props of another island (seo-text's)
const propsOfAnother = <Island name="back-to-top" props={{ html: "<p>Text</p>", viewMore: "Mehr" }} />;

// @ts-expect-error a prop missing (seo-text needs its "view more" label)
const propMissing = <Island name="seo-text" hydrate="visible" props={{ html: "<p>Text</p>" }} />;

const wrongType = (
  // @ts-expect-error a prop of the wrong type (the story id is a number)
  <Island
    name="storyblok-preview"
    props={{ label: "Vorschau", transformUrl: "/storyblok/transform", targetId: "page", storyId: "1" }}
  />
);

// A prop sent once as page data instead: the island's own props leave it out, the page data has its type.
declare const burgerOwn: Omit<IslandProps<"burger-menu">, "navigation">;
declare const navigation: PageData<IslandProps<"burger-menu">["navigation"]>;
const burger = <Island name="burger-menu" props={burgerOwn} shared={{ navigation }} />;

const wrongPageData = (
  // @ts-expect-error page data of the wrong type for the prop it stands for
  <Island name="burger-menu" props={burgerOwn} shared={{ navigation: { id: "shop-navigation", data: "Navigation" } }} />
);

// Every island's props survive JSON: this names the islands whose do not.
const everyIslandTakesJson: [IslandsWithoutJsonProps] extends [never] ? true : IslandsWithoutJsonProps = true;

void [backToTop, unknownIsland, propsOfAnother, propMissing, wrongType, burger, wrongPageData, everyIslandTakesJson];
