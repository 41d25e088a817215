/**
 * Carried parameters on a shared page (section 2 "Route handling": underscore parameters are
 * carried over on internal links; decision 090). A page the edge cache may keep is rendered with
 * one slot, `CARRY_SLOT`, where the visitor's carried parameters go, so the stored page is the same
 * whatever `_` parameters were asked with: every link appends the slot as its last query parameter
 * (`resolveLink`, `withCarried`, `withCarriedQuery`), and the link context the islands read holds it
 * as its `carry`. On the way out each slot is written with the visitor's own parameters, or taken
 * out with its separator when they have none, in the stored bytes (`html-splice.ts`) and in a
 * rendered stream (`fillCarriedStream`) alike.
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

const encoder = new TextEncoder();
const SLOT = encoder.encode(CARRY_SLOT);

/** What may stand right before a slot: a query separator as HTML, script JSON or plain text writes it, or a string's quote. */
const SEPARATORS = ["\\u0026", "&amp;", "&", "?"].map((text) => encoder.encode(text));
const QUOTE = encoder.encode('"')[0];

/** The underscore parameters this request's links carry: the slot while the page is rendered for the cache. */
export function carriedOf(c: Context<AppEnv>): string {
  return c.get("carried") ?? underscoreParams(c.get("request").url.search);
}

/** The visitor's own carried parameters. */
export function visitorCarried(c: Context<AppEnv>): string {
  return underscoreParams(c.get("request").url.search);
}

/**
 * How long the separator before the slot at `at` is (0: the slot is a whole JSON string), or
 * undefined when the slot stands anywhere else (an encoded URL, say).
 */
function separatorBefore(body: Uint8Array, at: number): number | undefined {
  for (const separator of SEPARATORS) {
    const from = at - separator.length;
    if (from >= 0 && separator.every((byte, i) => body[from + i] === byte)) return separator.length;
  }
  return body[at - 1] === QUOTE && body[at + SLOT.length] === QUOTE ? 0 : undefined;
}

/** The first slot in `body` from `from`, or -1. */
function nextSlot(body: Uint8Array, from: number): number {
  for (let at = body.indexOf(SLOT[0] ?? 0, from); at !== -1; at = body.indexOf(SLOT[0] ?? 0, at + 1)) {
    if (at + SLOT.length > body.length) return -1;
    let i = 1;
    while (i < SLOT.length && body[at + i] === SLOT[i]) i++;
    if (i === SLOT.length) return at;
  }
  return -1;
}

/** Every slot of a page as [offset, length of its separator]; undefined when one stands where it cannot be written. */
export function carrySlots(body: Uint8Array): [number, number][] | undefined {
  const slots: [number, number][] = [];
  for (let at = nextSlot(body, 0); at !== -1; at = nextSlot(body, at + SLOT.length)) {
    const separator = separatorBefore(body, at);
    if (separator === undefined) return undefined;
    slots.push([at, separator]);
  }
  return slots;
}

/** The bytes that replace a slot and its separator (`separator`: the separator's bytes as the page has them). */
export function carriedBytes(separator: Uint8Array, carried: string): Uint8Array {
  if (!carried) return new Uint8Array(0);
  const value = encoder.encode(carried);
  const out = new Uint8Array(separator.length + value.length);
  out.set(separator, 0);
  out.set(value, separator.length);
  return out;
}

export const SLOT_LENGTH = SLOT.length;

/** Writes the slots of `body` with `carried`; a slot where it cannot be written (see `carrySlots`) gets the parameters alone. */
function fill(body: Uint8Array, carried: string, final: boolean): { out: Uint8Array; rest: Uint8Array } {
  const parts: Uint8Array[] = [];
  let done = 0;
  for (let at = nextSlot(body, 0); at !== -1; at = nextSlot(body, at + SLOT.length)) {
    const separator = separatorBefore(body, at) ?? 0;
    parts.push(body.subarray(done, at - separator));
    parts.push(carriedBytes(body.subarray(at - separator, at), carried));
    done = at + SLOT.length;
  }
  // A slot and its separator may begin in what is left: hold that back until the next chunk.
  const keep = final ? 0 : Math.min(body.length - done, SLOT.length + 6);
  parts.push(body.subarray(done, body.length - keep));
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return { out, rest: body.slice(body.length - keep) };
}

/** A rendered page's stream with its slots written for this visitor. */
export function fillCarriedStream(stream: ReadableStream<Uint8Array>, carried: string): ReadableStream<Uint8Array> {
  let rest: Uint8Array = new Uint8Array(0);
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const joined = new Uint8Array(rest.length + chunk.length);
        joined.set(rest, 0);
        joined.set(chunk, rest.length);
        const filled = fill(joined, carried, false);
        rest = filled.rest;
        if (filled.out.length) controller.enqueue(filled.out);
      },
      flush(controller) {
        const filled = fill(rest, carried, true);
        if (filled.out.length) controller.enqueue(filled.out);
      },
    }),
  );
}
