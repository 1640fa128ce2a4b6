/**
 * Minimal types for oidc-provider 9 (the package ships none and there is no @types package for v9): only what
 * the test eID uses. Extend when more of the library is needed.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    token_endpoint_auth_method?: 'none';
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    scope?: string;
    id_token_signed_response_alg?: string;
    require_auth_time?: boolean;
  }

  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
    readonly redirectUris: readonly string[];
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface AccessTokenLike {
    readonly accountId?: string;
    readonly clientId?: string;
    readonly kind: string;
  }

  /** An access token as oidc-provider's 'access_token.issued' / 'access_token.saved' events give it. */
  export interface IssuedAccessToken {
    readonly jti: string;
    readonly grantId?: string;
    readonly clientId?: string;
    /** Epoch seconds; absent on a JWT access token's model until its payload is built. */
    readonly exp?: number;
    readonly iat?: number;
    /** Seconds until it expires. */
    readonly remainingTTL: number;
  }

  export interface RefreshTokenLike {
    readonly authTime?: number;
    /** Seconds until it expires. */
    readonly remainingTTL: number;
  }

  export interface SessionLike {
    /** When the person signed in (epoch seconds), undefined before a sign-in. */
    authTime(): number | undefined;
  }

  export interface OIDCContext {
    readonly route: string;
    /** The models the current request works on; RotatedRefreshToken is the one a refresh just spent. */
    readonly entities: { readonly RotatedRefreshToken?: RefreshTokenLike };
    readonly client?: Client;
    readonly issuer: string;
    /** The request's parameters (for the revocation endpoint: token, token_type_hint). */
    readonly params?: Readonly<Record<string, unknown>>;
  }

  /** The subset of Koa's context that the configuration helpers below touch. */
  export interface KoaContextWithOIDC {
    body: unknown;
    type: string;
    status: number;
    readonly host: string;
    readonly method: string;
    readonly path: string;
    get(field: string): string;
    set(field: string, value: string): void;
    readonly oidc: OIDCContext;
  }

  export type AccountClaims = Record<string, unknown> & { sub: string };

  export interface Account {
    accountId: string;
    claims(use: 'id_token' | 'userinfo', scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
    scope?: string;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    responseTypes?: string[];
    clientAuthMethods?: string[];
    conformIdTokenClaims?: boolean;
    allowOmittingSingleRegisteredRedirectUri?: boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: AccessTokenLike,
    ) => Promise<Record<string, unknown> | undefined>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    jwks?: { keys: Readonly<Record<string, string>>[] };
    cookies?: {
      keys?: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
    };
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: Client,
      code: unknown,
    ) => Promise<boolean> | boolean;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => Promise<boolean> | boolean);
    /** A storage class, constructed once per model with the model's name. */
    adapter?: new (model: string) => object;
    ttl?: {
      AccessToken?: number | ((ctx: KoaContextWithOIDC, token: AccessTokenLike, client: Client) => number);
      AuthorizationCode?: number;
      IdToken?: number;
      Interaction?: number;
      Grant?: number;
      Session?: number | ((ctx: KoaContextWithOIDC, session: SessionLike) => number);
      RefreshToken?: number | ((ctx: KoaContextWithOIDC, token: RefreshTokenLike, client: Client) => number);
    };
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string };
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void> | void;
    features?: {
      devInteractions?: { enabled: boolean };
      pushedAuthorizationRequests?: { enabled: boolean };
      dPoP?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      revocation?: {
        enabled: boolean;
        allowedPolicy?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          token: AccessTokenLike,
        ) => Promise<boolean> | boolean;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void> | void;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void> | void;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined> | string | string[] | undefined;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean> | boolean;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Promise<ResourceServer> | ResourceServer;
      };
    };
  }

  export interface PromptDetail {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: PromptDetail;
    readonly params: Record<string, unknown>;
    readonly session?: { accountId: string; uid?: string; cookie?: string };
    readonly grantId?: string;
    readonly returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; acr?: string; amr?: string[]; remember?: boolean };
    consent?: { grantId: string };
  }

  export interface Grant {
    readonly accountId?: string;
    readonly clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    /** Koa's request handler (a Provider is a Koa application). */
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    on(event: 'grant.revoked', listener: (ctx: KoaContextWithOIDC, grantId: string) => void): this;
    on(
      event: 'access_token.issued' | 'access_token.saved',
      listener: (token: IssuedAccessToken) => void,
    ): this;
    /** Koa middleware, run before oidc-provider's routes. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  /** oidc-provider's default storage: one instance per model ('RefreshToken', 'Session', ...). */
  export default class MemoryAdapter {
    constructor(model: string);
    readonly model: string;
    find(id: string): Promise<Record<string, unknown> | undefined>;
    consume(id: string): Promise<void>;
  }
}
