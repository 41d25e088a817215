/**
 * Reads a form body, JSON or urlencoded, with a size limit, and checks it with its schema from
 * `shared/forms/` (STYLE habit 13). Oversized bodies are 413, other media types 415, broken JSON
 * and failed checks 400: never a 500.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { failure, invalidForm } from "./answers.ts";

/** The largest form body any customer call accepts. */
export const MAX_FORM_BYTES = 16 * 1024;

export type FormResult<T> = { ok: true; data: T } | { ok: false; response: Response };

async function readLimited(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_FORM_BYTES) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

export async function readForm<S extends z.ZodType>(c: Context, schema: S): Promise<FormResult<z.output<S>>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    return { ok: false, response: failure(c, 415, "form.unsupportedType") };
  }
  const text = await readLimited(c.req.raw);
  if (text === undefined) return { ok: false, response: failure(c, 413, "form.tooLarge") };
  let raw: unknown;
  if (type === "application/json") {
    try {
      raw = text === "" ? {} : JSON.parse(text);
    } catch {
      return { ok: false, response: failure(c, 400, "form.malformed") };
    }
  } else {
    raw = Object.fromEntries(new URLSearchParams(text));
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    return { ok: false, response: failure(c, 400, "form.malformed") };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: invalidForm(c, parsed.error) };
  return { ok: true, data: parsed.data };
}
