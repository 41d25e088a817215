/**
 * Pictures to a PDF without a codec: a JPEG goes in as it is (the PDF's DCTDecode filter reads
 * it), a PNG's compressed rows go in as they are (FlateDecode with the PNG predictors), so nothing
 * is decoded or re-encoded. Each picture gets an A4 page in its own orientation, fitted inside a
 * 10 mm margin. PNGs with an alpha channel or interlacing would need decoding: refused with a reason.
 */
import { concat, jpegInfo } from "./jpeg.ts";
import { pngChunks, pngHeader } from "./png.ts";

export type PdfImage = { width: number; height: number; dictionary: string; data: Uint8Array };
export type Prepared = { ok: true; image: PdfImage } | { ok: false; reason: string };

const A4 = { short: 595.28, long: 841.89 };
const MARGIN = 28.35;

export function prepareJpeg(bytes: Uint8Array): Prepared {
  const info = jpegInfo(bytes);
  if (!info) return { ok: false, reason: "the JPEG file is damaged" };
  const space =
    info.components === 1
      ? "/DeviceGray"
      : info.components === 3
        ? "/DeviceRGB"
        : info.components === 4
          ? "/DeviceCMYK"
          : undefined;
  if (!space) return { ok: false, reason: `a JPEG with ${info.components} colour components cannot go into a PDF` };
  const decode = info.components === 4 && info.adobe ? " /Decode [1 0 1 0 1 0 1 0]" : "";
  return {
    ok: true,
    image: {
      width: info.width,
      height: info.height,
      dictionary: `/ColorSpace ${space} /BitsPerComponent 8 /Filter /DCTDecode${decode}`,
      data: bytes,
    },
  };
}

export function preparePng(bytes: Uint8Array): Prepared {
  const chunks = pngChunks(bytes);
  const header = chunks && pngHeader(chunks);
  if (!chunks || !header) return { ok: false, reason: "the PNG file is damaged" };
  if (header.interlace !== 0)
    return { ok: false, reason: "an interlaced PNG would have to be decoded first; save it without interlacing" };
  if (header.colourType === 4 || header.colourType === 6)
    return {
      ok: false,
      reason:
        "a PNG with transparency (alpha channel) would have to be decoded to go into a PDF; this worker has no PNG decoder",
    };
  if (header.bitDepth > 8)
    return { ok: false, reason: "16-bit PNGs are not put into PDFs; save it with 8 bits per channel" };
  let space: string;
  let colors = 1;
  if (header.colourType === 0) space = "/DeviceGray";
  else if (header.colourType === 2) {
    space = "/DeviceRGB";
    colors = 3;
  } else {
    const palette = chunks.find((c) => c.type === "PLTE")?.data;
    if (!palette || palette.length % 3 !== 0) return { ok: false, reason: "the PNG's palette is missing" };
    const hex = [...palette].map((b) => b.toString(16).padStart(2, "0")).join("");
    space = `[/Indexed /DeviceRGB ${palette.length / 3 - 1} <${hex}>]`;
  }
  const data = concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data));
  const parms = `/DecodeParms << /Predictor 15 /Colors ${colors} /BitsPerComponent ${header.bitDepth} /Columns ${header.width} >>`;
  return {
    ok: true,
    image: {
      width: header.width,
      height: header.height,
      dictionary: `/ColorSpace ${space} /BitsPerComponent ${header.bitDepth} /Filter /FlateDecode ${parms}`,
      data,
    },
  };
}

const fixed = (n: number) => n.toFixed(2);

/** One page per image; returns the PDF's bytes. */
export function buildPdf(images: PdfImage[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: string | Uint8Array) => {
    const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: string | Array<string | Uint8Array>) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    for (const piece of typeof body === "string" ? [body] : body) push(piece);
    push("\nendobj\n");
  };
  push("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  // 1 catalog, 2 pages, then per image: page, image, content.
  const pageIds = images.map((_, i) => 3 + i * 3);
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${images.length} >>`);
  images.forEach((image, i) => {
    const [pageId, imageId, contentId] = [pageIds[i], pageIds[i] + 1, pageIds[i] + 2];
    const landscape = image.width > image.height;
    const pageWidth = landscape ? A4.long : A4.short;
    const pageHeight = landscape ? A4.short : A4.long;
    const scale = Math.min((pageWidth - 2 * MARGIN) / image.width, (pageHeight - 2 * MARGIN) / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const content = `q ${fixed(w)} 0 0 ${fixed(h)} ${fixed((pageWidth - w) / 2)} ${fixed((pageHeight - h) / 2)} cm /Im0 Do Q`;
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fixed(pageWidth)} ${fixed(pageHeight)}] /Resources << /XObject << /Im0 ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    object(imageId, [
      `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ${image.dictionary} /Length ${image.data.length} >>\nstream\n`,
      image.data,
      "\nendstream",
    ]);
    object(contentId, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  const count = 3 + images.length * 3;
  const xref = length;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id++) push(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return concat(parts);
}
