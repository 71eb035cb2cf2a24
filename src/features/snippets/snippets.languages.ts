import catalogue from '../../../assets/languages.json'
import type { Language } from './snippets.schema'

/** The catalogue the snippet calls accept (generated from Linguist by scripts/build-languages.ts). */
export const LANGUAGES = catalogue as Language[]

const byValue = new Map(LANGUAGES.map((l) => [l.languageValue, l]))

export const findLanguage = (value: string): Language | null => byValue.get(value) ?? null
