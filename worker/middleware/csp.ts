/**
 * Content-Security-Policy of the shop's pages (docs/decisions/085).
 *
 * Enforced: `default-src 'self'`, and per directive the hosts the shop's pages really load from.
 * Scripts run only with the page's nonce or when a script that has it adds them ('strict-dynamic'),
 * so an injected inline script or script element does not run; the host list after it is the
 * fallback of browsers without 'strict-dynamic'. Pictures come from the shop and `data:` and `blob:`
 * URLs; connections, frames, pictures, styles and fonts of a third party only where this deployment
 * is configured with it (Storyblok's image service with a real space, consent provider, tag manager
 * and its analytics, reCAPTCHA, messenger, Split's endpoints, Storyblok's editor in preview). No plugins, no
 * foreign <base>, framing only by the shop itself (and Storyblok's editor in preview).
 *
 * Report-only: the same policy with `form-action 'self'`, the next step, tried on real traffic
 * before it is enforced. Violations of both go to /csp-report, which logs them.
 */
import type { Env } from "../env.ts";
import { configOf } from "../config/config.ts";
import { SPLIT_DEFAULT_URLS } from "../flags/config.ts";
import { describeError, logEvent } from "../log.ts";

export const CSP_REPORT_PATH = "/csp-report";
/** Storyblok's visual editor: frames the page and serves the bridge script. */
export const STORYBLOK_EDITOR_ORIGIN = "https://app.storyblok.com";
/** Storyblok's image service: the content's pictures of a real space (shared/content/image-url.ts). */
const STORYBLOK_IMAGES = "https://a.storyblok.com";
const NONE: Sources = { script: [], connect: [], frame: [], img: [], style: [], font: [] };
const RECAPTCHA: Sources = {
  script: ["https://www.google.com", "https://www.gstatic.com"],
  connect: ["https://www.google.com"],
  frame: ["https://www.google.com", "https://www.recaptcha.net"],
  img: ["https://www.gstatic.com"],
  style: [],
  font: [],
};
/** The messenger's loader, its widget's API and live connection, and the pictures, styles and fonts of its widget. */
const MESSENGER: Sources = {
  script: ["https://static.zdassets.com"],
  connect: ["https://*.zendesk.com", "wss://*.zendesk.com", "https://*.zdassets.com"],
  frame: [],
  img: ["https://*.zdassets.com", "https://*.zendesk.com"],
  style: ["https://*.zdassets.com"],
  font: ["https://*.zdassets.com"],
};
/** Where the tag manager's analytics tags send their hits (as requests and as pixels). */
const TAG_MANAGER_HITS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

interface Sources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
  style: string[];
  font: string[];
}

/** `https://app.vendor.eu/loader.js` -> the origin and its siblings (`https://*.vendor.eu`): vendors call their APIs on sibling hosts. */
function originsOf(url: string | null | undefined): string[] {
  if (!url || url.startsWith("/")) return [];
  try {
    const { protocol, host } = new URL(url);
    const labels = host.split(".");
    return labels.length >= 3
      ? [`${protocol}//${host}`, `${protocol}//*.${labels.slice(1).join(".")}`]
      : [`${protocol}//${host}`];
  } catch (error) {
    // The schema lets only http(s) URLs through (worker/config/schema.ts), so this is a bug, not a setting.
    logEvent("error", "config-invalid", { url, ...describeError(error) });
    return [];
  }
}

const sourcesByEnv = new WeakMap<object, Sources>();

/** The third parties this deployment is configured with, worked out once per isolate. */
function configuredSources(env: Env): Sources {
  let sources = sourcesByEnv.get(env);
  if (sources) return sources;
  const { flags, recaptchaSiteKey, messengerKey, storyblok } = configOf(env);
  const { tracking, client } = flags;
  const consent = originsOf(tracking.consentProvider?.script);
  const tagManager = originsOf(tracking.tagManager?.url);
  const split =
    client.authorizationKey === "localhost"
      ? []
      : Object.values({ ...SPLIT_DEFAULT_URLS, ...client.urls }).flatMap((url) => originsOf(url).slice(0, 1));
  const recaptcha = recaptchaSiteKey ? RECAPTCHA : NONE;
  const messenger = messengerKey ? MESSENGER : NONE;
  const hits = tracking.tagManager ? TAG_MANAGER_HITS : [];
  // A real Storyblok space serves its pictures from its image service; the embedded content's are the shop's own.
  const storyblokImages = storyblok.tokens.kartenliebe || storyblok.tokens.wallart ? [STORYBLOK_IMAGES] : [];
  sources = {
    script: [...consent, ...tagManager, ...recaptcha.script, ...messenger.script],
    connect: [
      ...consent,
      ...tagManager,
      ...hits,
      ...split,
      ...split.map((url) => url.replace(/^https:/, "wss:")),
      ...recaptcha.connect,
      ...messenger.connect,
    ],
    frame: [...consent, ...tagManager, ...recaptcha.frame, ...messenger.frame],
    img: [...storyblokImages, ...consent, ...tagManager, ...hits, ...recaptcha.img, ...messenger.img],
    style: [...consent, ...messenger.style],
    font: [...consent, ...messenger.font],
  };
  sourcesByEnv.set(env, sources);
  return sources;
}

const unique = (list: string[]) => [...new Set(list)].join(" ");

export interface PolicyOptions {
  nonce: string;
  /** Storyblok's visual editor may frame the page and its bridge may load. */
  preview?: boolean;
}

/** The two headers of a page: the enforced policy and the report-only policy of the next step. */
export function pagePolicies(env: Env, options: PolicyOptions): { enforced: string; reportOnly: string } {
  const sources = configuredSources(env);
  const editor = options.preview ? [STORYBLOK_EDITOR_ORIGIN] : [];
  const list = (...parts: string[][]) => unique(parts.flat());
  // script-src first: the HTML cache finds the page's nonce in it (cache/html-splice.ts).
  const enforced = [
    `script-src 'nonce-${options.nonce}' 'strict-dynamic' 'self' ${list(sources.script, editor)}`.trim(),
    "default-src 'self'",
    `connect-src ${list(["'self'"], sources.connect, editor)}`,
    `img-src ${list(["'self'", "data:", "blob:"], sources.img, editor)}`,
    `frame-src ${list(["'self'"], sources.frame, editor)}`,
    `style-src ${list(["'self'", "'unsafe-inline'"], sources.style, editor)}`,
    `font-src ${list(["'self'", "data:"], sources.font)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${list(["'self'"], editor)}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  return { enforced: enforced.join("; "), reportOnly: [...enforced, "form-action 'self'"].join("; ") };
}

/** A fresh nonce for one page: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
