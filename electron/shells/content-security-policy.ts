// The one Content Security Policy of the window, whichever shell shows it: the Electron
// window (a response header of its app:// scheme) and the web shell (a header on every
// response). Both import it from here, so the browser-tested renderer runs under exactly
// the rules the desktop window enforces. Nothing inline, nothing remote: scripts, styles
// and fonts only from the app's own origin, images also as data: URLs, network only back
// to the origin (the web shell's /rpc and /events), no <base>, no form posts, no framing.
export const WINDOW_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
