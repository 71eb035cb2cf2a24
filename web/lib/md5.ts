import { md5 } from 'js-md5'

/** The API contract: passwords travel as the MD5 hex of the password; the server argon2-hashes that. */
export const passwordDigest = (password: string) => md5(password)
