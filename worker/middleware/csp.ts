/**
 * Content-Security-Policy of the shop's pages (issue 16, part 4; docs/decisions/085).
 *
 * Enforced: scripts run only with the page's nonce or when a script that has it adds them
 * ('strict-dynamic'), so an injected inline script or script element does not run. The host list
 * after it ('self' and the configured third parties: consent provider, tag manager, reCAPTCHA,
 * messenger, Storyblok's bridge in preview) is the fallback of browsers without 'strict-dynamic'.
 * No plugins, no foreign <base>, framing only by the shop itself (and Storyblok's editor in
 * preview).
 *
 * Report-only, to be enforced once production reports stay quiet for the tag manager's tags: every
 * other fetch ('self' plus the configured third parties and Split's endpoints for connections and
 * frames). Violations of both go to /csp-report, which logs them.
 */
import type { Env } from "../env.ts";
import { configOf } from "../config/config.ts";
import { SPLIT_DEFAULT_URLS } from "../flags/config.ts";
import { describeError, logEvent } from "../log.ts";

export const CSP_REPORT_PATH = "/csp-report";
/** Storyblok's visual editor: frames the page and serves the bridge script. */
export const STORYBLOK_EDITOR_ORIGIN = "https://app.storyblok.com";
const RECAPTCHA = {
  script: ["https://www.google.com", "https://www.gstatic.com"],
  connect: ["https://www.google.com"],
  frame: ["https://www.google.com", "https://www.recaptcha.net"],
};
const MESSENGER = {
  script: ["https://static.zdassets.com"],
  connect: ["https://*.zendesk.com", "wss://*.zendesk.com", "https://*.zdassets.com"],
  frame: [] as string[],
};
const TAG_MANAGER = {
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

interface Sources {
  script: string[];
  connect: string[];
  frame: string[];
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
  const { flags, recaptchaSiteKey, messengerKey } = configOf(env);
  const { tracking, client } = flags;
  const consent = originsOf(tracking.consentProvider?.script);
  const tagManager = originsOf(tracking.tagManager?.url);
  const split =
    client.authorizationKey === "localhost"
      ? []
      : Object.values({ ...SPLIT_DEFAULT_URLS, ...client.urls }).flatMap((url) => originsOf(url).slice(0, 1));
  const recaptcha = recaptchaSiteKey ? RECAPTCHA : { script: [], connect: [], frame: [] };
  const messenger = messengerKey ? MESSENGER : { script: [], connect: [], frame: [] };
  const tags = tracking.tagManager ? TAG_MANAGER.connect : [];
  sources = {
    script: [...consent, ...tagManager, ...recaptcha.script, ...messenger.script],
    connect: [
      ...consent,
      ...tagManager,
      ...tags,
      ...split,
      ...split.map((url) => url.replace(/^https:/, "wss:")),
      ...recaptcha.connect,
      ...messenger.connect,
    ],
    frame: [...consent, ...tagManager, ...recaptcha.frame, ...messenger.frame],
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

/** The two headers of a page: the enforced script policy and the report-only full policy. */
export function pagePolicies(env: Env, options: PolicyOptions): { enforced: string; reportOnly: string } {
  const sources = configuredSources(env);
  const editor = options.preview ? [STORYBLOK_EDITOR_ORIGIN] : [];
  const script =
    `script-src 'nonce-${options.nonce}' 'strict-dynamic' 'self' ${unique([...sources.script, ...editor])}`.trim();
  const common = [
    script,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${unique(["'self'", ...editor])}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  return {
    enforced: common.join("; "),
    reportOnly: [
      "default-src 'self'",
      ...common,
      `connect-src ${unique(["'self'", ...sources.connect, ...editor])}`,
      `frame-src ${unique(["'self'", ...sources.frame, ...editor])}`,
      "img-src 'self' data: blob: https:",
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self' data:",
    ].join("; "),
  };
}

/** A fresh nonce for one page: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
