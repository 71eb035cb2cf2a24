// Pure data (no imports): the web reads it too, without pulling Elysia into the browser bundle.

/** Plain text: no highlighting, no copy or download (spec). */
export const DISPLAY_TEXT = 'disptext'

/** Snippets per page of the viewer's list (Load More fetches the next). */
export const SNIPPET_PAGE_SIZE = 20

/** Largest code item, in UTF-8 bytes; bigger ones are refused with 413. */
export const MAX_CODE_BYTES = 256 * 1024
