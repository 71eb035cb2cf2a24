import { expect, test } from 'bun:test'
import { arrowMove } from './combobox'

test('the arrows move through the options and wrap around; other keys and an empty list move nothing', () => {
  expect(arrowMove('ArrowDown', 0, 3)).toBe(1)
  expect(arrowMove('ArrowDown', 2, 3)).toBe(0)
  expect(arrowMove('ArrowUp', 0, 3)).toBe(2)
  // An index past a list that shrank counts from its last option.
  expect(arrowMove('ArrowUp', 9, 3)).toBe(1)
  expect(arrowMove('Enter', 0, 3)).toBeNull()
  expect(arrowMove('ArrowDown', 0, 0)).toBeNull()
})
