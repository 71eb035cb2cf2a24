import { describe, expect, test } from 'bun:test'
import { fuzzyFilter, fuzzyScore } from './fuzzy'

describe('fuzzyScore', () => {
  test('matches a subsequence in order, ignoring case', () => {
    expect(fuzzyScore('jlf', 'Jellyfin')).not.toBeNull()
    expect(fuzzyScore('JELLY', 'jellyfin')).not.toBeNull()
  })

  test('refuses characters out of order or missing', () => {
    expect(fuzzyScore('fj', 'Jellyfin')).toBeNull()
    expect(fuzzyScore('jellyz', 'Jellyfin')).toBeNull()
  })

  test('an empty query matches everything', () => {
    expect(fuzzyScore('', 'anything')).toBe(0)
    expect(fuzzyScore('  ', 'anything')).toBe(0)
  })

  test('starts of words score above letters inside words', () => {
    expect(fuzzyScore('gf', 'Grafana Frontend')!).toBeGreaterThan(fuzzyScore('gf', 'Big fish')!)
    expect(fuzzyScore('ph', 'Pi-hole')!).toBeGreaterThan(fuzzyScore('ph', 'Graphs')!)
  })

  test('a camelCase hump counts as a word start', () => {
    expect(fuzzyScore('ts', 'homeTimeSeries')!).toBeGreaterThan(fuzzyScore('ts', 'hometimeseries')!)
  })

  test('picks a later word start over an earlier letter inside a word', () => {
    // 's' appears inside "Grass" before the word "Settings": the word start must win.
    expect(fuzzyScore('gs', 'Grass Settings')!).toBeGreaterThan(fuzzyScore('gs', 'Grassy')!)
  })

  test('adjacent characters score above scattered ones', () => {
    expect(fuzzyScore('plex', 'Plex Media')!).toBeGreaterThan(fuzzyScore('plex', 'Pale Extra')!)
  })

  test('spaces in the query are ignored', () => {
    expect(fuzzyScore('new link', 'New Link')).not.toBeNull()
  })
})

describe('fuzzyFilter', () => {
  const names = ['Big fish', 'Grafana Frontend', 'Gitea', 'Router']
  test('keeps only matches, best first', () => {
    expect(fuzzyFilter('gf', names, (n) => n)).toEqual(['Grafana Frontend', 'Big fish'])
  })
  test('an empty query keeps the order', () => {
    expect(fuzzyFilter('', names, (n) => n)).toEqual(names)
  })
  test('equal scores keep their order', () => {
    expect(fuzzyFilter('a', ['Ba', 'Ca'], (n) => n)).toEqual(['Ba', 'Ca'])
  })
})
