import { useId, useMemo, useState } from 'react'
import { LANGUAGES } from '../languages'

interface LanguageFieldProps {
  value: string
  onChange(value: string): void
}

/** A search box narrowing a native select of the ~350 languages (the select keeps keyboard and mobile pickers). */
export function LanguageField({ value, onChange }: LanguageFieldProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const options = useMemo(() => {
    const q = query.trim().toLowerCase()
    if (!q) return LANGUAGES
    // The chosen language stays listed, so the select never shows something else than the value.
    return LANGUAGES.filter((l) => l.languageValue === value || l.languageName.toLowerCase().includes(q) || l.languageExtension.toLowerCase() === q)
  }, [query, value])
  return (
    <div className="field">
      <label htmlFor={`${id}-select`}>Language</label>
      <div className="language-field">
        <input type="search" placeholder="Search languages" aria-label="Search languages" value={query} onChange={(e) => setQuery(e.target.value)} />
        <select id={`${id}-select`} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select a language</option>
          {options.map((l) => (
            <option key={l.languageValue} value={l.languageValue}>
              {l.languageName}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
