/** index.html's meta tag naming the build (scripts/build-web.ts); the service worker's URL carries it. */
export const BUILD_META = 'foyer-build'
