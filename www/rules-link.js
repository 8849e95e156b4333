// The "Rules" link beside the game chooser: it opens the rules page of the game the chooser
// shows (the game in progress, or the one about to be started). The game is not touched: it
// stays in the page's address and storage, and "Back to the game" returns to it.

export function bindRulesLink() {
  const link = document.getElementById('rules-link');
  const select = document.getElementById('game-select');
  if (!link || !select) return;
  const update = () => {
    if (select.value) link.href = `www/rules.html?game=${encodeURIComponent(select.value)}`;
  };
  for (const event of ['pointerdown', 'focus', 'mouseenter', 'click']) link.addEventListener(event, update);
  select.addEventListener('change', update);
}
