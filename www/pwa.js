// Offline play: registers the service worker (sw.js at the root of the build, written by
// pwa/sw.js and stamped by Trunk's post-build hook). Nothing happens where service workers are
// not available (file:// pages, old browsers); the game works without it, only not offline.

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  navigator.serviceWorker.register('sw.js', { scope: './' }).catch((e) => {
    console.warn(`Offline play is not available: ${e.message || e}`);
  });
}
