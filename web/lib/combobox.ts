// A search field over a list of options (the command palette, the link form's app picker): the field keeps the focus,
// the arrows move the active option (aria-activedescendant) and wrap around.

/** The field's ARIA and input attributes, for the list `listId` whose active option is `activeId`. */
export const comboboxField = (listId: string, activeId: string | undefined) =>
  ({
    role: 'combobox',
    'aria-expanded': true,
    'aria-controls': listId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': activeId,
    autoComplete: 'off',
    spellCheck: false,
  }) as const

/** The option an arrow key moves to among `count`, wrapping around; null for any other key or an empty list. */
export function arrowMove(key: string, index: number, count: number): number | null {
  const step = ({ ArrowDown: 1, ArrowUp: -1 } as Record<string, number>)[key]
  if (!step || !count) return null
  return (Math.min(index, count - 1) + step + count) % count
}
