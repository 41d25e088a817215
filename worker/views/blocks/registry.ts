/**
 * The component registry: Storyblok component name -> server component, one per
 * component of section 2's global page types. A plain map, so adding a block
 * (as `PriceCalculator`) is one line. Components missing here render nothing and are logged.
 */
import { ABContentBlock } from "./ab-content-block.tsx";
import type { BlockComponent } from "../content-page/block-context.tsx";
import { Container, ProductSnippet, PublicContainer, SkuContainer } from "./containers.tsx";
import { FormatsAndPrices, Toolbox, Voucher } from "./commerce.tsx";
import { ContactForm } from "./contact-form.tsx";
import { Feed } from "./feed.tsx";
import { CustomerPictureBlock, Text, Video } from "./media.tsx";
import { Accessory, Frame } from "./option-types.tsx";
import { PocWrapper } from "./poc-wrapper.tsx";
import { PriceCalculator } from "./price-calculator-entry.tsx";
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
