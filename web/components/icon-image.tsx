import { useState } from 'react'
import type { Icon } from '../../src/core/input'
import { inlineIcon } from '../lib/inline-icons'
import { useDrawnIcon } from './default-icon'
import { useDashboard } from '../stores/dashboard.store'
import { themeOf } from '../themes/themes'

interface IconImageProps {
  icon: Pick<Icon, 'iconUrl' | 'iconUrlLight'> | null | undefined
  /** Used when there is no icon or it fails to load. */
  fallback: string
  size: number
  alt?: string
  className?: string
}

/** An icon reference as an image, taking its light variant on light themes when it has one; embedded icons an answer brought come from memory. */
export function IconImage({ icon: stored, fallback, size, alt = '', className }: IconImageProps) {
  const icon = useDrawnIcon(stored)
  const light = useDashboard((s) => themeOf(s.data?.userData.colorTheme).type === 'light')
  const wanted = (light && icon?.iconUrlLight) || icon?.iconUrl || fallback
  const [failed, setFailed] = useState<string | null>(null)
  const src = failed === wanted ? fallback : inlineIcon(wanted)
  return <img className={className} src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(wanted)} />
}
