// Pure data the server and the web share: the one spelling of "keep the stored secret".

/**
 * What an edit form gets in place of a stored secret (a credential's or device's password and key, a live app's secret
 * field, the OIDC client secret, a camera address's password); sent back untouched, the stored value is kept.
 */
export const KEPT_SECRET = '\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022'
