import type { Icon } from '../../../src/core/input'
import type { PackJson, PackSummary, StorePack, UploadedImage } from '../../../src/features/icons/icons.schema'
import { SAFE_URL_PATTERN } from '../../../src/definitions/safe-url'
import { SELF_HOSTED } from '../../../src/features/icons/icons.defaults'
import { api } from '../../lib/api-client'

export type { PackJson, PackSummary, StorePack, UploadedImage }
export type PackWithPreview = PackSummary & { preview: Icon[] }

const USABLE = new RegExp(SAFE_URL_PATTERN)

/** An icon the server will take: a pack may list one whose address is relative to nothing, or another scheme. */
export const usableIcon = (icon: Icon) => USABLE.test(icon.iconUrl) && (!icon.iconUrlLight || USABLE.test(icon.iconUrlLight))

/** The id and provider of the own uploads. */
export const OWN_PACK = SELF_HOSTED

export const iconsApi = {
  packs: (signal?: AbortSignal) => api<PackWithPreview[]>('GET', '/iconpack/list', { signal }),
  info: (id: string, signal?: AbortSignal) => api<PackSummary>('GET', `/iconpack/info/${encodeURIComponent(id)}`, { central: false, signal }),
  packIcons: (id: string) => api<PackJson>('GET', `/iconpack/icons/${encodeURIComponent(id)}`, { central: false }),
  deletePack: (id: string) => api<string>('GET', `/iconpack/delete/${encodeURIComponent(id)}`, { central: false }),
  store: (signal?: AbortSignal) => api<StorePack[]>('GET', '/iconpack/store', { central: false, signal }),
  install: (iconpackUrl: string) => api<{ pack: PackSummary; updated: boolean }>('POST', '/iconpack/add', { body: { iconpackUrl }, central: false }),
  images: (page: number, signal?: AbortSignal) => api<UploadedImage[]>('GET', `/images?page=${page}`, { central: false, signal }),
  deleteImage: (id: number) => api<string>('GET', `/image/delete/${id}`, { central: false }),
  upload(file: File) {
    const form = new FormData()
    form.set('icon', file)
    return api<UploadedImage>('POST', '/images/upload', { body: form, central: false })
  },
}

/** An own upload as an icon reference (the self-hosted provider). */
export const imageIcon = (image: UploadedImage): Icon => ({ iconUrl: image.iconPath, iconUrlLight: null, iconProvider: OWN_PACK, iconId: String(image.id) })

const ABSOLUTE = /^(https?:\/\/|\/(?!\/))/i

/** Every icon of a pack JSON as icon references: relative addresses joined to baseUrl (light ones to baseUrlLight). */
export function packIcons(pack: PackJson): Array<Icon & { iconName: string }> {
  const join = (url: string, base: string | null | undefined) => (ABSOLUTE.test(url) ? url : `${base ?? ''}${url}`)
  return pack.iconData.map((icon) => ({
    iconName: icon.iconName,
    iconId: icon.iconId,
    iconProvider: pack.iconProvider,
    iconUrl: join(icon.iconUrl, pack.baseUrl),
    // Embedded packs give only a light base: the same file name under it is the light variant.
    iconUrlLight: icon.iconUrlLight
      ? join(icon.iconUrlLight, pack.baseUrlLight ?? pack.baseUrl)
      : pack.baseUrlLight
        ? join(icon.iconUrl, pack.baseUrlLight)
        : null,
  }))
}
