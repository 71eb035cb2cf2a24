import { useSearchParams } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { iconsApi, OWN_PACK } from '../../features/icons/icons.api'
import { ImageLibrary } from '../../features/icons/components/image-library'
import { PackBrowser } from '../../features/icons/components/pack-browser'

/** The own images, or with ?iconPackId= the icons of another pack; titled with the pack's name. */
export default function ManageIconPackImagesPage() {
  const [params] = useSearchParams()
  const packId = params.get('iconPackId') || OWN_PACK
  const own = packId === OWN_PACK
  const info = useApi((signal) => (own ? null : iconsApi.info(packId, signal)), [packId, own], {
    onError: (error) => toastUnlessHandled(error, 'Cannot load icon pack information.'),
  })
  const title = own ? 'My Icons' : (info.data?.iconName ?? '')

  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Icon Packs', to: '/manage/iconpack' }, { label: title || 'Icons' }]} />
        <h1 className="page-title">{title || '\u00a0'}</h1>
      </header>
      {own ? <ImageLibrary /> : <PackBrowser packId={packId} label={title} />}
    </div>
  )
}
