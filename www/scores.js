// The score panel of games scored by captures (Not a Dodgson System Chess): what each player has
// taken from whom, the points that would count if a given player were eliminated now, and the
// final ranking with how the tie-break went. Every number and sentence comes from the engine
// (`view.scoring`); this file only lays them out. Text is set with textContent only.

/**
 * An element with properties (`class`, `text`, `style`: an object of CSS properties, else
 * attributes) and children.
 * @type {(tag: string, props?: Record<string, string | Partial<CSSStyleDeclaration>>, ...children: (Node | string)[]) => HTMLElement}
 */
const h = (tag, props = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = String(v);
    else if (k === 'text') e.textContent = String(v);
    else if (k === 'style') Object.assign(e.style, v);
    else e.setAttribute(k, String(v));
  }
  e.append(...children);
  return e;
};

/**
 * @param {string} colour
 * @returns {HTMLElement}
 */
function dot(colour) {
  return h('span', { class: 'dot small', style: { background: colour }, 'aria-hidden': 'true' });
}

/**
 * A player's name with his colour dot.
 * @param {import('./engine-types.js').GameInfo} game
 * @param {number} p
 * @returns {HTMLElement}
 */
function who(game, p) {
  const info = game.players[p] || { name: `Player ${p + 1}`, colour: '#888' };
  return h('span', { class: 'who' }, dot(info.colour), info.name);
}

/**
 * The pieces taken, drawn small in the colour of the player they were taken from.
 * @param {string} letters
 * @param {string} colour
 * @param {Map<string, string>} names
 * @param {import('./pieces.js').PieceSet} pieces
 * @returns {HTMLElement}
 */
function takenPieces(letters, colour, names, pieces) {
  const span = h('span', { class: 'taken-pieces' });
  for (const letter of letters) {
    const url = pieces.url(letter, colour, names.get(letter));
    if (url) span.append(h('img', { src: url, alt: letter, title: names.get(letter) || letter }));
    else span.append(h('span', { class: 'letter', text: letter }));
  }
  return span;
}

/**
 * Fills the panel `box` from the snapshot `view` of the game `game`.
 * @param {HTMLElement} box
 * @param {import('./engine-types.js').GameInfo} game
 * @param {import('./engine-types.js').Snapshot} view
 * @param {import('./pieces.js').PieceSet} pieces
 */
export function fillScores(box, game, view, pieces) {
  const s = view.scoring;
  const n = game.players.length;
  const names = new Map(s.names);
  const colourOf = (p) => (game.players[p] ? game.players[p].colour : '#888');
  const out = [h('h2', { text: 'Scores' })];
  out.push(
    h('p', {
      class: 'score-rule',
      text:
        `Only the pieces taken from the first player to lose all his pieces count (${s.values}). ` +
        `Ties: ${s.tieBreaks.join(', then ')} taken from him; still tied, several winners.`,
    }),
  );

  if (s.result) {
    const r = s.result;
    const list = h('ol', { class: 'ranking', 'aria-label': 'Final ranking' });
    for (const st of r.standings) {
      const ties = s.tieBreaks.map((t, i) => `${t.split(' ')[1]} ${st.ties[i]}`).join(', ');
      const li = h(
        'li',
        { 'data-player': String(st.player) },
        h('span', { class: 'place', text: `${st.place}.` }),
        who(game, st.player),
        h('strong', { text: ` ${st.points} point${st.points === 1 ? '' : 's'}` }),
        h('span', { class: 'ties', text: ` (${ties})` }),
      );
      if (r.winners.includes(st.player)) {
        li.classList.add('winner');
        li.append(h('span', { class: 'badge win', text: 'winner' }));
      }
      list.append(li);
    }
    list.append(h('li', { class: 'out' }, h('span', { class: 'place', text: '–' }), who(game, r.victim), ' eliminated'));
    out.push(h('div', { class: 'final' }, h('h3', { text: 'Final ranking' }), list, h('p', { class: 'why', text: r.explanation })));
  }

  // What each player has taken from whom.
  const head = h('tr', {}, h('th', { scope: 'col', text: 'took \u2193 from \u2192' }));
  for (let v = 0; v < n; v++) head.append(h('th', { scope: 'col', title: game.players[v].name }, dot(colourOf(v))));
  const body = h('tbody');
  for (let c = 0; c < n; c++) {
    const row = h('tr', { 'data-player': String(c) });
    if (!view.status.over && view.status.toMove === c) row.classList.add('to-move');
    const left = s.piecesLeft[c];
    row.append(h('th', { scope: 'row' }, who(game, c), h('span', { class: 'left', text: ` ${left} left` })));
    for (let v = 0; v < n; v++) {
      const t = s.taken[c][v];
      const cell = h('td');
      if (c === v) cell.textContent = '\u2014';
      else if (t.letters) {
        cell.append(takenPieces(t.letters, colourOf(v), names, pieces));
        cell.title = `${game.players[c].name} took ${t.letters} from ${game.players[v].name}: ${t.points} point${t.points === 1 ? '' : 's'} if ${game.players[v].name} is eliminated`;
      }
      row.append(cell);
    }
    body.append(row);
  }
  out.push(h('h3', { text: 'Taken' }), h('table', { class: 'taken', 'aria-label': 'Pieces taken' }, h('thead', {}, head), body));

  // The points that would count if a given player were eliminated now.
  if (!s.result) {
    const ihead = h('tr', {}, h('th', { scope: 'col', text: 'if out' }));
    for (let p = 0; p < n; p++) ihead.append(h('th', { scope: 'col', title: game.players[p].name }, dot(colourOf(p))));
    ihead.append(h('th', { scope: 'col', text: 'first' }));
    const ibody = h('tbody');
    for (const r of s.ifEliminated) {
      const row = h('tr', { 'data-victim': String(r.victim), title: r.explanation });
      row.append(h('th', { scope: 'row' }, who(game, r.victim)));
      const points = new Map(r.standings.map((st) => [st.player, st.points]));
      for (let p = 0; p < n; p++) {
        const cell = h('td', { text: p === r.victim ? '\u2014' : String(points.get(p) ?? 0) });
        if (r.winners.includes(p) && points.get(p) > 0) cell.classList.add('lead');
        row.append(cell);
      }
      const anyPoints = r.standings.some((st) => st.points > 0);
      const lead = h('td', { class: 'leader' });
      if (anyPoints) r.winners.forEach((w) => lead.append(dot(colourOf(w))));
      else lead.textContent = '\u2014';
      row.append(lead);
      ibody.append(row);
    }
    out.push(
      h('h3', { text: 'If eliminated now' }),
      h('table', { class: 'if-out', 'aria-label': 'Points if a player were eliminated now' }, h('thead', {}, ihead), ibody),
    );
  }
  box.replaceChildren(...out);
}
