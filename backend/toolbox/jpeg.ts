/**
 * JPEG without a codec: the segments before the image data, the size and colour components of the
 * frame header, and a copy without metadata (Exif, XMP, IPTC, comments) that keeps the colour
 * profile, the Adobe colour transform and the orientation (rewritten as a minimal Exif), so the
 * picture looks exactly as before. The compressed image data is copied byte for byte.
 */
export interface JpegInfo {
  width: number;
  height: number;
  components: number;
  /** An Adobe APP14 segment: CMYK data is stored inverted. */
  adobe: boolean;
  orientation: number;
}

interface Segment {
  marker: number;
  start: number;
  end: number;
}

/** Segments from SOI up to and including SOS; the rest is entropy-coded data and later markers. */
function segments(bytes: Uint8Array): { list: Segment[]; dataStart: number } | undefined {
  const list: Segment[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    list.push({ marker, start: at, end: at + 2 + length });
    at += 2 + length;
    if (marker === 0xda) return { list, dataStart: at };
  }
  return undefined;
}

function exifOrientation(bytes: Uint8Array, seg: Segment): number {
  const at = seg.start + 4;
  if (String.fromCharCode(...bytes.subarray(at, at + 4)) !== "Exif") return 1;
  const tiff = at + 6;
  const little = bytes[tiff] === 0x49;
  const u16 = (p: number) => (little ? bytes[p] | (bytes[p + 1] << 8) : (bytes[p] << 8) | bytes[p + 1]);
  const u32 = (p: number) =>
    little
      ? (bytes[p] | (bytes[p + 1] << 8) | (bytes[p + 2] << 16)) + bytes[p + 3] * 2 ** 24
      : bytes[p] * 2 ** 24 + ((bytes[p + 1] << 16) | (bytes[p + 2] << 8) | bytes[p + 3]);
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > seg.end) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > seg.end) break;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

export function jpegInfo(bytes: Uint8Array): JpegInfo | undefined {
  const parsed = segments(bytes);
  if (!parsed) return undefined;
  let info: JpegInfo | undefined;
  let adobe = false;
  let orientation = 1;
  for (const seg of parsed.list) {
    const m = seg.marker;
    if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) {
      const p = seg.start + 4;
      info = {
        height: (bytes[p + 1] << 8) | bytes[p + 2],
        width: (bytes[p + 3] << 8) | bytes[p + 4],
        components: bytes[p + 5],
        adobe: false,
        orientation: 1,
      };
    }
    if (m === 0xee && String.fromCharCode(...bytes.subarray(seg.start + 4, seg.start + 9)) === "Adobe") adobe = true;
    if (m === 0xe1) orientation = Math.max(orientation, exifOrientation(bytes, seg));
  }
  return info && info.width > 0 && info.height > 0 ? { ...info, adobe, orientation } : undefined;
}

/** A minimal big-endian Exif APP1 with only the orientation tag. */
function orientationSegment(orientation: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xe1,
    0x00,
    0x22,
    0x45,
    0x78,
    0x69,
    0x66,
    0x00,
    0x00,
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
}

/** Markers kept: APP0 (JFIF), APP2 (ICC profile), APP14 (Adobe) and every non-APP, non-comment segment. */
const dropped = (marker: number) =>
  marker === 0xfe || (marker >= 0xe1 && marker <= 0xef && marker !== 0xe2 && marker !== 0xee);

export function stripJpeg(bytes: Uint8Array): Uint8Array | undefined {
  const parsed = segments(bytes);
  const info = jpegInfo(bytes);
  if (!parsed || !info) return undefined;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  const kept = parsed.list.filter((seg) => !dropped(seg.marker));
  // JFIF wants its APP0 first; the orientation follows it.
  const afterJfif = kept[0]?.marker === 0xe0 ? 1 : 0;
  kept.forEach((seg, i) => {
    if (i === afterJfif && info.orientation !== 1) parts.push(orientationSegment(info.orientation));
    parts.push(bytes.subarray(seg.start, seg.end));
  });
  parts.push(bytes.subarray(parsed.dataStart));
  return concat(parts);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
