import type { ConfigField } from '../../live-app'

/** The fields of a service that signs in with its own user and password. */
export const USER_AND_PASSWORD: ConfigField[] = [
  { name: 'username', label: 'Username', type: 'text', required: true },
  { name: 'password', label: 'Password', type: 'password', required: true },
]

/** The fields of a service that signs in with an email address and a password. */
export const EMAIL_AND_PASSWORD: ConfigField[] = [
  { name: 'email', label: 'Email', type: 'text', required: true },
  { name: 'password', label: 'Password', type: 'password', required: true },
]
