import { expect, test } from 'bun:test'
import { Cloud, CloudFog, CloudLightning, CloudRain, CloudSnow, CloudSun, type LucideIcon, Sun } from 'lucide-react'
import { weatherIcon } from './weather-format'

test("weather codes map to spec 1's icons", () => {
  const cases: Array<[number[], LucideIcon]> = [
    [[0], Sun],
    [[1], CloudSun],
    [[2, 3], Cloud],
    [[45, 48], CloudFog],
    [[51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 80, 81, 82, 85, 86], CloudRain],
    [[71, 73, 75, 77], CloudSnow],
    [[95, 96, 99], CloudLightning],
  ]
  for (const [codes, icon] of cases) for (const code of codes) expect([code, weatherIcon(code)]).toEqual([code, icon])
})
