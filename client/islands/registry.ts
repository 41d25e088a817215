/**
 * Every island, by name: the one list (ARCHITECTURE "Islands"; decision 123). An island's name
 * is its module's file name in this folder, and its props are its default export's props, so
 * the worker's `<Island name="price-calculator" props={...} />` is checked against that
 * component (`IslandProps`), and a name that is not here does not compile.
 *
 * `chrome` islands are rendered by the default layout on every page and are built into the main
 * module; the others are chunks of their own, loaded only on pages that show them (decision 097).
 * The build reads this file for both lists (scripts/build-client.mjs) and fails when a module of
 * this folder is missing here. `load` ties a name to its module for the types; the browser imports
 * an island by the hashed file the worker names on its marker, and the worker renders it with
 * the component `worker/render/island-components.ts` maps to the same name.
 */
import type { ComponentProps, ComponentType } from "react";

/** An island's module: its component is the default export. */
interface IslandModule {
  default: ComponentType<never>;
}

export const ISLANDS = {
  "account-dialogs": { chrome: true, load: () => import("./account-dialogs.tsx") },
  "account-page": { chrome: false, load: () => import("./account-page.tsx") },
  "action-bar": { chrome: true, load: () => import("./action-bar.tsx") },
  "back-to-top": { chrome: true, load: () => import("./back-to-top.tsx") },
  "burger-menu": { chrome: true, load: () => import("./burger-menu.tsx") },
  "cart-page": { chrome: false, load: () => import("./cart-page.tsx") },
  "consent-banner": { chrome: true, load: () => import("./consent-banner.tsx") },
  "contact-form": { chrome: false, load: () => import("./contact-form.tsx") },
  "dialog-host": { chrome: true, load: () => import("./dialog-host.tsx") },
  "footer-boxes": { chrome: true, load: () => import("./footer-boxes.tsx") },
  "footer-link-box": { chrome: true, load: () => import("./footer-link-box.tsx") },
  "footer-tiles": { chrome: true, load: () => import("./footer-tiles.tsx") },
  "gift-voucher-form": { chrome: false, load: () => import("./gift-voucher-form.tsx") },
  "header-info": { chrome: true, load: () => import("./header-info.tsx") },
  "help-button": { chrome: true, load: () => import("./help-button.tsx") },
  "main-navigation": { chrome: true, load: () => import("./main-navigation.tsx") },
  "newsletter-confirm": { chrome: false, load: () => import("./newsletter-confirm.tsx") },
  "newsletter-form": { chrome: true, load: () => import("./newsletter-form.tsx") },
  "price-calculator": { chrome: false, load: () => import("./price-calculator.tsx") },
  "quantity-picker": { chrome: false, load: () => import("./quantity-picker.tsx") },
  "review-carousel": { chrome: true, load: () => import("./review-carousel.tsx") },
  "seo-text": { chrome: true, load: () => import("./seo-text.tsx") },
  "smart-banner": { chrome: true, load: () => import("./smart-banner.tsx") },
  "storyblok-preview": { chrome: false, load: () => import("./storyblok-preview.tsx") },
  "whitelabel-banner": { chrome: true, load: () => import("./whitelabel-banner.tsx") },
  "whitelabel-switch": { chrome: false, load: () => import("./whitelabel-switch.tsx") },
  "wishlist-button": { chrome: false, load: () => import("./wishlist-button.tsx") },
  "wishlist-page": { chrome: false, load: () => import("./wishlist-page.tsx") },
} as const satisfies Record<string, { chrome: boolean; load: () => Promise<IslandModule> }>;

export type IslandName = keyof typeof ISLANDS;

/** The component an island's module exports by default. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]["load"]>>["default"];

/** The props of an island: what the worker sends as JSON and the browser hands back on hydration. */
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

/**
 * Whether values of `T` survive JSON unchanged: strings, numbers, booleans, null, and arrays and
 * objects of them (an optional field may be absent); no functions, no class instances.
 */
type Json<T> = T extends string | number | boolean | null | undefined
  ? true
  : T extends (...args: never[]) => unknown
    ? false
    : T extends readonly (infer Item)[]
      ? Json<Item>
      : T extends object
        ? false extends { [K in keyof T]-?: Json<T[K]> }[keyof T]
          ? false
          : true
        : false;

/** Islands whose props would not survive the trip as JSON to the browser: none (checked in test/worker/typed-islands.types.tsx). */
export type IslandsWithoutJsonProps = { [N in IslandName]: Json<IslandProps<N>> extends true ? never : N }[IslandName];
