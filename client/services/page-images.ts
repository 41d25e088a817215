/**
 * Image load errors for the whole page (specification section 8, "Image load error"): the image
 * is hidden and the placeholder behind it shows. One capturing listener covers server-only
 * images as well as islands; images that failed before this ran are found at start.
 */
function markFailed(image: HTMLImageElement): void {
  const frame = image.closest(".shop-image");
  if (!frame) return;
  frame.setAttribute("data-failed", "true");
  image.hidden = true;
}

export function startPageImages(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) markFailed(event.target);
    },
    true,
  );
  document.querySelectorAll<HTMLImageElement>(".shop-image img").forEach((image) => {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) markFailed(image);
  });
}
