// The service worker: keeps every file of the build (listed by build.json, which Trunk's
// post-build hook writes) so the game loads and plays with the network off after the first
// visit. Pages are fetched from the network first, so a new build shows as soon as it is online;
// everything else comes from the cache first (file names carry their content's hash).
// The build's version is stamped below at build time; a new version replaces the old cache.

const VERSION = '__BUILD_VERSION__';
const CACHE = `quadrille-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch('build.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
      const build = await response.json();
      const cache = await caches.open(CACHE);
      await cache.addAll(['./', 'build.json', ...build.files]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('quadrille-') && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The page itself: from the network when possible (and kept), else from the cache. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (e) {
    const url = new URL(request.url);
    const cached =
      (await cache.match(request, { ignoreSearch: true })) ||
      (url.pathname.endsWith('/') ? await cache.match('index.html') : null) ||
      (await cache.match('./'));
    if (cached) return cached;
    throw e;
  }
}

/** Any other file: from the cache, else from the network (and kept). */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(request.mode === 'navigate' ? page(request) : asset(request));
});
