import { bookstack } from './bookstack'
import { forgejo } from './forgejo'
import { freshrss } from './freshrss'
import { gitea } from './gitea'
import { gitlab } from './gitlab'
import { karakeep } from './karakeep'
import { kimai } from './kimai'
import { linkding } from './linkding'
import { linkwarden } from './linkwarden'
import { mailcow } from './mailcow'
import { mastodon } from './mastodon'
import { miniflux } from './miniflux'
import { nextcloud } from './nextcloud'
import { paperlessNgx } from './paperless-ngx'
import { seafile } from './seafile'
import { shlink } from './shlink'
import { stirlingPdf } from './stirling-pdf'
import { syncthing } from './syncthing'
import { vaultwarden } from './vaultwarden'
import { vikunja } from './vikunja'

export const PRODUCTIVITY = [
  gitea,
  forgejo,
  gitlab,
  nextcloud,
  paperlessNgx,
  vaultwarden,
  stirlingPdf,
  syncthing,
  miniflux,
  freshrss,
  linkding,
  linkwarden,
  karakeep,
  vikunja,
  bookstack,
  mastodon,
  mailcow,
  seafile,
  shlink,
  kimai,
]
