import { firstChunkName } from '../vite/site-chunks.ts';
import { jsonForScript } from './html-page.ts';

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

const FIRST_CHUNK = new RegExp(`/${firstChunkName}-[\\w-]+\\.js$`);

/**
 * Starts the app's JavaScript once the page has painted: the modulepreloads
 * it needs, then the `first` chunks one by one, each evaluated in a task of its
 * own, then the entry (whose evaluation skips what already ran). The preloads
 * go out four a task: with an inspector attached (Lighthouse), issuing one
 * request costs up to ~1.5 ms of main thread, and a page's eleven in one task
 * made it one of the longest after the first paint. Evaluating
 * the whole module graph at once was the longest task of hydration. The same
 * on every page (the lists are read from the JSON block before it), so the CSP
 * carries one hash for it. A tab that does not paint (in the background)
 * starts it after a second. Should a first chunk fail to load, the entry is
 * still imported: it fails or succeeds as it would have without the stages.
 *
 * It also stops the browser's own form submission, at once: every form here is
 * sent by script, and a form submitted before the script has hydrated it would
 * otherwise go out as a GET of the page with its fields (names, email, phone)
 * in the query string: into the address bar, the history and access logs. It
 * keeps the last such submission as `window.heldSubmit`, which the form sends
 * once its code has loaded and hydrated it (libs/forms/src/load-when-near.tsx).
 * A hydrated form's own handler has prevented the browser's submission
 * already, and is left alone.
 *
 * Until React takes over the page (`hydrateSite` sets `window.heldClick` to
 * null as it starts hydrating), it also keeps the last script-only button
 * pressed (a menu, the country selector) as `window.heldClick`: such a button
 * does nothing without its script, so `hydrateSite` presses it again once the
 * page has hydrated (libs/sections/src/site/held-click.tsx).
 */
export const appScriptsLoader =
  '(()=>{addEventListener("submit",(event)=>{if(event.defaultPrevented)return;event.preventDefault();' +
  'window.heldSubmit={form:event.target,submitter:event.submitter}});' +
  'addEventListener("click",(event)=>{if(window.heldClick===null||!(event.target instanceof Element))return;' +
  'const button=event.target.closest(\'button[type="button"]\');if(button)window.heldClick=button});' +
  'let started=false;const start=()=>{if(started)return;started=true;' +
  'const{entry,preload,first}=JSON.parse(document.getElementById("app-scripts").textContent);' +
  'const preloadFrom=(index)=>{for(const href of preload.slice(index,index+4)){' +
  'const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;' +
  'document.head.append(link)}if(index+4<preload.length)setTimeout(()=>preloadFrom(index+4),0)};preloadFrom(0);' +
  'first.reduce((done,href)=>done.then(()=>import(href)).then(()=>new Promise((next)=>setTimeout(next,0))),' +
  'Promise.resolve()).catch(()=>{}).then(()=>import(entry))};' +
  'requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1000)})()';

/**
 * A prerendered page is complete without JavaScript, so nothing should stand
 * between it and its first paint: the entry script and every modulepreload
 * (Vite's and the page chunk's) are taken out of the HTML and requested by
 * `appScriptsLoader` after the first frame. The browser paints the page from
 * the HTML and its inline CSS alone, then hydrates it.
 */
export function deferAppScripts(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`expected one entry script, found ${entries.length}`);
  const preload = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  if (!html.includes('</body>')) throw new Error('the page has no </body>');
  const first = preload.filter((href) => FIRST_CHUNK.test(href));
  // Without it every page would still work, only slower: say so at build time.
  if (first.length !== 1)
    throw new Error(`expected one ${firstChunkName} chunk among the preloads, found ${first.length}`);
  const loader =
    `<script type="application/json" id="app-scripts">${jsonForScript({ entry: entries[0], preload, first })}</script>\n` +
    `    <script>${appScriptsLoader}</script>\n  `;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}
