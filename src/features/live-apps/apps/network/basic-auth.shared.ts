import type { AuthStyle } from '../../app-auth'
import type { ConfigField } from '../../live-app'

/** A page that may sit behind basic auth (a reverse proxy's or its own): user and password, both optional. */
export const OPTIONAL_BASIC_AUTH: { config: ConfigField[]; auth: AuthStyle } = {
  config: [
    { name: 'username', label: 'Username', type: 'text', placeholder: 'When it is behind basic auth' },
    { name: 'password', label: 'Password', type: 'password' },
  ],
  auth: { style: 'basic', user: 'username', password: 'password' },
}
