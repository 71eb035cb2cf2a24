import { t } from 'elysia'
import type { AuthStyle } from '../../app-auth'
import type { ConfigField } from '../../live-app'

// Proxmox VE and Proxmox Backup Server share one API style: api2/json, answers wrapped in { data }, and an API token
// sent as '<PREFIX>=USER@REALM!TOKENID<separator>SECRET' in the Authorization header.

/** The token fields and the header that carries them: PVE writes PVEAPIToken=ID=SECRET, PBS writes PBSAPIToken=ID:SECRET. */
export function proxmoxToken(prefix: 'PVEAPIToken' | 'PBSAPIToken', separator: '=' | ':'): { config: ConfigField[]; auth: AuthStyle } {
  return {
    config: [
      { name: 'tokenId', label: 'API token ID', type: 'text', required: true, placeholder: 'root@pam!foyer' },
      { name: 'tokenSecret', label: 'API token secret', type: 'password', required: true },
    ],
    auth: { style: 'header', header: 'authorization', value: `${prefix}={tokenId}${separator}{tokenSecret}` },
  }
}

/** GET api2/json/version: needs a valid token, so it proves both the address and the credentials. */
export const proxmoxVersion = { path: 'api2/json/version', answer: t.Object({ data: t.Object({ version: t.String() }) }) }
