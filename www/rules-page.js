// The rules page (rules.html?game=ID): loads the engine for the names of the games, shows the
// rules of the game asked for, and lets the reader switch game. "Back to the game" returns to
// the game page as it was left (the game lives in its address and in storage, never here).

import { loadBindings } from './loader.js';
import { openEngine } from './engine.js';
import { RULES } from './rules/index.js';
import { showRules } from './rules-view.js';
import { loadLook, isDark, watchLook } from './saved-look.js';

// Light or dark as the game page's Look menu chose (or the system, with "System").
const applyLook = () => {
  document.documentElement.dataset.theme = isDark(loadLook()) ? 'dark' : 'light';
};
applyLook();
watchLook(applyLook);

const main = document.getElementById('rules');
const select = /** @type {HTMLSelectElement} */ (document.getElementById('rules-game'));
const back = /** @type {HTMLAnchorElement} */ (document.getElementById('back'));
const problem = document.getElementById('problem');

function fail(text) {
  problem.textContent = text;
  problem.hidden = false;
}

/** Shows game `id`; an unknown id is said plainly and the first game shown instead. */
function show(games, id) {
  let game = games.find((g) => g.id === id && RULES[g.id]);
  if (!game) {
    if (id) fail(`There is no game "${id}"; choose one from the list.`);
    game = games[0];
  } else {
    problem.hidden = true;
  }
  select.value = game.id;
  document.title = `${game.name}: rules · Quadrille`;
  showRules(main, game.id, game.name, RULES[game.id]);
  window.scrollTo(0, 0);
  return game.id;
}

// Back to the game: the page we came from when it is the game's page (its address keeps the
// game), else the game's page afresh (it restores the saved game).
back.href = new URL('../', import.meta.url).href;
back.addEventListener('click', (e) => {
  const from = document.referrer ? new URL(document.referrer) : null;
  if (from && from.origin === location.origin && !from.pathname.endsWith('rules.html') && history.length > 1) {
    e.preventDefault();
    history.back();
  }
});

// Offline use: the service worker sits at the root of the build, next to the game's page.
if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  const root = new URL('../', import.meta.url);
  navigator.serviceWorker.register(new URL('sw.js', root), { scope: root.href }).catch(() => {});
}

loadBindings()
  .then((b) => {
    const games = openEngine(b).games();
    select.replaceChildren(
      ...games.filter((g) => RULES[g.id]).map((g) => Object.assign(document.createElement('option'), { value: g.id, textContent: g.name })),
    );
    show(games, new URLSearchParams(location.search).get('game'));
    select.addEventListener('change', () => {
      const id = show(games, select.value);
      history.replaceState(null, '', `?game=${encodeURIComponent(id)}`);
    });
  })
  .catch((e) => fail(`The game engine could not be loaded: ${e.message || e}`));
