import { IconImage } from '../../../components/icon-image'
import { languageOf, useLanguageIcon } from '../languages'

/** The language's icon and name; an unknown value shows as it is. */
export function LanguageLabel({ value, size = 16 }: { value: string; size?: number }) {
  const language = languageOf(value)
  const icon = useLanguageIcon(language)
  return (
    <span className="language-label">
      {icon && <IconImage icon={icon} fallback={icon.iconUrl} size={size} />}
      <span>{language?.languageName ?? value}</span>
    </span>
  )
}
