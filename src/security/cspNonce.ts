/**
 * The styles' CSP nonce (#42: a CSP without 'unsafe-inline'). The server writes a new one into index.html's
 * `<meta name="csp-nonce">` for each answer, in place of {@link CSP_NONCE_PLACEHOLDER}, and the same into the
 * answer's `style-src` (config/security-headers.ts; nginx uses its request id, `vite preview` a random value).
 * The style sheets the portal's libraries make (Emotion's for MUI, goober's for notistack) carry it. The dev
 * server leaves the placeholder and sends no CSP: then there is none.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function styleNonce(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && content !== CSP_NONCE_PLACEHOLDER ? content : undefined;
}
