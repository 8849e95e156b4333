// The end of a game: a dialog with the result and why (the engine's words), in the points race
// the final ranking by points (the engine's), Rematch and a button to look at the board, and the result written under the move list (1-0, 0-1, ½-½ for two
// players; the winners for more). The page opens the dialog when a move ends the game, never when
// a finished game is opened or stepped through.

const $ = (id) => document.getElementById(id);

/**
 * The result as a move list writes it: `1-0`, `0-1`, `½-½`, or the winners by name.
 * @param {import('./engine-types.js').GameInfo} game
 * @param {import('./engine-types.js').Status} status
 * @returns {string}
 */
export function resultText(game, status) {
  if (!status.over) return '';
  const w = status.winners;
  if (game.players.length === 2) return w.length === 1 ? (w[0] === 0 ? '1-0' : '0-1') : '½-½';
  const name = (p) => (game.players[p] ? game.players[p].name : `Player ${p + 1}`);
  if (!w.length) return 'Draw';
  return `${w.map(name).join(' and ')} ${w.length === 1 ? 'wins' : 'win'}`;
}

/**
 * Binds the dialog: `rematch()` starts the same game again. Returns { open(state), update(state) }.
 * @param {() => void} rematch
 */
export function createGameOver(rematch) {
  const el = {
    dialog: /** @type {HTMLDialogElement} */ ($('game-over')),
    title: $('game-over-title'),
    text: $('game-over-text'),
    ranking: $('game-over-ranking'),
    rematch: $('game-over-rematch'),
    close: $('game-over-close'),
    line: $('result-line'),
  };
  const close = () => {
    if (el.dialog.open) el.dialog.close();
  };
  el.rematch.addEventListener('click', () => {
    close();
    rematch();
  });
  el.close.addEventListener('click', close);
  return {
    /** Shows the dialog for the game just ended. */
    open(state) {
      const v = state.view;
      if (!v || !v.status.over) return;
      el.title.textContent = `Game over: ${resultText(state.game, v.status)}`;
      el.text.textContent = v.status.text;
      fillRanking(el.ranking, state.game, v.race ? v.race.ranking : null);
      if (!el.dialog.open) el.dialog.showModal();
      el.rematch.focus();
    },
    /** The result under the move list, when the end of a finished game is shown. */
    update(state) {
      const v = state.view;
      const text = v && state.game && v.status.over && v.ply === v.length ? resultText(state.game, v.status) : '';
      if (el.line.textContent !== text) el.line.textContent = text;
      el.line.hidden = !text;
      el.line.title = text ? v.status.text : '';
      if (el.dialog.open && (!v || !v.status.over)) close();
    },
  };
}

/**
 * The final ranking of the points race, one line per player: place, name and final points.
 * @param {HTMLElement} list
 * @param {import('./engine-types.js').GameInfo} game
 * @param {import('./engine-types.js').Place[] | null} ranking
 */
function fillRanking(list, game, ranking) {
  list.hidden = !ranking;
  const rows = (ranking || []).map((r) => {
    const li = document.createElement('li');
    li.dataset.player = String(r.player);
    const info = game.players[r.player] || { name: `Player ${r.player + 1}`, colour: '#888' };
    const dot = document.createElement('span');
    dot.className = 'dot small';
    dot.style.background = info.colour;
    li.append(`${r.place}. `, dot, ` ${info.name}: ${r.points} point${r.points === 1 ? '' : 's'}`);
    return li;
  });
  list.replaceChildren(...rows);
}
