/**
 * The toolbox of section 7 (docs/backend-contract.md): files a shopper uploads
 * (multipart form, field `file`), checked by their first bytes, at most TOOLBOX_MAX_UPLOAD_BYTES.
 *
 * - POST /web-api/toolbox-optimize-image: a JPEG or PNG without its metadata (Exif, XMP, IPTC, text
 *   chunks, comments); the pixels are copied byte for byte, orientation and colour profile kept.
 * - POST /web-api/toolbox-convert-pdf: JPEGs and PNGs (field `file`, repeated) to one PDF, a page
 *   each; a PDF sent in (PDF to pictures) answers 501: rendering a PDF needs a renderer with a canvas.
 * - POST /web-api/toolbox-convert-file: one file to the type in field `to`: any picture the PDF
 *   writer takes to PDF, BMP to PNG. Any conversion that must decode and re-encode compressed
 *   pixels (JPEG, PNG, WebP, GIF, HEIC to another picture format) answers 501 with the reason: no
 *   image codec runs in this worker. Never a renamed file passed off as converted.
 * - GET /web-api/toolbox-download?id=: a kept result as a download, for a day.
 * - GET /customer-picture/get?id=: a kept picture inline; POST /customer-picture/upload keeps one.
 *
 * The uploads are rate limited per network address (limits.ts).
 */
import { Hono } from "hono";
import type { Context } from "hono";
import {
  TOOLBOX_MAX_FILES,
  TOOLBOX_MAX_SIDE,
  TOOLBOX_MAX_UPLOAD_BYTES,
  TOOLBOX_TARGETS,
  type ToolboxTarget,
  type ToolboxType,
} from "../../shared/backend-contract/toolbox.ts";
import type { ToolboxResult } from "../../shared/backend-contract/types.ts";
import { fileIdQuery } from "../../shared/backend-contract/queries.ts";
import type { BackendAppEnv } from "../env.ts";
import { decodeBmp } from "./bmp.ts";
import { keepFile, readFile } from "./files.ts";
import { jpegInfo, stripJpeg } from "./jpeg.ts";
import { CUSTOMER_PICTURE_PER_ADDRESS, TOOLBOX_PER_ADDRESS, limitedPerAddress } from "./limits.ts";
import { buildPdf, type PdfImage, prepareJpeg, preparePng } from "./pdf.ts";
import { encodePng, pngChunks, pngHeader, stripPng } from "./png.ts";
import { EXTENSIONS, baseName, sniff } from "./sniff.ts";

type C = Context<BackendAppEnv>;

interface Upload {
  name: string;
  type: ToolboxType;
  bytes: Uint8Array;
}

const problem = (c: C, status: 400 | 404 | 413 | 415 | 422 | 501, text: string) =>
  c.json({ error: true, message: { text } }, status);
const MB = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** The uploaded files of field `file`, or the 4xx that says what is wrong. */
async function uploads(c: C, max: number): Promise<Upload[] | Response> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > TOOLBOX_MAX_UPLOAD_BYTES)
    return problem(c, 413, `the upload is larger than ${MB(TOOLBOX_MAX_UPLOAD_BYTES)}`);
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
    return problem(c, 415, "send the file as multipart/form-data in the field 'file'");
  const body = await c.req.arrayBuffer();
  if (body.byteLength > TOOLBOX_MAX_UPLOAD_BYTES)
    return problem(c, 413, `the upload is larger than ${MB(TOOLBOX_MAX_UPLOAD_BYTES)}`);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": c.req.header("content-type") ?? "" } }).formData();
  } catch {
    return problem(c, 400, "the multipart form cannot be read");
  }
  const files = form.getAll("file").filter((f): f is File => typeof f !== "string");
  if (files.length === 0) return problem(c, 400, "no file in the field 'file'");
  if (files.length > max) return problem(c, 400, `at most ${max} file${max === 1 ? "" : "s"} at once`);
  const out: Upload[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0) return problem(c, 400, `${file.name || "a file"} is empty`);
    const type = sniff(bytes);
    if (!type) return problem(c, 415, `${file.name || "a file"} is not a JPEG, PNG, WebP, GIF, BMP, HEIC or PDF file`);
    out.push({ name: file.name || "file", type, bytes });
  }
  return out;
}

function sizeOf(upload: Upload): { width: number; height: number } | undefined {
  if (upload.type === "image/jpeg") return jpegInfo(upload.bytes);
  if (upload.type === "image/png") {
    const chunks = pngChunks(upload.bytes);
    return chunks && pngHeader(chunks);
  }
  return undefined;
}

async function result(
  c: C,
  operation: ToolboxResult["operation"],
  inputs: Upload[],
  out: { bytes: Uint8Array; type: ToolboxType; width?: number; height?: number },
): Promise<Response> {
  const file = await keepFile(c.env.DB, {
    kind: "toolbox",
    fileName: `${baseName(inputs[0].name)}.${EXTENSIONS[out.type]}`,
    contentType: out.type,
    bytes: out.bytes,
    width: out.width,
    height: out.height,
  });
  const input = {
    size: inputs.reduce((n, u) => n + u.bytes.length, 0),
    contentType: inputs[0].type,
    files: inputs.length,
  };
  return c.json({ operation, input, file } satisfies ToolboxResult, 201);
}

/** Pictures to PDF pages, or the 4xx/501 that names the picture and the reason. */
async function toPdf(c: C, operation: ToolboxResult["operation"], inputs: Upload[]): Promise<Response> {
  const images: PdfImage[] = [];
  for (const upload of inputs) {
    if (upload.type === "application/pdf")
      return problem(
        c,
        501,
        "turning a PDF into pictures needs a PDF renderer with a canvas, which does not run in this worker",
      );
    if (upload.type !== "image/jpeg" && upload.type !== "image/png") {
      return problem(
        c,
        501,
        `${upload.name}: a ${EXTENSIONS[upload.type].toUpperCase()} picture would have to be decoded to go into a PDF, and no image codec runs in this worker; send JPEG or PNG`,
      );
    }
    const prepared = upload.type === "image/jpeg" ? prepareJpeg(upload.bytes) : preparePng(upload.bytes);
    if (!prepared.ok)
      return problem(c, prepared.reason.includes("damaged") ? 422 : 501, `${upload.name}: ${prepared.reason}`);
    if (prepared.image.width > TOOLBOX_MAX_SIDE || prepared.image.height > TOOLBOX_MAX_SIDE)
      return problem(c, 422, `${upload.name}: at most ${TOOLBOX_MAX_SIDE} pixels per side`);
    images.push(prepared.image);
  }
  return result(c, operation, inputs, { bytes: buildPdf(images), type: "application/pdf" });
}

export const toolboxRoutes = new Hono<BackendAppEnv>()
  .post("/web-api/toolbox-optimize-image", limitedPerAddress(TOOLBOX_PER_ADDRESS), async (c) => {
    const files = await uploads(c, 1);
    if (files instanceof Response) return files;
    const [upload] = files;
    if (upload.type !== "image/jpeg" && upload.type !== "image/png") {
      if (upload.type === "application/pdf") return problem(c, 415, "a PDF is not a picture; use toolbox-convert-pdf");
      return problem(
        c,
        501,
        `optimising a ${EXTENSIONS[upload.type].toUpperCase()} picture needs an image codec, which does not run in this worker; JPEG and PNG are optimised`,
      );
    }
    const stripped = upload.type === "image/jpeg" ? stripJpeg(upload.bytes) : stripPng(upload.bytes);
    if (!stripped) return problem(c, 422, `${upload.name}: the file is damaged`);
    const size = sizeOf({ ...upload, bytes: stripped });
    return result(c, "optimize-image", files, { bytes: stripped, type: upload.type, ...size });
  })
  .post("/web-api/toolbox-convert-pdf", limitedPerAddress(TOOLBOX_PER_ADDRESS), async (c) => {
    const files = await uploads(c, TOOLBOX_MAX_FILES);
    return files instanceof Response ? files : toPdf(c, "convert-pdf", files);
  })
  .post("/web-api/toolbox-convert-file", limitedPerAddress(TOOLBOX_PER_ADDRESS), async (c) => {
    const to = c.req.query("to") ?? "";
    if (!(TOOLBOX_TARGETS as readonly string[]).includes(to))
      return problem(c, 400, `'to' must be one of ${TOOLBOX_TARGETS.join(", ")}`);
    const target = to as ToolboxTarget;
    const files = await uploads(c, 1);
    if (files instanceof Response) return files;
    const [upload] = files;
    if (upload.type === target) return problem(c, 400, `${upload.name} is already ${target}`);
    if (target === "application/pdf") return toPdf(c, "convert-file", files);
    if (upload.type === "image/bmp" && target === "image/png") {
      const bmp = decodeBmp(upload.bytes, TOOLBOX_MAX_SIDE);
      if (!bmp.ok) return problem(c, 422, `${upload.name}: ${bmp.reason}`);
      const png = await encodePng(bmp.width, bmp.height, bmp.channels, bmp.pixels);
      return result(c, "convert-file", files, { bytes: png, type: "image/png", width: bmp.width, height: bmp.height });
    }
    if (upload.type === "application/pdf")
      return problem(
        c,
        501,
        "turning a PDF into a picture needs a PDF renderer with a canvas, which does not run in this worker",
      );
    return problem(
      c,
      501,
      `converting ${upload.type} to ${target} means decoding and re-encoding the pixels, and no image codec runs in this worker (BMP to PNG and JPEG or PNG to PDF are converted)`,
    );
  })
  .get("/web-api/toolbox-download", async (c) => {
    const query = fileIdQuery.safeParse({ id: c.req.query("id") });
    if (!query.success) return problem(c, 400, "id must be the 32 hex digits of a kept file");
    const found = await readFile(c.env.DB, query.data.id);
    if (!found) return problem(c, 404, "no such file, or it has expired");
    return new Response(found.bytes, {
      headers: {
        "content-type": found.file.contentType,
        "content-disposition": `attachment; filename="${found.file.fileName}"`,
        "content-length": String(found.bytes.length),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
      },
    });
  })
  .post("/customer-picture/upload", limitedPerAddress(CUSTOMER_PICTURE_PER_ADDRESS), async (c) => {
    const files = await uploads(c, 1);
    if (files instanceof Response) return files;
    const [upload] = files;
    const size = sizeOf(upload);
    if (!size) return problem(c, 415, "a customer picture must be a JPEG or PNG file");
    const file = await keepFile(c.env.DB, {
      kind: "customer-picture",
      fileName: `${baseName(upload.name)}.${EXTENSIONS[upload.type]}`,
      contentType: upload.type,
      bytes: upload.bytes,
      ...size,
    });
    return c.json(file, 201);
  })
  .get("/customer-picture/get", async (c) => {
    const query = fileIdQuery.safeParse({ id: c.req.query("id") });
    if (!query.success) return problem(c, 400, "id must be the 32 hex digits of a picture");
    const found = await readFile(c.env.DB, query.data.id);
    if (!found?.file.contentType.startsWith("image/")) return problem(c, 404, "no such picture, or it has expired");
    if (c.req.query("format") === "json") return c.json(found.file);
    return new Response(found.bytes, {
      headers: {
        "content-type": found.file.contentType,
        "content-length": String(found.bytes.length),
        "x-picture-width": String(found.file.width ?? ""),
        "x-picture-height": String(found.file.height ?? ""),
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'",
        "cache-control": "private, max-age=3600",
      },
    });
  });
