/**
 * The visitor's parts spliced into a hot page's bytes: a page held in the isolate
 * (`html-hot.ts`) is answered without parsing it again. When it is held, the places of its nonces
 * (the render's nonce, found by its value, which the stored CSP header names) and the end of the
 * provided context are noted once; each answer copies the bytes, writes the new nonce over the old
 * ones (a nonce is always the same length) and puts the monitoring record after the context. A page
 * without a plan (no nonce in its policy, or a nonce of another length) goes through the rewriter.
 */
import { CONTEXT_ELEMENT_ID } from "../../shared/site/context.ts";

export interface SplicePlan {
  /** Byte offsets of every nonce value in the body. */
  nonces: number[];
  nonceLength: number;
  /** Byte offset right after the provided context's `</script>`, or -1 when the page has none. */
  recordAt: number;
}

const encoder = new TextEncoder();

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

/** Where the visitor's parts go in a stored page, or undefined when it cannot be spliced. */
export function splicePlan(body: Uint8Array, policy: string | null): SplicePlan | undefined {
  const nonce = /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
  if (!nonce) return undefined;
  const attribute = encoder.encode(`nonce="${nonce}"`);
  const start = `nonce="`.length;
  const nonces = findAll(body, attribute).map((at) => at + start);
  if (nonces.length === 0) return undefined;
  const context = indexOfBytes(body, encoder.encode(`<script id="${CONTEXT_ELEMENT_ID}"`));
  const close = context === -1 ? -1 : indexOfBytes(body, encoder.encode("</script>"), context);
  return { nonces, nonceLength: nonce.length, recordAt: close === -1 ? -1 : close + "</script>".length };
}

/** The page's bytes with `nonce` in every nonce's place and `record` after the context; undefined when the plan does not fit. */
export function splice(
  body: Uint8Array<ArrayBuffer>,
  plan: SplicePlan,
  nonce: string,
  record: string | undefined,
): Uint8Array<ArrayBuffer> | undefined {
  const value = encoder.encode(nonce);
  if (value.length !== plan.nonceLength || (record && plan.recordAt < 0)) return undefined;
  const inserted = record ? encoder.encode(record) : new Uint8Array(0);
  const out = new Uint8Array(body.length + inserted.length);
  const at = record ? plan.recordAt : body.length;
  out.set(body.subarray(0, at), 0);
  out.set(inserted, at);
  out.set(body.subarray(at), at + inserted.length);
  for (const offset of plan.nonces) out.set(value, offset < at ? offset : offset + inserted.length);
  return out;
}
