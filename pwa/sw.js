// The service worker: keeps every file of the build (listed by build.json, which Trunk's
// post-build hook writes) so the game loads and plays with the network off after the first
// visit. The engine's files carry their content's hash in their names, so they come from the
// cache first; every other file (the page, its scripts and styles) comes from the network first
// while it can be reached, so a new build never mixes with the scripts of an old one, and from
// the cache when it cannot. The build's version is stamped below at build time; a new version
// replaces the old cache.

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

/** Files whose name holds their content's hash: they never change. */
const HASHED = /-[0-9a-f]{8,}(_bg\.wasm|\.js)$/;

/** From the network when it can be reached (and kept), else from the cache. */
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (e) {
    const url = new URL(request.url);
    const cached =
      (await cache.match(request, { ignoreSearch: true })) ||
      (request.mode === 'navigate' && url.pathname.endsWith('/') ? await cache.match('./') : null);
    if (cached) return cached;
    throw e;
  }
}

/** From the cache, else from the network (and kept). */
async function cacheFirst(request) {
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
  const hashed = HASHED.test(new URL(request.url).pathname);
  event.respondWith(hashed ? cacheFirst(request) : networkFirst(request));
});
