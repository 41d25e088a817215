/**
 * The chrome's data: the global config of the current site and locale (specification section 3,
 * "A global config story is fetched for the root path"), loaded by `loadGlobalConfig(c, strategy)` of
 * `worker/content/`. When it cannot be loaded (content service unreachable, story missing) the
 * chrome falls back to the built-in default chrome of the same shape, and the failure is logged:
 * the page, or the error page, still has a header and a footer.
 */
import type { Context } from "hono";
import type { GlobalConfig } from "../../../shared/content/global-config.ts";
import { LANGUAGES, type Language, languageOf } from "../../../shared/site/locales.ts";
import { TLDS, folderOf, localesOf, siteOf } from "../../../shared/site/sites.ts";
import type { CacheStrategy } from "../../cache/strategies.ts";
import { configOf } from "../../config/config.ts";
import type { AppEnv } from "../../env.ts";
import { loadGlobalConfig } from "../../content/global-config.ts";
import { describeError, logEvent } from "../../log.ts";
import { translate } from "../../render/i18n.ts";
import type { FixtureSiteLinks } from "./fixture-footer.ts";
import { fixtureGlobalConfig } from "./fixture-global-config.ts";

/** Region names per locale: building an `Intl.DisplayNames` is costly, so once per isolate and locale. */
const regionNames = new Map<string, Intl.DisplayNames>();

function regionsIn(locale: string): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region" });
    regionNames.set(locale, names);
  }
  return names;
}

const LANGUAGE_NAMES: Record<Language, string> = { de: "Deutsch", en: "English", es: "Español", fr: "Français", it: "Italiano", nl: "Nederlands" };

/** The international box lists every country domain of the channel; the language box the current domain's locales. */
function siteLinks(c: Context<AppEnv>): FixtureSiteLinks {
  const request = c.get("request");
  const { hosts } = configOf(c.env);
  const scheme = request.scheme;
  const requestHost = request.provided.host;
  const regions = regionsIn(request.locale);
  const international = TLDS.map((tld) => {
    const site = siteOf(request.site.channel, tld);
    return { title: regions.of(site.domain.country) ?? site.domain.country, url: `${scheme}//${hosts.hostFor(site, requestHost)}/` };
  });
  const origin = `${scheme}//${requestHost}`;
  const languages = localesOf(request.site).map((locale) => {
    const folder = folderOf(request.site, locale);
    const lang = languageOf(locale);
    return { title: LANGUAGES.includes(lang) ? LANGUAGE_NAMES[lang] : locale, url: `${origin}/${folder ? `${folder}/` : ""}` };
  });
  return { international, languages };
}

/** `strategy`: the cache strategy of the global config that the route's loader declares. */
export async function loadChromeData(c: Context<AppEnv>, strategy: CacheStrategy): Promise<GlobalConfig> {
  try {
    return await loadGlobalConfig(c, strategy);
  } catch (error) {
    logEvent("error", "cms-page-not-found", { path: c.get("request").path, story: "global-config", ...describeError(error) });
    return defaultChrome(c);
  }
}

function defaultChrome(c: Context<AppEnv>): GlobalConfig {
  const request = c.get("request");
  const config = fixtureGlobalConfig(request.site.channel, request.locale, request.provided.brand, siteLinks(c), new Date());
  return { ...config, helpLabel: translate("help.label", request.locale) };
}
