/**
 * The content's own pictures as assets of a Storyblok space: every local picture
 * the stories name (`/content/images/...`, `/content/payment/...`) is uploaded once through
 * Storyblok's signed upload (POST /assets for a signed form, the file to the storage's `post_url`,
 * then `finish_upload`), and the stories are rewritten to the space's asset URLs
 * (`https://a.storyblok.com/f/{space}/{W}x{H}/{id}/{name}`), which Storyblok's image service resizes.
 * A drawn picture's name carries a hash of its drawing, so an asset of the same name in the space is
 * the same picture: running the push again uploads nothing twice.
 */
import type { ManagementApi } from "./management-api.ts";

export interface LocalAsset {
  /** As the stories name it: `/content/images/canvas-0123456789.webp`. */
  path: string;
  bytes: Uint8Array;
  contentType: string;
  /** Pixel size, for raster pictures; Storyblok puts it into the asset's address. */
  size?: { width: number; height: number };
}

interface SignedUpload {
  id: number;
  pretty_url: string;
  post_url: string;
  fields: Record<string, string>;
}

export interface AssetReport {
  uploaded: number;
  kept: number;
}

/** Local picture paths anywhere in stories. */
export const LOCAL_PICTURE = /^\/content\/(?:images|payment)\/[a-z0-9-]+\.(?:webp|svg)$/;

export function localPicturesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && LOCAL_PICTURE.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) localPicturesIn(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) localPicturesIn(item, found);
  return found;
}

const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** Uploads what the space lacks; answers local path -> the space's asset URL for every asset. */
export async function pushAssets(
  api: ManagementApi,
  space: string,
  assets: LocalAsset[],
  upload: typeof fetch,
  log: (line: string) => void = () => {},
): Promise<{ urls: Map<string, string>; report: AssetReport }> {
  const report: AssetReport = { uploaded: 0, kept: 0 };
  const existing = new Map(
    (await api.all<{ id: number; filename: string }>(`${space}/assets`, "assets")).map((a) => [
      basename(a.filename),
      a.filename,
    ]),
  );
  const urls = new Map<string, string>();
  for (const asset of assets) {
    const name = basename(asset.path);
    const known = existing.get(name);
    if (known) {
      urls.set(asset.path, known);
      report.kept++;
      continue;
    }
    const signed = await api.post<SignedUpload>(`${space}/assets`, {
      filename: name,
      ...(asset.size ? { size: `${asset.size.width}x${asset.size.height}` } : {}),
      validate_upload: 1,
    });
    const form = new FormData();
    for (const [key, value] of Object.entries(signed.fields)) form.append(key, value);
    // The file goes last: the storage reads the fields before it.
    form.append("file", new Blob([asset.bytes as Uint8Array<ArrayBuffer>], { type: asset.contentType }), name);
    const stored = await upload(signed.post_url, { method: "POST", body: form });
    await stored.body?.cancel();
    if (!stored.ok) throw new Error(`upload of ${name} answered ${stored.status}`);
    await api.get(`${space}/assets/${signed.id}/finish_upload`);
    const url = signed.pretty_url.startsWith("//") ? `https:${signed.pretty_url}` : signed.pretty_url;
    urls.set(asset.path, url);
    existing.set(name, url);
    report.uploaded++;
  }
  log(`assets: ${report.uploaded} uploaded, ${report.kept} already in the space`);
  return { urls, report };
}
