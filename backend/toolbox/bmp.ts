/**
 * BMP, the one picture format a worker can read without a codec: uncompressed 24- and 32-bit
 * pixels (BI_RGB, or BI_BITFIELDS with the usual masks), bottom-up or top-down. Anything else
 * (palettes, RLE) is refused with a reason.
 */
export type BmpResult =
  | { ok: true; width: number; height: number; channels: 3 | 4; pixels: Uint8Array }
  | { ok: false; reason: string };

export function decodeBmp(bytes: Uint8Array, maxSide: number): BmpResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 54) return { ok: false, reason: "the BMP header is cut short" };
  const offset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (headerSize < 40) return { ok: false, reason: "only BMP files with a Windows (40-byte or later) header are read" };
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bits = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width > maxSide || height > maxSide)
    return { ok: false, reason: `the picture must be 1 to ${maxSide} pixels per side` };
  if (bits !== 24 && bits !== 32)
    return { ok: false, reason: `${bits}-bit BMP files are not read; only 24 and 32 bits per pixel` };
  if (!(compression === 0 || (compression === 3 && bits === 32)))
    return { ok: false, reason: "compressed BMP files are not read" };
  const bytesPerPixel = bits / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (offset + stride * height > bytes.length) return { ok: false, reason: "the BMP pixel data is cut short" };
  const channels: 3 | 4 = bits === 32 ? 4 : 3;
  const pixels = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const row = offset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const p = row + x * bytesPerPixel;
      const q = (y * width + x) * channels;
      pixels[q] = bytes[p + 2];
      pixels[q + 1] = bytes[p + 1];
      pixels[q + 2] = bytes[p];
      if (channels === 4) pixels[q + 3] = bytes[p + 3];
    }
  }
  // A 32-bit BMP whose alpha bytes are all zero means "no alpha": keep it opaque.
  if (channels === 4 && pixels.every((v, i) => i % 4 !== 3 || v === 0))
    for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
  return { ok: true, width, height, channels, pixels };
}
