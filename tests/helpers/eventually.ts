/**
 * Polls `check` every 5 ms until it holds or `withinMs` passes; returns whether it held, for the test to assert (a
 * condition that never comes fails with its own message at the deadline, not by the test runner's time-out).
 */
export async function eventually(check: () => boolean, withinMs = 1_000): Promise<boolean> {
  const deadline = Date.now() + withinMs
  while (!check()) {
    if (Date.now() > deadline) return false
    await Bun.sleep(5)
  }
  return true
}
