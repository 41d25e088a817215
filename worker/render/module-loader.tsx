/**
 * The script that starts the hydration code once the first screen is painted (decision 097): after
 * the page's load event, its first contentful paint (a busy phone may paint after the load event)
 * and the decoding of its eager pictures (decoded off the main thread, they may be painted frames
 * after they arrived), in the frame after all three; or 2 s after the document was parsed, if
 * pictures keep the load event waiting or the page is not shown. Until then the server-rendered HTML and its pictures have
 * the connection to themselves: a module or preload in the head starts at once, whatever its
 * priority, and on a slow phone its 85 KiB share the line with the first screen's pictures and push
 * the largest paint back. A shopper who reaches for the page first (a tap, a key, a click) starts it
 * at once: what they reach for must not wait for pictures. It then adds the main module, its chunks and the modules of the islands
 * that hydrate at load, as preloads, each with the page's nonce ('strict-dynamic' trusts what it
 * adds either way). The main module and its chunks are attributes of the element, so tools that
 * read the page's scripts (`scripts/client-size.mjs`) find them without running it. At the same
 * moment it marks the document `placeholders`, which lets the lazy pictures draw their blurred
 * placeholders (decision 211).
 */
import { mainScript, preloadsFor } from "./assets.ts";
import { scriptJson } from "./script-json.ts";

/** The most the hydration code waits for the load event after the document was parsed. */
export const MODULE_LOADER_WAIT_MS = 2_000;

// ES5 syntax on purpose: it runs in the document's parser, in every browser; `decode` and the paint
// observer are used where they exist, and the 2 s wait covers the rest.
const SCRIPT = `(function(d,w,wait){var me=d.currentScript,n=me.nonce,main=me.getAttribute("data-main-module"),started=0,loaded=0,
P=w.PerformanceObserver,painted=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0);
function add(tag,props){var e=d.createElement(tag);for(var k in props)e[k]=props[k];e.nonce=n;d.head.appendChild(e)}
function start(){if(started)return;started=1;d.documentElement.classList.add("placeholders");var seen={},hrefs=me.getAttribute("data-preloads").split(" ");seen[main]=1;
d.querySelectorAll('shop-island[data-hydrate="load"][data-src]').forEach(function(m){hrefs.push(m.getAttribute("data-src"))});
hrefs.forEach(function(h){if(h&&!seen[h]){seen[h]=1;add("link",{rel:"modulepreload",href:h})}});
add("script",{type:"module",src:main})}
function ready(){if(!loaded||!painted)return;var imgs=d.querySelectorAll('img:not([loading="lazy"])'),left=1,i;
function one(){if(--left===0)requestAnimationFrame(function(){setTimeout(start)})}
for(i=0;i<imgs.length;i++)if(imgs[i].decode){left++;imgs[i].decode().then(one,one)}one()}
if(!painted)new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=1;ready()}}).observe({type:"paint",buffered:true});
w.addEventListener("load",function(){loaded=1;ready()});
["pointerdown","touchstart","keydown"].forEach(function(t){w.addEventListener(t,start,{capture:true,passive:true,once:true})});
d.addEventListener("DOMContentLoaded",function(){setTimeout(start,wait)})})(document,window,${scriptJson(MODULE_LOADER_WAIT_MS)})`;

export function ModuleLoader({ nonce }: { nonce?: string }) {
  const main = mainScript();
  const preloads = preloadsFor([]).filter((href) => href !== main);
  return (
    <script
      nonce={nonce}
      data-main-module={main}
      data-preloads={preloads.join(" ")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, its one number through scriptJson
      dangerouslySetInnerHTML={{ __html: SCRIPT }}
    />
  );
}
