/**
 * The test eID's signing key (RS256). SANDBOX ONLY: this private key is public in the repository, so anything
 * signed with it proves nothing. Never use it, or anything signed with it, outside the local sandbox.
 *
 * It is fixed (not generated at start) so that tokens stay verifiable across restarts and so that the sandbox
 * API and its unit tests can verify and mint access tokens without a running provider.
 */
export interface SandboxRsaPrivateJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

export const sandboxSigningJwk: Readonly<SandboxRsaPrivateJwk> = Object.freeze({
  kty: 'RSA',
  kid: 'sandbox-eid-1',
  alg: 'RS256',
  use: 'sig',
  n: 'siGMuSdGMdW5iF973PTOKZsdHiY1Co1i4YqS9rkQAmjsyRtVZqg3RoLF_Hj6-b7qRwhoC57YhGrf3-_VbPBaMiy6SnButGO_4SWlcrYKmfTDdMOulpXEvJYrl6jcjqg6hD17l11YrdmD5EgcQ8tbbtv5Zhl366oVfQK1017q-_Mkt7UWPBKz0msoGy73LnMiY5PfmSTS-KCUfC6jOIRB28noABGpQwsArI1FgmKm7-9DmyktoTwyKzQjXnCAUIkaaegdO2-f5b5aw_-GEeXDIj29j3gOFO2Iu8mxLUtr0cG1Y9BsHjVKnUJUfhYAdBZ613ursFnIZ-0rsC6qVfUDmw',
  e: 'AQAB',
  d: 'PenxWq2u9UVfDmp5x-wC-G0kqsUG7JsGAnTC7iSWzu-fVas9fMf9JnHv1PhL66CTF4txdpCIm0X2eISI_ytvfj8TpSn9IJAHMn9-SSfC-Y4cnaoiNc7qqc3cawNTXfZVGH-yRIM6fnq7IA58XIgDSL4GqpkxmGTuwRu_DS_Rpy5entSsWRYGn9HZhfV2hrKIeti4uCJt3Tc6lHoaZGayb59Y6fYxRjZYQ2XC7PdYfhtDzaoqZe1yXvw9kKA19gRxQ_lN_6aii8PPKh-vPgmf1l1LhQWSeLKdWmW-KUNjRhO4sjARC0GIxCy3cb4ttYQCr6xNyCLnZcPzsGlieliJWQ',
  p: '-SEGmlxO1kBYYdoceI23mvlyI_PsuS244Jb5g7KfT0vq1xV-o7Tl_UK7r42xgiLWqEsh_XjeCwTApwQgBmWbEQ0fdHKwgieNXODBgOj9Z2n1tkx_BLp5gSEHfGby5QwF0cL6hM_Tw3kfkKPb146mc7psWTbiRqOMoyEDxMspdmc',
  q: 'tws-QUeXuWg3VEPZKXj4Z87QhI5nSnhee-AHuKywN_pnHMT1Rs0M4QyVoAotQXcdGmLgEQPVWwK6gaLn5WkfHJBwwLBUXxcBLy4dRGyKvl7vNmF5DD_zuzeC04_32PcJdZUpWKF7i2o_M9lx2i-O4t-HlFOhbnO0KicFMWeQAK0',
  dp: '6mYWbln3m0KDZd3v98VvQRL-P7Gbw0evsTCbpzwDBHrrhF8m_iSQWE_Xg3-Pyl-5FDNM0c5NLJTWJs6MyzgCRHLSa6AVTwCj0wVtSzrsYcaid1lWET7aX5KSFoxOcQ900j3fs-JO3pYyCscBa7k-B5kZpH8tO0VaZ4oCn8B_THU',
  dq: 'AZNDMeSf1aSj9UGwOL8lxB7vhHSFRwrKJV7EMj6qNZEeGg1H3xgcqEMndn0f7pRL19JKA1t5FpNrb3orbLn-3owPrFjYIQldpT5MWi5k80Z14I3uMMDMJCxSH-f5RhC6MBzcgjrBiW2cpaGVbT9Dh4hM7mXZ2c19G2_Ch65QevE',
  qi: 'u2Y_D8Z5yMSzbPAIlvMizTtjt5PF4XxBQcWXnhOwRzUQKUhiUhb_F_Cjxm-F6Ych8bhHveBPojBIAhjhUu8JYY1BxSnbzpSOTmSehAXpFYCY2E4y7EIBh_fYD9sqPXnTUVxjU9EeOGv0hZhtQD3loTNEhFBTgYX0nQZbuktopus',
});

/** The public half of {@link sandboxSigningJwk}, as published at the provider's `jwks_uri`. */
export const sandboxPublicJwk = Object.freeze({
  kty: sandboxSigningJwk.kty,
  kid: sandboxSigningJwk.kid,
  alg: sandboxSigningJwk.alg,
  use: sandboxSigningJwk.use,
  n: sandboxSigningJwk.n,
  e: sandboxSigningJwk.e,
});
