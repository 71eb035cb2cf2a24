import { ShieldCheck } from 'lucide-react'
import { IconImage } from '../../../components/icon-image'
import type { ServiceIcon as Icon } from '../totp.api'

/** The 'authenticator' default key has no shared resolver yet, so the feature draws it itself. */
const isDefault = (icon: Icon | null | undefined) => !icon?.iconUrl || icon.iconProvider === 'default' || icon.iconUrl.startsWith('default:')

export function ServiceIcon({ icon, size }: { icon: Icon | null | undefined; size: number }) {
  if (isDefault(icon))
    return (
      <span className="totp-icon totp-icon-default" style={{ width: size, height: size }} aria-hidden="true">
        <ShieldCheck size={Math.round(size * 0.58)} />
      </span>
    )
  return <IconImage className="totp-icon" icon={icon} fallback="/favicon.svg" size={size} />
}
