/**
 * What the browser may reach through the same-origin BFF proxy (bff-proxy.ts): each backend path
 * with the methods it takes, the largest body it accepts, and whether the visitor's country goes
 * with it. The customer, newsletter, voucher, designer and cart paths take any method the proxy
 * forwards; the section 7 product and web-api paths (docs/backend-contract.md) only the ones the
 * backend answers. Anything else is a 404 at the proxy.
 */
import { TOOLBOX_MAX_UPLOAD_BYTES } from "../../shared/backend-contract/toolbox.ts";
import { PASSWORD_CALL_TIMEOUT_MS } from "../bff/deadline.ts";

/** The largest body the proxy forwards unless a path says otherwise; the backend's own limit is the same. */
export const MAX_PROXY_BODY = 16 * 1024;
/** Uploads (toolbox, customer pictures): the backend's limit for one upload request. */
export const MAX_UPLOAD_BODY = TOOLBOX_MAX_UPLOAD_BYTES;

export type ProxyMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ProxiedPath {
  pattern: RegExp;
  /** Methods the path takes (HEAD goes with GET); absent: every method the proxy forwards. */
  methods?: readonly ProxyMethod[];
  /** The largest request body; MAX_PROXY_BODY when absent. */
  maxBody?: number;
  /** The visitor's country (`request.cf.country`, else `cf-ipcountry`) is passed on as `cf-ipcountry`. */
  country?: boolean;
  /** How long the proxy waits for the backend; PROXY_CALL_TIMEOUT_MS when absent. */
  timeoutMs?: number;
}

const GET = ["GET"] as const;
const UPLOAD = { methods: ["POST"], maxBody: MAX_UPLOAD_BODY } as const;

export const PROXIED_PATHS: readonly ProxiedPath[] = [
  // Customer, newsletter, voucher, whitelabel, designer stand-in and cart (docs/customers.md, docs/catalogue.md).
  // The calls that hash a password may queue in the backend's hashing gate first (decision 040).
  { pattern: /^\/customer\/(login|signup|password|password-reset\/confirm)$/, timeoutMs: PASSWORD_CALL_TIMEOUT_MS },
  { pattern: /^\/customer(\/[A-Za-z0-9/_-]*)?$/ },
  { pattern: /^\/web-api\/(newsletter-subscribe|newsletter-confirm|voucher|contact)$/ },
  { pattern: /^\/gift-voucher$/ },
  { pattern: /^\/whitelabel\/switch$/ },
  { pattern: /^\/(web|desktop)\/[A-Za-z]{2}-[A-Za-z]{2}\/newsletter\/subscribe$/ },
  { pattern: /^\/designer\/[a-z-]{1,20}\/(cart)?$/ },
  { pattern: /^\/cart$/ },
  // Section 7, read only: prices, accessories, photo frame selection, collage groups, site data.
  { pattern: /^\/accessory$/, methods: GET },
  { pattern: /^\/price-api\/(accessory|frame|photo-options-groups|photoboxes)$/, methods: GET },
  { pattern: /^\/price-api\/prices\/(article|format-group|formats|format-group-prices-images)$/, methods: GET },
  { pattern: /^\/web-api\/(card-price|calendar-price|photobook-price)$/, methods: GET },
  {
    pattern:
      /^\/web-api\/product-selection-photo-frame\/(data|prices-formats|prices-format-group|format-limits|prices-from|price-article)$/,
    methods: GET,
  },
  { pattern: /^\/web-api\/(card-accessory-order|card-accessory-price)$/, methods: GET },
  { pattern: /^\/web-api\/(collage-designer-design-groups|collage-designer-design-group)$/, methods: GET },
  { pattern: /^\/web-api\/(localized-urls|feature-flags|shop-frontends-initial-data|express-shop)$/, methods: GET },
  { pattern: /^\/api\/get-location\/$/, methods: GET, country: true },
  // Section 7, files: kept results and pictures are read by id; uploads are multipart, up to 10 MB.
  { pattern: /^\/(web-api\/toolbox-download|customer-picture\/get)$/, methods: GET },
  { pattern: /^\/web-api\/(toolbox-optimize-image|toolbox-convert-pdf|toolbox-convert-file)$/, ...UPLOAD },
  { pattern: /^\/customer-picture\/upload$/, ...UPLOAD },
];

/** Development-only backend pages: the mail outbox and the voucher payment stand-in. */
export const DEVELOPMENT_PATHS: readonly ProxiedPath[] = [
  { pattern: /^\/dev\/outbox(\/\d{1,12}|\.json)?$/ },
  { pattern: /^\/dev\/voucher-payment$/ },
];

/** The entry for a backend path, or undefined when the proxy does not forward it. */
export function proxiedPath(path: string, development: boolean): ProxiedPath | undefined {
  return (
    PROXIED_PATHS.find((p) => p.pattern.test(path)) ??
    (development ? DEVELOPMENT_PATHS.find((p) => p.pattern.test(path)) : undefined)
  );
}

/** Whether the entry takes the method; HEAD goes wherever GET does. */
export function takesMethod(entry: ProxiedPath, method: string): boolean {
  if (!entry.methods) return true;
  return (entry.methods as readonly string[]).includes(method === "HEAD" ? "GET" : method);
}
