import { expect, test } from 'bun:test'
import { usableIcon } from './icons.api'

test('the picker takes only icons the server takes: a same-origin path or an http(s) address, light variant included', () => {
  const icon = (iconUrl: string, iconUrlLight: string | null = null) => ({ iconUrl, iconUrlLight })
  for (const ok of [icon('/api/v1/icons/tabler/3.0.0/dark/link.svg'), icon('https://cdn.example.org/a.png', 'http://cdn.example.org/b.png')])
    expect([ok.iconUrl, usableIcon(ok)]).toEqual([ok.iconUrl, true])
  for (const bad of [
    icon(''),
    icon('a.svg'),
    icon('//evil.example/x.svg'),
    icon('javascript:alert(1)'),
    icon('data:image/svg+xml,x'),
    icon('/ok.svg', 'ftp://x/y.svg'),
  ])
    expect([bad.iconUrl, bad.iconUrlLight, usableIcon(bad)]).toEqual([bad.iconUrl, bad.iconUrlLight, false])
})
