import { createHash } from 'node:crypto';

/**
 * A page the server drew (decision 0057) is on screen before the app has taken it over, and until then a button
 * has no handler: a tap on Menu or Share did nothing. This script, written inline into such a document's head so
 * it runs before anything can be tapped, keeps each tap on a button (and each form's submission) made meanwhile
 * and stops it; the app does them once it has taken the page over (src/web/lib/early-taps.ts, which reads
 * `window.feteEarlyTaps`). It keeps the button and where it was on the page (its centre, in page coordinates):
 * the app may draw that control anew (a browser-only value such as the Web Share API), and then the button at
 * the same place is the one tapped. Links need nothing: a link followed before the app is ready loads its page.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(d){var q=window.feteEarlyTaps=[];function keep(e){' +
  "if(d.documentElement.dataset.app==='ready')return;" +
  "var t=e.type==='submit'?e.target:e.target.closest&&e.target.closest('button');" +
  'if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();' +
  'for(var i=0;i<q.length;i++)if(q[i].target===t)return;' +
  'var r=t.getBoundingClientRect();' +
  'q.push({target:t,x:r.left+r.width/2+scrollX,y:r.top+r.height/2+scrollY})}' +
  "d.addEventListener('click',keep,true);d.addEventListener('submit',keep,true)})(document)";

/** The Content-Security-Policy source that lets this one inline script run (scripts are otherwise 'self' only). */
export const EARLY_TAPS_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;
