// The security headers every answer carries, in one place: the app's onRequest hook sets them, and
// so does the early server that shows the web app while the database opens (early-server.ts).
// Nothing here may import more than Node: the early server loads it before anything else.

/**
 * The CSP allows only what the app itself loads: its own scripts and styles, images and media from
 * our origin (uploads) or made in the page (data:, blob:), and calls to our own API.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/**
 * The usual hardening headers. Cross-origin isolation (COEP) stays off, so a future embed of a
 * public image does not break silently.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});
