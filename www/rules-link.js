// The "Rules" link beside the game chooser (under the board on a phone): it opens the rules page of the game the chooser
// shows (the game in progress, or the one about to be started). The game is not touched: it
// stays in the page's address and storage, and "Back to the game" returns to it.

export function bindRulesLink() {
  const links = [...document.querySelectorAll('a.rules-link')].filter((a) => a instanceof HTMLAnchorElement);
  const select = /** @type {HTMLSelectElement | null} */ (document.getElementById('game-select'));
  if (!select) return;
  const update = () => {
    for (const link of links) if (select.value) link.href = `www/rules.html?game=${encodeURIComponent(select.value)}`;
  };
  for (const link of links) for (const event of ['pointerdown', 'focus', 'mouseenter', 'click']) link.addEventListener(event, update);
  select.addEventListener('change', update);
}
