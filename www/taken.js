// The pieces each player has taken, shown beside the move list in games of two players (as on
// lichess): the images of the opponent's lost pieces, the most valuable first, and the material
// ahead (+3), once a piece has been taken. What was lost comes from the engine's snapshot (`lost`), promotions counted.

/** @typedef {import('./state.js').State} State */

const $ = (id) => document.getElementById(id);

/**
 * Binds the panel. Returns `update(state)`.
 * @param {import('./pieces.js').PieceSet} pieces
 * @returns {(state: State) => void}
 */
export function createTakenPanel(pieces) {
  const box = $('taken-panel');
  let shown = '';
  return function update(state) {
    const v = state.view;
    const game = state.game;
    // Nothing is shown until a piece has been taken (two empty rows would only be names).
    const any = !!(v && v.lost && v.lost.some((list) => list && list.length));
    const on = !!(v && game && game.players.length === 2 && any && !state.editing);
    box.hidden = !on;
    if (!on) return;
    const key = `${game.id}|${JSON.stringify(v.lost)}`;
    if (key === shown) return;
    shown = key;
    const worth = (list) => list.reduce((sum, p) => sum + p.value, 0);
    box.replaceChildren(
      ...[0, 1].map((p) => {
        const other = 1 - p;
        const taken = v.lost[other] || [];
        const row = document.createElement('p');
        row.className = 'taken-row';
        const who = document.createElement('span');
        who.className = 'taken-who';
        who.textContent = game.players[p].name;
        row.append(who);
        for (const piece of taken) {
          const url = pieces.url(piece.letter, game.players[other].colour, piece.name);
          const mark = url
            ? Object.assign(document.createElement('img'), { src: url, alt: piece.name })
            : Object.assign(document.createElement('span'), { textContent: piece.letter });
          mark.className = 'taken-piece';
          mark.title = piece.name;
          row.append(mark);
        }
        const ahead = Math.round((worth(taken) - worth(v.lost[p] || [])) / 100);
        if (ahead > 0) {
          const plus = document.createElement('span');
          plus.className = 'taken-ahead';
          plus.textContent = `+${ahead}`;
          row.append(plus);
        }
        row.setAttribute('aria-label', `${game.players[p].name} has taken ${taken.map((x) => x.name).join(', ') || 'nothing'}`);
        return row;
      }),
    );
  };
}
