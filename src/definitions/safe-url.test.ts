import { expect, test } from 'bun:test'
import { clickTarget } from './safe-url'

test('a click opens a path of this Foyer here, an http(s) URL in a new tab, and nothing that a browser reads as another site or scheme', () => {
  const cases: Array<[string, '_self' | '_blank' | null]> = [
    ['/todos', '_self'],
    ['/', '_self'],
    ['https://x.example', '_blank'],
    ['http://10.0.0.5:8096/', '_blank'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['todos', null],
  ]
  for (const [url, target] of cases) expect([url, clickTarget(url)]).toEqual([url, target])
})
