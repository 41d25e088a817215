/**
 * The visitor's parts spliced into a stored page's bytes (decision 090), the one way a stored page
 * is personalised. When a rendered page is stored, its shared copy is made once: the visitor's
 * monitoring record (rendered right after the provided context) is cut out, and the places of its
 * nonces (the render's nonce, found by its value, which the CSP header names) and of the record
 * are noted in a plan kept with the entry. Each answer copies the bytes, writes a new nonce over the
 * old ones (a nonce is always the same length), puts the visitor's record back in its place and
 * writes the visitor's carried parameters into the page's carry slots (`html-carry.ts`); a page just
 * rendered gets its slots written as it streams (`fillCarriedStream`). A page with no plan (no nonce
 * in its policy or body, no provided context, a slot it cannot write) is not stored.
 */
import { MONITORING_ELEMENT_ID } from "../../shared/flags/visitor.ts";
import { CONTEXT_ELEMENT_ID } from "../../shared/site/context.ts";
import { DEFLATE_WINDOW, type GzipPiece, deflatePiece, gzipOf, joined } from "./gzip.ts";
import { CARRY_SLOT } from "./html-carry.ts";

/**
 * A stored page as the cache holds it: the shared copy's bytes, its headers and its plan; in the
 * isolate's memory also compressed once (`compressedCopy`).
 */
export interface StoredPage {
  body: Uint8Array<ArrayBuffer>;
  headers: Headers;
  plan: SplicePlan;
  compressed?: CompressedCopy;
}

/** A stored page with the moment it was stored. */
export interface Kept extends StoredPage {
  storedAt: number;
}

/** The header of a stored entry that says when it was stored. */
export const STORED_AT = "x-html-stored-at";

/**
 * A stored page compressed once, for the answers that carry no parameters (nearly all): gzip
 * pieces cut at the places of the nonces and the record, its carry slots taken out (`gzip.ts`).
 */
export interface CompressedCopy {
  pieces: GzipPiece[];
  /** What goes after each piece but the last. */
  parts: ("nonce" | "record")[];
  /** The pieces' compressed bytes. */
  bytes: number;
}

export interface SplicePlan {
  /** Byte offsets of every nonce value in the body. */
  nonces: number[];
  nonceLength: number;
  /** Byte offset right after the provided context's `</script>`: where the visitor's record goes. */
  recordAt: number;
  /** Carry slots: byte offset and the length of the separator before it (`html-carry.ts`). */
  carries: [number, number][];
}

const encoder = new TextEncoder();
const SCRIPT_END = encoder.encode("</script>");
const RECORD_START = encoder.encode(`<script id="${MONITORING_ELEMENT_ID}"`);

// The carry slots (`html-carry.ts`) as bytes.
const SLOT = encoder.encode(CARRY_SLOT);

/** What may stand right before a slot: a query separator as HTML, script JSON or plain text writes it, or a string's quote. */
const SEPARATORS = ["\\u0026", "&amp;", "&", "?"].map((text) => encoder.encode(text));
const QUOTE = encoder.encode('"')[0];

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
function carriedBytes(separator: Uint8Array, carried: string): Uint8Array {
  if (!carried) return new Uint8Array(0);
  const value = encoder.encode(carried);
  const out = new Uint8Array(separator.length + value.length);
  out.set(separator, 0);
  out.set(value, separator.length);
  return out;
}

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

/** The offset of the first `needle` in `haystack` from `from`, or -1. */
function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  if (first === undefined) return -1;
  for (
    let at = haystack.indexOf(first, from);
    at !== -1 && at + needle.length <= haystack.length;
    at = haystack.indexOf(first, at + 1)
  ) {
    let i = 1;
    while (i < needle.length && haystack[at + i] === needle[i]) i++;
    if (i === needle.length) return at;
  }
  return -1;
}

/** Offsets of every occurrence of `needle` in `haystack`. */
function findAll(haystack: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  for (let at = indexOfBytes(haystack, needle); at !== -1; at = indexOfBytes(haystack, needle, at + needle.length))
    found.push(at);
  return found;
}

/**
 * The shared copy of a rendered page: its bytes without the visitor's record, and where the
 * visitor's parts go; undefined when it cannot be spliced (and so must not be stored).
 */
export function sharedCopy(
  body: Uint8Array<ArrayBuffer>,
  policy: string | null,
): { body: Uint8Array<ArrayBuffer>; plan: SplicePlan } | undefined {
  const nonce = /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
  if (!nonce) return undefined;
  const context = indexOfBytes(body, encoder.encode(`<script id="${CONTEXT_ELEMENT_ID}"`));
  const close = context === -1 ? -1 : indexOfBytes(body, SCRIPT_END, context);
  if (close === -1) return undefined;
  const recordAt = close + SCRIPT_END.length;
  const shared = withoutRecordAt(body, recordAt);
  const nonces = findAll(shared, encoder.encode(`nonce="${nonce}"`)).map((at) => at + `nonce="`.length);
  const carries = carrySlots(shared);
  if (nonces.length === 0 || !carries) return undefined;
  return { body: shared, plan: { nonces, nonceLength: nonce.length, recordAt, carries } };
}

/** The bytes without the monitoring record that starts at `at`, if one does. */
function withoutRecordAt(body: Uint8Array<ArrayBuffer>, at: number): Uint8Array<ArrayBuffer> {
  if (indexOfBytes(body.subarray(at, at + RECORD_START.length), RECORD_START) !== 0) return body;
  const end = indexOfBytes(body, SCRIPT_END, at);
  if (end === -1) return body;
  const out = new Uint8Array(body.length - (end + SCRIPT_END.length - at));
  out.set(body.subarray(0, at), 0);
  out.set(body.subarray(end + SCRIPT_END.length), at);
  return out;
}

/** Whether `value` is a plan as `sharedCopy` makes them that fits a body of `length` bytes (read back from a stored entry). */
export function isSplicePlan(value: unknown, length: number): value is SplicePlan {
  const plan = value as SplicePlan;
  return (
    typeof plan === "object" &&
    plan !== null &&
    Array.isArray(plan.nonces) &&
    plan.nonces.length > 0 &&
    Number.isInteger(plan.nonceLength) &&
    plan.nonces.every((at) => Number.isInteger(at) && at >= 0 && at + plan.nonceLength <= length) &&
    Number.isInteger(plan.recordAt) &&
    plan.recordAt >= 0 &&
    plan.recordAt <= length &&
    Array.isArray(plan.carries) &&
    plan.carries.every(
      (slot) =>
        Array.isArray(slot) &&
        Number.isInteger(slot[0]) &&
        Number.isInteger(slot[1]) &&
        slot[1] >= 0 &&
        slot[0] - slot[1] >= 0 &&
        slot[0] + SLOT.length <= length,
    )
  );
}

/** One change to the stored bytes: `remove` bytes at `at` make way for `insert`. */
interface Edit {
  at: number;
  remove: number;
  insert: Uint8Array;
}

/**
 * The page's bytes with `nonce` in every nonce's place, `record` in the record's, and `carried`
 * (the visitor's underscore parameters, or none) in every carry slot's.
 */
export function splice(
  body: Uint8Array<ArrayBuffer>,
  plan: SplicePlan,
  nonce: string,
  record: string | undefined,
  carried = "",
): Uint8Array<ArrayBuffer> {
  const value = encoder.encode(nonce);
  if (value.length !== plan.nonceLength) throw new Error("a nonce of another length cannot be spliced");
  const edits: Edit[] = [
    ...plan.nonces.map((at) => ({ at, remove: value.length, insert: value })),
    { at: plan.recordAt, remove: 0, insert: record ? encoder.encode(record) : new Uint8Array(0) },
    ...plan.carries.map(([at, separator]) => ({
      at: at - separator,
      remove: separator + SLOT.length,
      insert: carriedBytes(body.subarray(at - separator, at), carried),
    })),
  ].sort((a, b) => a.at - b.at);
  const length = edits.reduce((sum, edit) => sum + edit.insert.length - edit.remove, body.length);
  const out = new Uint8Array(length);
  let from = 0;
  let to = 0;
  for (const edit of edits) {
    out.set(body.subarray(from, edit.at), to);
    to += edit.at - from;
    out.set(edit.insert, to);
    to += edit.insert.length;
    from = edit.at + edit.remove;
  }
  out.set(body.subarray(from), to);
  return out;
}

/**
 * The page as `splice` writes it for a visitor who carries nothing, compressed once in pieces
 * between their parts. Each piece may refer back into the pieces before it as one stream would,
 * with NUL where a nonce goes (a nonce is always as long; a page holds no NUL, else no piece refers
 * back), but not across the record, whose length is the visitor's.
 */
export function compressedCopy(body: Uint8Array<ArrayBuffer>, plan: SplicePlan): CompressedCopy {
  const edits = [
    ...plan.nonces.map((at) => ({ at, remove: plan.nonceLength, part: "nonce" as const })),
    { at: plan.recordAt, remove: 0, part: "record" as const },
    ...plan.carries.map(([at, separator]) => ({
      at: at - separator,
      remove: separator + SLOT.length,
      part: undefined,
    })),
  ].sort((a, b) => a.at - b.at);
  const referBack = !body.includes(0);
  const unknownNonce = new Uint8Array(plan.nonceLength);
  const pieces: GzipPiece[] = [];
  const parts: CompressedCopy["parts"] = [];
  let chunks: Uint8Array[] = [];
  /** What a decoder has written since the record, as far as it is known (the window's worth). */
  let before: Uint8Array = new Uint8Array(0);
  const cut = (part?: CompressedCopy["parts"][number]) => {
    const piece = joined(chunks);
    pieces.push(deflatePiece(piece, referBack ? before : undefined));
    chunks = [];
    if (part) parts.push(part);
    before =
      part === "record"
        ? new Uint8Array(0)
        : joined([before, piece, part === "nonce" ? unknownNonce : new Uint8Array(0)]);
    if (before.length > DEFLATE_WINDOW) before = before.slice(before.length - DEFLATE_WINDOW);
  };
  let from = 0;
  for (const edit of edits) {
    chunks.push(body.subarray(from, edit.at));
    from = edit.at + edit.remove;
    if (edit.part) cut(edit.part);
  }
  chunks.push(body.subarray(from));
  cut();
  return { pieces, parts, bytes: pieces.reduce((sum, piece) => sum + piece.deflated.length, 0) };
}

/** What `splice` answers a visitor who carries nothing, as one gzip stream made from the compressed copy. */
export function spliceCompressed(
  copy: CompressedCopy,
  nonce: string,
  record: string | undefined,
): Uint8Array<ArrayBuffer> {
  const value = encoder.encode(nonce);
  const visitor = record ? encoder.encode(record) : new Uint8Array(0);
  return gzipOf(
    copy.pieces,
    copy.parts.map((part) => (part === "nonce" ? value : visitor)),
  );
}
