// Pure data: Homepage's widget types that a built-in live app stands for (gethomepage.dev/widgets/services/), read by the
// Homepage file import and by the Docker labels (homepage.widget.*) alike.

/** For each widget type, the live app it becomes and which widget setting fills which of the app's fields. */
export const HOMEPAGE_WIDGETS: Readonly<Record<string, { appId: string; fields: Readonly<Record<string, string>> }>> = {
  pihole: { appId: 'pihole', fields: { key: 'password' } },
  jellyfin: { appId: 'jellyfin', fields: { key: 'apiKey' } },
  portainer: { appId: 'portainer', fields: { key: 'apiKey' } },
  proxmox: { appId: 'proxmox', fields: { username: 'tokenId', password: 'tokenSecret' } },
  uptimekuma: { appId: 'uptime-kuma', fields: { slug: 'slug' } },
  ...Object.fromEntries(
    ['sonarr', 'radarr', 'lidarr', 'readarr', 'prowlarr', 'bazarr', 'sabnzbd', 'tautulli', 'overseerr', 'jellyseerr', 'emby'].map((id) => [
      id,
      { appId: id, fields: { key: 'apiKey' } },
    ]),
  ),
  plex: { appId: 'plex', fields: { key: 'token' } },
  ...Object.fromEntries(['qbittorrent', 'transmission', 'nzbget'].map((id) => [id, { appId: id, fields: { username: 'username', password: 'password' } }])),
  adguard: { appId: 'adguard-home', fields: { username: 'username', password: 'password' } },
  deluge: { appId: 'deluge', fields: { password: 'password' } },
}

/** Homepage fills these from the environment or files at its start (in services.yaml and in labels): the value is not there. */
export const HOMEPAGE_PLACEHOLDER = /\{\{\s*HOMEPAGE_(VAR|FILE)_|\$\{/
