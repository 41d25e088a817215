/**
 * The islands the worker renders, by name. A file of `client/islands/` is an island and its name is
 * its file name (decision 123); the client build writes `dist/islands.ts` from the folder, mapping
 * each name to its component, and the browser imports an island by the hashed file the worker names
 * on its marker. So `<Island name="price-calculator" props={...} />` is checked against that
 * component's props, and a name with no file does not compile.
 */
import type { ComponentProps } from "react";
import { ISLAND_COMPONENTS } from "../../dist/islands.ts";

export { ISLAND_COMPONENTS };

export type IslandName = keyof typeof ISLAND_COMPONENTS;

/** The props of an island: what the worker sends as JSON and the browser hands back on hydration. */
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLAND_COMPONENTS)[N]>;

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

/**
 * Islands whose props would not survive the trip as JSON to the browser: none (checked in
 * test/worker/typed-islands.types.tsx, which only the type check reads).
 * @public
 */
export type IslandsWithoutJsonProps = { [N in IslandName]: Json<IslandProps<N>> extends true ? never : N }[IslandName];
