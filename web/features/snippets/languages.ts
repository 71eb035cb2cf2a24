import catalogue from '../../../assets/languages.json'
import { builtInIconBase } from '../../../src/features/icons/icons.defaults'
import { DISPLAY_TEXT } from '../../../src/features/snippets/snippets.constants'
import type { Language } from '../../../src/features/snippets/snippets.schema'
import { useDashboard } from '../../stores/dashboard.store'

export type { Language }

/** The same catalogue the server validates against; it travels in this lazy chunk, not in the first load. */
export const LANGUAGES: readonly Language[] = catalogue as Language[]

const byValue = new Map(LANGUAGES.map((l) => [l.languageValue, l]))
export const languageOf = (value: string): Language | undefined => byValue.get(value)

export const defaultFilename = (language: Language | undefined) => (language ? `snippet.${language.languageExtension}` : '')

/** Copy and download make sense for code, not for Display Text (spec). */
export const isCode = (value: string) => value !== DISPLAY_TEXT

/** The language's icon (an embedded simple-icons or Tabler icon) for dark and light themes; null until the packs are known. */
export function useLanguageIcon(language: Language | undefined) {
  const packs = useDashboard((s) => s.data?.iconPacks)
  if (!language || !packs) return null
  const [provider, id] = language.languageIcon.split(':') as [string, string]
  const version = packs.find((p) => p.id === provider)?.version
  if (!version) return null
  return { iconUrl: `${builtInIconBase(provider, version, 'dark')}${id}.svg`, iconUrlLight: `${builtInIconBase(provider, version, 'light')}${id}.svg` }
}
