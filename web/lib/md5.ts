/**
 * The API contract: passwords travel as the MD5 hex of the password; the server argon2-hashes that.
 * The hash code loads when a password is first sent, not with the login screen.
 */
export const passwordDigest = async (password: string) => (await import('js-md5')).md5(password)
