// The stream hub's numbers (spec 2 §4 and §9).

/** Streams playing live at once; a fifth drops the oldest. */
export const MAX_LIVE = 4
/** An empty preview is asked for again this many times, this far apart. */
export const PREVIEW_RETRIES = 3
export const PREVIEW_RETRY_MS = 3_000
/** The preview picture is fetched afresh this often (spec 1 §4: the quick preview resets itself after 120 s). */
export const PREVIEW_RESET_MS = 120_000
/** A player that failed starts again after this long. */
export const RELOAD_AFTER_ERROR_MS = 5_000
/** The player tells the server it is still there this often. */
export const KEEP_ALIVE_MS = 5_000
/** Bytes received while the picture lags behind live: past this, frames are skipped to catch up. */
export const SKIP_BUFFER_BYTES = 1_048_576
/** Live sync: how many half-second steps of latency the player tolerates before chasing the live edge. */
export const LIVE_SYNC_DURATION_COUNT = 4
/** Automatic recovery: a failing player is restarted this many times before it stays stopped. */
export const RECOVERY_RETRIES = 3
