/**
 * The component registry: Storyblok component name -> server component, one per
 * component of section 2's global page types, and, for a block that needs data beyond its story,
 * its loader (`BLOCK_LOADERS`, declared beside the block; `block-loader.ts`). Components missing
 * here render nothing and are logged.
 */
import { ABContentBlock } from "./ab-content-block.tsx";
import type { BlockComponent } from "../content-page/block-context.tsx";
import type { BlockLoader } from "./block-loader.ts";
import { Container, ProductSnippet, PublicContainer, SkuContainer } from "./containers.tsx";
import { Toolbox, Voucher } from "./commerce.tsx";
import { FormatsAndPrices, loadFormatsAndPrices } from "./formats-and-prices.tsx";
import { ContactForm } from "./contact-form.tsx";
import { Feed, loadFeed } from "./feed.tsx";
import { CustomerPictureBlock, Text, Video } from "./media.tsx";
import { Accessory, Frame } from "./option-types.tsx";
import { PocWrapper } from "./poc-wrapper.tsx";
import { PriceCalculator, loadPriceCalculator } from "./price-calculator-entry.tsx";
import { PromotionBar } from "./promotion-bar.tsx";
import { withRedesigns } from "./redesigns.tsx";
import { Teaser } from "./teaser.tsx";
import { CategoryTile, Shop } from "./tiles.tsx";
import { UspTeaser, UspWrapper } from "./usp.tsx";
import {
  AccessoryDetail,
  CalendarDetail,
  CalendarOverview,
  CardDetail,
  CollageDetail,
  CollageOverview,
  PhotobookDetail,
  PhotobookOverview,
  ThemesOverview,
} from "./wrappers.tsx";

/** With the redesign experiments' switches (`redesigns.tsx`). */
export const BLOCK_REGISTRY: Record<string, BlockComponent> = withRedesigns({
  ABContentBlock,
  Accessory,
  AccessoryDetail,
  CalendarDetail,
  CalendarOverview,
  CardDetail,
  CategoryTile,
  CollageDetail,
  CollageOverview,
  ContactForm,
  Container,
  CustomerPictureBlock,
  Feed,
  FormatsAndPrices,
  Frame,
  PhotobookDetail,
  PhotobookOverview,
  PocWrapper,
  PriceCalculator,
  ProductSnippet,
  PromotionBar,
  PublicContainer,
  Shop,
  SkuContainer,
  Teaser,
  Text,
  ThemesOverview,
  Toolbox,
  UspTeaser,
  UspWrapper,
  Video,
  Voucher,
});

/** The loaders of the blocks that need data, by component name; the route starts them (`startBlockLoads`). */
export const BLOCK_LOADERS: Readonly<Record<string, BlockLoader<unknown>>> = {
  Feed: loadFeed,
  FormatsAndPrices: loadFormatsAndPrices,
  PriceCalculator: loadPriceCalculator,
};
