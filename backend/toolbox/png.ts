/**
 * PNG without a codec: its chunks, a copy without text and time chunks (the pixels, palette,
 * transparency and colour chunks stay byte for byte), and a new PNG from 8-bit RGB or RGBA rows,
 * compressed with the runtime's own deflate (CompressionStream).
 */
import { concat } from "./jpeg.ts";

export interface PngChunk {
  type: string;
  data: Uint8Array;
}

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlace: number;
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunks(bytes: Uint8Array): PngChunk[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (at + 12 + length > bytes.length) return undefined;
    chunks.push({ type, data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
    if (type === "IEND") return chunks;
  }
  return undefined;
}

export function pngHeader(chunks: PngChunk[]): PngHeader | undefined {
  const ihdr = chunks[0]?.type === "IHDR" ? chunks[0].data : undefined;
  if (ihdr?.length !== 13) return undefined;
  const view = new DataView(ihdr.buffer, ihdr.byteOffset, 13);
  const header = {
    width: view.getUint32(0),
    height: view.getUint32(4),
    bitDepth: ihdr[8],
    colourType: ihdr[9],
    interlace: ihdr[12],
  };
  return header.width > 0 && header.height > 0 ? header : undefined;
}

/** Ancillary chunks that carry no part of the picture. */
const METADATA = new Set(["tEXt", "zTXt", "iTXt", "tIME", "eXIf", "dSIG"]);

export function stripPng(bytes: Uint8Array): Uint8Array | undefined {
  const chunks = pngChunks(bytes);
  if (!chunks || !pngHeader(chunks)) return undefined;
  return encodeChunks(chunks.filter((c) => !METADATA.has(c.type)));
}

let crcTable: Uint32Array | undefined;
export function crc32(parts: Uint8Array[]): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const part of parts) for (const byte of part) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function encodeChunks(chunks: PngChunk[]): Uint8Array {
  const parts: Uint8Array[] = [SIGNATURE];
  for (const chunk of chunks) {
    const head = new Uint8Array(8);
    new DataView(head.buffer).setUint32(0, chunk.data.length);
    const type = new TextEncoder().encode(chunk.type);
    head.set(type, 4);
    const tail = new Uint8Array(4);
    new DataView(tail.buffer).setUint32(0, crc32([type, chunk.data]));
    parts.push(head, chunk.data, tail);
  }
  return concat(parts);
}

export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PNG of 8-bit RGB (channels 3) or RGBA (channels 4) pixels, top row first, filter 'none' on each row. */
export async function encodePng(
  width: number,
  height: number,
  channels: 3 | 4,
  pixels: Uint8Array,
): Promise<Uint8Array> {
  const stride = width * channels;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return encodeChunks([
    { type: "IHDR", data: ihdr },
    { type: "IDAT", data: await deflate(raw) },
    { type: "IEND", data: new Uint8Array(0) },
  ]);
}
