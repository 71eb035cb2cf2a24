// The checked-in catalogue and grammar loaders must be what scripts/build-languages.ts makes from the installed packages.
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { CATALOGUE_FILE, generateLanguages, GRAMMARS_FILE, renderCatalogue, renderGrammars } from '../../../scripts/build-languages'

const generated = generateLanguages()

test('assets/languages.json is up to date (else run `bun scripts/build-languages.ts`)', () => {
  expect(readFileSync(CATALOGUE_FILE, 'utf8')).toBe(renderCatalogue(generated.catalogue))
})

test('web/features/snippets/grammars.ts is up to date (else run `bun scripts/build-languages.ts`)', () => {
  expect(readFileSync(GRAMMARS_FILE, 'utf8')).toBe(renderGrammars(generated.grammars))
})

test('every grammar the catalogue names has a loader, and so does every grammar it embeds', () => {
  const grammars = generated.grammars
  for (const l of generated.catalogue) if (l.highlight) expect(grammars[l.highlight]).toBeDefined()
  for (const embeds of Object.values(grammars)) for (const id of embeds) expect(grammars[id]).toBeDefined()
  // HTML hands <script> and <style> to JavaScript and CSS.
  expect(grammars.xml).toEqual(['css', 'javascript'])
})
