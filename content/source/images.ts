/**
 * Placeholder artwork for the content's images, so pages show something without any outside
 * asset host. In a real space these are replaced by uploaded assets.
 */
import { createHash } from "node:crypto";

const PALETTE = ["#f4d6cc", "#d7e3f4", "#e4f0d9", "#f6e7b8", "#e9d7f2", "#d5efec", "#f2d9e1"];

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function imageSvg(name: string): string {
  const h = createHash("sha256").update(name).digest();
  const bg = PALETTE[h[0] % PALETTE.length];
  const label = escapeXml(name.replace(/^(flag|social|award|occasion|frame)-/, "").replace(/-/g, " "));
  const isPayment = !/^[a-z]+-/.test(name) && name.length < 14;
  const [w, hgt] = isPayment ? [73, 32] : [400, 300];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" role="img" aria-label="${label}"><rect width="100%" height="100%" rx="${isPayment ? 4 : 12}" fill="${bg}"/><text x="50%" y="54%" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${isPayment ? 11 : 28}" fill="#333">${label}</text></svg>\n`;
}
