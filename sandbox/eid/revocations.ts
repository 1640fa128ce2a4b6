/**
 * Which of the test eID's access tokens are revoked. They are JWTs the sandbox API verifies on its own, so the
 * eID stores none of them (oidc-provider keeps only opaque tokens) and cannot tell them apart at its revocation
 * or introspection endpoint. This register notes each access token as it is issued (its `jti`, grant and
 * expiry), and counts it revoked when its grant is revoked (sign-out at the eID, the refresh token revoked, a
 * spent refresh token used again) or when it is revoked itself (RFC 7009 with the access token). The sandbox
 * API asks it on every call ({@link AccessTokenRevocations.isRevoked}): an in-process deny-list, since the
 * sandbox runs the eID and the API in one Node process. What the real API does instead: docs/security.md.
 *
 * Nothing is kept past a token's expiry: an expired token is refused anyway.
 */
export interface AccessTokenRevocations {
  /** Whether the access token with this `jti` has been revoked. */
  isRevoked(jti: string): boolean;
}

interface Issued {
  grantId: string | undefined;
  /** Epoch seconds. */
  exp: number;
}

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

export class AccessTokenRegister implements AccessTokenRevocations {
  /** Tokens issued and not yet expired, by jti. */
  readonly #issued = new Map<string, Issued>();
  /** Revoked tokens, by jti, with their expiry. */
  readonly #revoked = new Map<string, number>();
  /**
   * Revoked grants, until the last token that can belong to them has expired: a renewal that read the grant
   * just before it was revoked may issue a token after, and that one is refused too.
   */
  readonly #revokedGrants = new Map<string, number>();
  readonly #maxTokenSeconds: () => number;

  /** `maxTokenSeconds`: the longest an access token may live (the configured lifetime, asked each time). */
  constructor(maxTokenSeconds: () => number) {
    this.#maxTokenSeconds = maxTokenSeconds;
  }

  /** An access token was issued (oidc-provider's 'access_token.issued' event). */
  issued(jti: string, grantId: string | undefined, exp: number): void {
    this.#prune();
    if (grantId !== undefined && this.#revokedGrants.has(grantId)) {
      this.#revoked.set(jti, exp);
      return;
    }
    this.#issued.set(jti, { grantId, exp });
  }

  /** Every access token of the grant is revoked (oidc-provider's 'grant.revoked' event). */
  revokeGrant(grantId: string): void {
    this.#prune();
    let lastExp = nowInSeconds() + this.#maxTokenSeconds();
    for (const [jti, token] of this.#issued) {
      if (token.grantId !== grantId) continue;
      this.#issued.delete(jti);
      this.#revoked.set(jti, token.exp);
      lastExp = Math.max(lastExp, token.exp);
    }
    this.#revokedGrants.set(grantId, lastExp);
  }

  /** One access token is revoked (RFC 7009 with the access token); `exp` is its expiry. */
  revoke(jti: string, exp: number): void {
    this.#prune();
    this.#issued.delete(jti);
    this.#revoked.set(jti, exp);
  }

  isRevoked(jti: string): boolean {
    return this.#revoked.has(jti);
  }

  #prune(): void {
    // A minute past expiry, for the verifiers' clock tolerance.
    const before = nowInSeconds() - 60;
    for (const map of [this.#revoked, this.#revokedGrants]) {
      for (const [key, exp] of map) if (exp < before) map.delete(key);
    }
    for (const [jti, token] of this.#issued) if (token.exp < before) this.#issued.delete(jti);
  }
}
