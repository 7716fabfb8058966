import { secureHeaders } from 'hono/secure-headers';
import { EARLY_TAPS_SOURCE } from './early-taps';

/**
 * The browser policy headers of every answer: the Content-Security-Policy keeps scripts, connections, workers,
 * the app manifest and frames to this site (images also from `imageOrigins`, the bucket's own URLs), and the
 * Permissions-Policy turns off the powerful features the site does not use.
 */
export function securityHeaders(imageOrigins: string[]) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // This site's files, and the one inline script of a server-drawn page (early-taps.ts), by its hash.
      scriptSrc: ["'self'", EARLY_TAPS_SOURCE],
      // The live channel is SSE on this origin: no other host, no WebSocket scheme needed.
      connectSrc: ["'self'"],
      // The service worker (/sw.js) and the web app manifest (decision 0051), from this origin only.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
    crossOriginEmbedderPolicy: false,
  });
}
