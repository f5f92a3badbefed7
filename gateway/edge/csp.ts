/**
 * The Content-Security-Policy the built app satisfies: scripts only from the origin (no eval, no
 * inline scripts), styles from the origin plus inline <style> (styled-components injects them),
 * images from the origin, data: and blob: (canvas exports, QR codes), connections to the origin
 * (/api) and its WebSocket (/ws). No plugins, no framing by other sites.
 */

/** Directives for @fastify/helmet (camelCase names). */
export function contentSecurityPolicy(): { useDefaults: false; directives: Record<string, string[] | null> } {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}
