import { describe, expect, test } from 'bun:test'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { lazyScreen } from './lazy-page'

const Ready = () => <p>ready</p>

describe('lazyScreen', () => {
  test('a screen whose chunk has not arrived renders its fallback (nothing) and starts the fetch', async () => {
    let fetched = 0
    const screen = lazyScreen(async () => {
      fetched++
      return { default: Ready }
    })
    expect(renderToString(<MemoryRouter>{screen.element}</MemoryRouter>)).not.toContain('ready')
    expect(fetched).toBe(1)
  })

  test('a preloaded screen renders in the same pass as its parent, without suspending', async () => {
    let fetched = 0
    const screen = lazyScreen(async () => {
      fetched++
      return { default: Ready }
    })
    await screen.preload()
    expect(
      renderToString(
        <MemoryRouter>
          <main>{screen.element}</main>
        </MemoryRouter>,
      ),
    ).toBe('<main><!--$--><p>ready</p><!--/$--></main>')
    await screen.preload()
    expect(fetched).toBe(1)
  })

  test('a chunk that could not be fetched (the server restarting) is fetched again on the next try', async () => {
    let fetched = 0
    const screen = lazyScreen(async () => {
      if (++fetched === 1) throw new Error('offline')
      return { default: Ready }
    })
    await expect(screen.preload()).rejects.toThrow('offline')
    await screen.preload()
    expect(fetched).toBe(2)
  })
})
