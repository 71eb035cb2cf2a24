import type { Icon } from '../../src/core/input'
import { IconImage } from './icon-image'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')

/** The user's avatar image, or their initials when they have none; the parent gives it its round frame. */
export function Avatar({ icon, name, size }: { icon: Icon | null | undefined; name: string; size: number }) {
  return icon?.iconUrl ? (
    <IconImage className="avatar-img" icon={icon} fallback="/icons/person.svg" size={size} />
  ) : (
    <span className="avatar-initials" aria-hidden="true">
      {initials(name)}
    </span>
  )
}
