/**
 * The toolbox paths and customer pictures (section 7) on uploaded files: what
 * they convert is checked byte for byte, what they cannot do answers 501 with the reason, bad
 * input a 4xx.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TOOLBOX_MAX_UPLOAD_BYTES } from "../../shared/backend-contract/toolbox.ts";
import type { StoredFile, ToolboxResult } from "../../shared/backend-contract/types.ts";
import { crc32, encodePng, pngChunks, pngHeader } from "./png.ts";

/** A real 1x1 greyscale progressive JPEG (SOI, APP0 JFIF, DQT, SOF2, DHT, SOS, data, EOI). */
const TINY_JPEG = Uint8Array.from(
  atob(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  ),
  (ch) => ch.charCodeAt(0),
);

const segment = (marker: number, payload: Uint8Array) =>
  new Uint8Array([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);
const text = (s: string) => new TextEncoder().encode(s);

/** Big-endian Exif with orientation 6 and a camera make: what a phone writes. */
function exif(): Uint8Array {
  const make = text("PhoneCam 3000\0");
  const tiff = [
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    2,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    6,
    0,
    0,
    0x01,
    0x0f,
    0,
    2,
    0,
    0,
    0,
    make.length,
    0,
    0,
    0,
    38,
    0,
    0,
    0,
    0,
  ];
  return new Uint8Array([...text("Exif\0\0"), ...tiff, ...make]);
}

/** The tiny JPEG with Exif and a comment after its JFIF segment. */
function phoneJpeg(): Uint8Array {
  const app0End = 2 + ((TINY_JPEG[4] << 8) | TINY_JPEG[5]) + 2;
  return new Uint8Array([
    ...TINY_JPEG.subarray(0, app0End),
    ...segment(0xe1, exif()),
    ...segment(0xfe, text("secret comment")),
    ...TINY_JPEG.subarray(app0End),
  ]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const t = text(type);
  const crc = crc32([t, data]);
  return new Uint8Array([
    data.length >>> 24,
    (data.length >> 16) & 255,
    (data.length >> 8) & 255,
    data.length & 255,
    ...t,
    ...data,
    crc >>> 24,
    (crc >> 16) & 255,
    (crc >> 8) & 255,
    crc & 255,
  ]);
}

const PIXELS = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]); // 3x2 RGB

/** A 3x2 RGB PNG with a tEXt chunk after IHDR. */
async function taggedPng(): Promise<Uint8Array> {
  const png = await encodePng(3, 2, 3, PIXELS);
  const afterIhdr = 8 + 25;
  return new Uint8Array([
    ...png.subarray(0, afterIhdr),
    ...chunk("tEXt", text("Author\0Somebody")),
    ...png.subarray(afterIhdr),
  ]);
}

/** A 2x2 bottom-up 24-bit BMP: rows padded to 4 bytes, blue-green-red order. */
function bmp(): Uint8Array {
  const rows = [
    [0, 0, 255, 0, 255, 0, 0, 0], // bottom row: red, green (+2 padding)
    [255, 0, 0, 255, 255, 255, 0, 0], // top row: blue, white
  ];
  const data = rows.flat();
  const header = new Uint8Array(54);
  const view = new DataView(header.buffer);
  header.set(text("BM"));
  view.setUint32(2, 54 + data.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, 2, true);
  view.setInt32(22, 2, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  return new Uint8Array([...header, ...data]);
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(
    await new Response(new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer(),
  );
}

function post(path: string, files: Array<{ bytes: Uint8Array; name: string; type?: string }>): Promise<Response> {
  const form = new FormData();
  for (const f of files)
    form.append("file", new File([f.bytes], f.name, { type: f.type ?? "application/octet-stream" }));
  return exports.default.fetch(new Request(`http://backend${path}`, { method: "POST", body: form }));
}

const get = (path: string) => exports.default.fetch(new Request(`http://backend${path}`));

async function download(file: StoredFile): Promise<Uint8Array> {
  const res = await get(file.downloadUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe(file.contentType);
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${file.fileName}"`);
  return new Uint8Array(await res.arrayBuffer());
}

const includes = (haystack: Uint8Array, needle: Uint8Array) => {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

describe("/web-api/toolbox-optimize-image", () => {
  it("takes Exif, XMP and comments out of a JPEG, keeps orientation and the image data byte for byte", async () => {
    const input = phoneJpeg();
    const res = await post("/web-api/toolbox-optimize-image", [{ bytes: input, name: "IMG 0001.jpeg" }]);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as ToolboxResult;
    expect(answer).toMatchObject({
      operation: "optimize-image",
      input: { size: input.length, contentType: "image/jpeg", files: 1 },
    });
    expect(answer.file).toMatchObject({ fileName: "IMG-0001.jpg", contentType: "image/jpeg", width: 1, height: 1 });
    const out = await download(answer.file);
    expect(out.length).toBe(answer.file.size);
    expect(out.length).toBeLessThan(input.length);
    expect(includes(out, text("PhoneCam"))).toBe(false);
    expect(includes(out, text("secret comment"))).toBe(false);
    expect(includes(out, text("JFIF"))).toBe(true);
    // Orientation 6 survives as a minimal Exif: tag 0x0112, type 3, count 1, value 6.
    expect(includes(out, new Uint8Array([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]))).toBe(true);
    const sos = TINY_JPEG.findIndex((b, i) => b === 0xff && TINY_JPEG[i + 1] === 0xda);
    expect(includes(out, TINY_JPEG.subarray(sos))).toBe(true);
  });

  it("takes text chunks out of a PNG and keeps its pixels", async () => {
    const input = await taggedPng();
    const answer = (await (
      await post("/web-api/toolbox-optimize-image", [{ bytes: input, name: "scan.png" }])
    ).json()) as ToolboxResult;
    expect(answer.file).toMatchObject({ contentType: "image/png", width: 3, height: 2, fileName: "scan.png" });
    const out = await download(answer.file);
    const chunks = pngChunks(out)!;
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const raw = await inflate(chunks[1].data);
    expect([...raw]).toEqual([0, ...PIXELS.subarray(0, 9), 0, ...PIXELS.subarray(9)]);
  });

  it("answers 501 for a picture it would need a codec for, 415 for what is not a picture", async () => {
    const webp = new Uint8Array([...text("RIFF"), 0, 0, 0, 0, ...text("WEBPVP8 "), 0, 0, 0, 0]);
    const res = await post("/web-api/toolbox-optimize-image", [{ bytes: webp, name: "a.webp" }]);
    expect(res.status).toBe(501);
    expect(((await res.json()) as { message: { text: string } }).message.text).toContain("codec");
    expect(
      (
        await post("/web-api/toolbox-optimize-image", [
          { bytes: text("just some text, not a picture"), name: "a.jpg", type: "image/jpeg" },
        ])
      ).status,
    ).toBe(415);
    expect(
      (await post("/web-api/toolbox-optimize-image", [{ bytes: text("%PDF-1.7 ..."), name: "a.pdf" }])).status,
    ).toBe(415);
  });
});

describe("/web-api/toolbox-convert-pdf", () => {
  it("puts JPEGs and PNGs on one A4 page each, the picture data unchanged, with a valid cross-reference table", async () => {
    const png = await encodePng(3, 2, 3, PIXELS);
    const res = await post("/web-api/toolbox-convert-pdf", [
      { bytes: TINY_JPEG, name: "one.jpg" },
      { bytes: png, name: "two.png" },
    ]);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as ToolboxResult;
    expect(answer.file).toMatchObject({ contentType: "application/pdf", fileName: "one.pdf" });
    expect(answer.input.files).toBe(2);
    const pdf = await download(answer.file);
    const body = new TextDecoder("latin1").decode(pdf);
    expect(body.startsWith("%PDF-1.4")).toBe(true);
    expect(body).toContain("/Count 2");
    expect(body).toContain("/Filter /DCTDecode");
    expect(body).toContain("/ColorSpace /DeviceGray");
    expect(body).toContain("/DecodeParms << /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns 3 >>");
    expect(body).toContain("/MediaBox [0 0 841.89 595.28]"); // the 3x2 PNG: landscape A4
    expect(includes(pdf, TINY_JPEG)).toBe(true);
    expect(includes(pdf, pngChunks(png)![1].data)).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(body)![1]);
    expect(body.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...body.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(8); // catalog, pages, and page, image, content per picture
    offsets.forEach((offset, i) => expect(body.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it("answers 501 for a PDF (PDF to pictures needs a renderer) and for a PNG with alpha, naming the reason", async () => {
    const pdf = await post("/web-api/toolbox-convert-pdf", [{ bytes: text("%PDF-1.7\n%%EOF"), name: "doc.pdf" }]);
    expect(pdf.status).toBe(501);
    expect(((await pdf.json()) as { message: { text: string } }).message.text).toContain("PDF renderer");
    const rgba = await encodePng(1, 1, 4, new Uint8Array([1, 2, 3, 4]));
    const alpha = await post("/web-api/toolbox-convert-pdf", [{ bytes: rgba, name: "logo.png" }]);
    expect(alpha.status).toBe(501);
    expect(((await alpha.json()) as { message: { text: string } }).message.text).toContain("logo.png");
  });

  it("refuses no file, too many files, a damaged file and an upload above the limit", async () => {
    expect((await post("/web-api/toolbox-convert-pdf", [])).status).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => ({ bytes: TINY_JPEG, name: `${i}.jpg` }));
    expect((await post("/web-api/toolbox-convert-pdf", many)).status).toBe(400);
    expect(
      (await post("/web-api/toolbox-convert-pdf", [{ bytes: TINY_JPEG.subarray(0, 30), name: "cut.jpg" }])).status,
    ).toBe(422);
    const big = await post("/web-api/toolbox-convert-pdf", [
      { bytes: new Uint8Array(TOOLBOX_MAX_UPLOAD_BYTES + 1), name: "big.jpg" },
    ]);
    expect(big.status).toBe(413);
    const plain = await exports.default.fetch(
      new Request("http://backend/web-api/toolbox-convert-pdf", {
        method: "POST",
        body: TINY_JPEG,
        headers: { "content-type": "image/jpeg" },
      }),
    );
    expect(plain.status).toBe(415);
  });
});

describe("/web-api/toolbox-convert-file", () => {
  it("converts a BMP to a PNG with the same pixels, top row first", async () => {
    const res = await post("/web-api/toolbox-convert-file?to=image/png", [{ bytes: bmp(), name: "paint.bmp" }]);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as ToolboxResult;
    expect(answer.file).toMatchObject({ contentType: "image/png", fileName: "paint.png", width: 2, height: 2 });
    const chunks = pngChunks(await download(answer.file))!;
    expect(pngHeader(chunks)).toMatchObject({ width: 2, height: 2, bitDepth: 8, colourType: 2 });
    const raw = await inflate(chunks.filter((c) => c.type === "IDAT")[0].data);
    expect([...raw]).toEqual([0, 0, 0, 255, 255, 255, 255, 0, 255, 0, 0, 0, 255, 0]);
  });

  it("converts a JPEG to a PDF", async () => {
    const answer = (await (
      await post("/web-api/toolbox-convert-file?to=application/pdf", [{ bytes: TINY_JPEG, name: "a.jpg" }])
    ).json()) as ToolboxResult;
    expect(answer).toMatchObject({ operation: "convert-file", file: { contentType: "application/pdf" } });
  });

  it("answers 501 where pixels would have to be re-encoded, with the reason, never a renamed file", async () => {
    const res = await post("/web-api/toolbox-convert-file?to=image/png", [{ bytes: TINY_JPEG, name: "a.jpg" }]);
    expect(res.status).toBe(501);
    expect(((await res.json()) as { message: { text: string } }).message.text).toMatch(
      /image\/jpeg to image\/png.*codec/,
    );
    const heic = new Uint8Array([0, 0, 0, 24, ...text("ftypheic"), 0, 0, 0, 0, ...text("mif1heic")]);
    expect((await post("/web-api/toolbox-convert-file?to=image/jpeg", [{ bytes: heic, name: "a.heic" }])).status).toBe(
      501,
    );
  });

  it("refuses a missing or unknown target and a file that already has it", async () => {
    expect((await post("/web-api/toolbox-convert-file", [{ bytes: bmp(), name: "a.bmp" }])).status).toBe(400);
    expect((await post("/web-api/toolbox-convert-file?to=image/tiff", [{ bytes: bmp(), name: "a.bmp" }])).status).toBe(
      400,
    );
    expect(
      (await post("/web-api/toolbox-convert-file?to=image/jpeg", [{ bytes: TINY_JPEG, name: "a.jpg" }])).status,
    ).toBe(400);
  });
});

describe("/web-api/toolbox-download and /customer-picture/get", () => {
  it("keeps an uploaded picture and gives it back inline, with its size", async () => {
    const up = await post("/customer-picture/upload", [{ bytes: TINY_JPEG, name: "me.jpg" }]);
    expect(up.status).toBe(201);
    const file = (await up.json()) as StoredFile;
    expect(file).toMatchObject({ contentType: "image/jpeg", width: 1, height: 1, size: TINY_JPEG.length });
    expect(file.id).toMatch(/^[0-9a-f]{32}$/);
    const res = await get(`/customer-picture/get?id=${file.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(TINY_JPEG);
    expect(await (await get(`/customer-picture/get?id=${file.id}&format=json`)).json()).toEqual(file);
  });

  it("keeps files larger than one D1 row in chunks", async () => {
    // 40 APP3 segments of 60 kB after the JFIF segment: 2.4 MB, three chunks.
    const filler = segment(0xe3, new Uint8Array(60_000).fill(9));
    const big = new Uint8Array(TINY_JPEG.length + 40 * filler.length);
    big.set(TINY_JPEG.subarray(0, 20));
    for (let i = 0; i < 40; i++) big.set(filler, 20 + i * filler.length);
    big.set(TINY_JPEG.subarray(20), 20 + 40 * filler.length);
    expect(big.length).toBeGreaterThan(2_000_000);
    const file = (await (
      await post("/customer-picture/upload", [{ bytes: big, name: "big.jpg" }])
    ).json()) as StoredFile;
    const back = new Uint8Array(await (await get(`/customer-picture/get?id=${file.id}`)).arrayBuffer());
    expect(back.length).toBe(big.length);
    // Compared by digest: a deep equality over 2.4 MB takes the test runner most of a minute.
    const digest = async (bytes: Uint8Array) =>
      [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].join(",");
    expect(await digest(back)).toBe(await digest(big));
  });

  it("answers 404 for an unknown or expired file, a PDF asked for as a picture; 400 for a malformed id", async () => {
    const pdf = (await (
      await post("/web-api/toolbox-convert-pdf", [{ bytes: TINY_JPEG, name: "x.jpg" }])
    ).json()) as ToolboxResult;
    expect((await get(`/customer-picture/get?id=${pdf.file.id}`)).status).toBe(404);
    expect((await get(`/web-api/toolbox-download?id=${pdf.file.id}`)).status).toBe(200);
    await env.DB.prepare("UPDATE stored_files SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), pdf.file.id)
      .run();
    expect((await get(`/web-api/toolbox-download?id=${pdf.file.id}`)).status).toBe(404);
    expect((await get(`/web-api/toolbox-download?id=${"0".repeat(32)}`)).status).toBe(404);
    expect((await get("/web-api/toolbox-download?id=../../etc/passwd")).status).toBe(400);
    expect((await get("/customer-picture/get")).status).toBe(400);
    expect((await post("/customer-picture/upload", [{ bytes: bmp(), name: "a.bmp" }])).status).toBe(415);
  });
});
