import { describe, expect, test } from 'bun:test'
import { renderToString } from 'react-dom/server'
import { lazyScreen } from './lazy-page'

const Ready = () => <p>ready</p>

describe('lazyScreen', () => {
  test('a screen whose chunk has not arrived renders its fallback (nothing) and starts the fetch', async () => {
    let fetched = 0
    const screen = lazyScreen(async () => {
      fetched++
      return { default: Ready }
    })
    expect(renderToString(screen.element)).not.toContain('ready')
    expect(fetched).toBe(1)
  })

  test('a preloaded screen renders in the same pass as its parent, without suspending', async () => {
    let fetched = 0
    const screen = lazyScreen(async () => {
      fetched++
      return { default: Ready }
    })
    await screen.preload()
    expect(renderToString(<main>{screen.element}</main>)).toBe('<main><!--$--><p>ready</p><!--/$--></main>')
    await screen.preload()
    expect(fetched).toBe(1)
  })
})
