/**
 * Carried parameters on a shared page (section 2 "Route handling": underscore parameters are
 * carried over on internal links; decision 090). A page the edge cache may keep is rendered with
 * one slot, `CARRY_SLOT`, where the visitor's carried parameters go, so the stored page is the same
 * whatever `_` parameters were asked with: every link appends the slot as its last query parameter
 * (`resolveLink`, `withCarried`, `withCarriedQuery`), and the link context the islands read holds it
 * as its `carry`. On the way out each slot is written with the visitor's own parameters, or taken
 * out with its separator when they have none, in the stored bytes and in a rendered stream alike
 * (`html-splice.ts`).
 *
 * Carried parameters are only ever short plain names and values (`underscoreParams`: letters,
 * digits, `_ . : -`, one bracketed key), so they are written as they are in attributes and in
 * script JSON alike: nothing in them can end a string or an attribute.
 */
import type { Context } from "hono";
import { underscoreParams } from "../../shared/chrome/link-href.ts";
import type { AppEnv } from "../env.ts";

/** A query pair no link has of its own, which every way of appending a query leaves as it is. */
export const CARRY_SLOT = "_carried_slot=9c41e7";

/** The underscore parameters this request's links carry: the slot while the page is rendered for the cache. */
export function carriedOf(c: Context<AppEnv>): string {
  return c.get("carried") ?? underscoreParams(c.get("request").url.search);
}

/** The visitor's own carried parameters. */
export function visitorCarried(c: Context<AppEnv>): string {
  return underscoreParams(c.get("request").url.search);
}
