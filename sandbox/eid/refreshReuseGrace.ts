import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';

/** How long a spent refresh token is still taken, as a broker's reuse interval (Okta's default). */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 30;

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * oidc-provider's in-memory storage, with a reuse interval for rotated refresh tokens, as the brokers offer
 * one (Okta's grace period, Auth0's reuse interval, Keycloak's max reuse): a refresh token that was spent less
 * than `graceSeconds` ago is taken once more, and gives a new pair; later, using it again still revokes the
 * whole sign-in. Without it, a person who reloads the page while a renewal is on its way is signed out: the
 * eID has spent the old token, and the answer with the new one went to the page that was left.
 */
export function refreshTokenReuseGrace(graceSeconds: number): typeof MemoryAdapter {
  return class RefreshTokenReuseGraceAdapter extends MemoryAdapter {
    override async find(id: string): Promise<Record<string, unknown> | undefined> {
      const payload = await super.find(id);
      if (this.model !== 'RefreshToken' || payload === undefined) return payload;
      const { consumed } = payload;
      if (typeof consumed !== 'number' || nowInSeconds() - consumed > graceSeconds) return payload;
      const { consumed: _spentMoments, ...stillTaken } = payload;
      return stillTaken;
    }

    override async consume(id: string): Promise<void> {
      // The grace counts from the first use: a second use within it does not lengthen it.
      const payload = await super.find(id);
      if (this.model === 'RefreshToken' && typeof payload?.consumed === 'number') return;
      await super.consume(id);
    }
  };
}
