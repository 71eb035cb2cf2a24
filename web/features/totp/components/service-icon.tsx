import { useDefaultIcon } from '../../../components/default-icon'
import { IconImage } from '../../../components/icon-image'
import type { ServiceIcon as Icon } from '../totp.api'

/** A service's icon, or the default authenticator icon when it has none. */
export function ServiceIcon({ icon, size }: { icon: Icon | null | undefined; size: number }) {
  const fallback = useDefaultIcon('authenticator')
  return <IconImage className="totp-icon" icon={icon ?? fallback} fallback="/favicon.svg" size={size} />
}
