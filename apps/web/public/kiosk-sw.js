// The check-in kiosk's service worker (registered by features/checkin/offline/kiosk-service-worker.ts, served
// by the server at /<club>/checkin/sw.js, scope /<club>/checkin). It keeps the kiosk's app shell so a reload
// without internet still opens the kiosk: every kiosk page is the same index.html, kept under the scope's URL
// (network first, so a new build is used as soon as it is reachable), and the assets it loads (content-hashed
// names under /static/, so cache first). API calls are left alone: the page queues check-ins itself.
const CACHE = 'kiosk-shell-v1';
const SHELL = self.registration.scope.replace(/\/$/, '');

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** Keeps a copy of an answer worth keeping; a failure to store costs the offline copy, nothing else. */
async function keep(key, response) {
  if (!response.ok) return;
  const cache = await caches.open(CACHE);
  await cache.put(key, response).catch(() => undefined);
}

// The page loaded its first assets before this worker controlled it: it names them once the worker is ready.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'kiosk-cache') return;
  const urls = [SHELL, ...event.data.urls.filter((url) => new URL(url).pathname.startsWith('/static/'))];
  event.waitUntil(
    Promise.all(
      urls.map(async (url) => {
        if (url !== SHELL && (await caches.match(url))) return;
        const response = await fetch(url, { cache: 'no-cache' }).catch(() => undefined);
        if (response) await keep(url, response);
      }),
    ),
  );
});

async function shellFirstFromNetwork(request) {
  try {
    const response = await fetch(request);
    await keep(SHELL, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL);
    if (cached) return cached;
    throw error;
  }
}

async function assetFromCache(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await keep(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(shellFirstFromNetwork(request));
  else if (url.pathname.startsWith('/static/')) event.respondWith(assetFromCache(request));
});
