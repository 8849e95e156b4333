// Games of more than two players with check and without dice (four-player chess): the seats panel (each
// player's status: to move, in check, mated or stalemated but obliged to move, frozen, out; his
// partner), the move list by rounds with one column per player, the last move of every player
// drawn in his colour, and the armies of captured kings fading out. The engine says everything;
// this module only shows it.

/** @typedef {import('./engine-types.js').Snapshot} Snapshot */
/** @typedef {import('./engine-types.js').GameInfo} GameInfo */
/** @typedef {import('./engine-types.js').Seat} Seat */
/** @typedef {import('./engine-types.js').Piece} Piece */
/** @typedef {import('./engine-types.js').Player} Player */

/**
 * Whether the view has seats to show.
 * @param {Snapshot | null} view
 * @returns {boolean}
 */
export function hasSeats(view) {
  return !!view && Array.isArray(view.seats) && view.seats.length > 0;
}

/**
 * A player's status in words, as the seats panel shows it.
 * @param {Seat} seat
 * @param {number} i
 * @param {Snapshot} view
 * @returns {string}
 */
export function seatStatus(seat, i, view) {
  if (view.status.winners.includes(i)) return 'winner';
  // The points race: a resigned player's king walks on; the others out are dead.
  if (seat.out && view.race && view.race.walking.includes(i)) return 'resigned, king walks';
  if (seat.out) return 'out';
  // At the end a king still attacked was mated: its player is out, not merely in check.
  if (view.status.over && seat.inCheck) return 'out (mated)';
  if (seat.frozen) return seat.inCheck ? 'frozen (mated)' : 'frozen';
  if (!view.status.over && view.status.toMove === i) {
    if (seat.mustMove) return seat.inCheck ? 'mated, must move' : 'stalemated, must move';
    return seat.inCheck ? 'to move, in check' : 'to move';
  }
  return seat.inCheck ? 'in check' : '';
}

/**
 * The head of a player's row in a players panel: his colour and his name.
 * @param {{ name: string, colour: string }} info
 * @returns {HTMLElement}
 */
export function playerHead(info) {
  const dot = document.createElement('span');
  dot.className = 'dot';
  dot.style.background = info.colour;
  const name = document.createElement('strong');
  name.textContent = info.name;
  const head = document.createElement('div');
  head.className = 'player-head';
  head.append(dot, name);
  return head;
}

/**
 * Fills the seats panel: one row per player, with his colour, name, partner and status.
 * @param {HTMLElement} list
 * @param {GameInfo} game
 * @param {Snapshot} view
 */
export function fillSeatPanel(list, game, view) {
  const players = game.players;
  const rows = view.seats.map((seat, i) => {
    const info = players[i] || { name: `Player ${i + 1}`, colour: '#888' };
    const li = document.createElement('li');
    li.dataset.player = String(i);
    const status = seatStatus(seat, i, view);
    li.dataset.status = status;
    if (!view.status.over && view.status.toMove === i) li.classList.add('to-move');
    if (view.status.winners.includes(i)) li.classList.add('winner');
    if (seat.out || status === 'out (mated)') li.classList.add('out');
    if (seat.frozen) li.classList.add('frozen');
    const head = playerHead(info);
    if (view.race) {
      // The points race: the player's points, beside his name.
      const points = document.createElement('span');
      points.className = 'points';
      const n = view.race.points[i] ?? 0;
      points.textContent = `${n} point${n === 1 ? '' : 's'}`;
      head.append(points);
    }
    if (status) {
      const badge = document.createElement('span');
      badge.className = `badge${status === 'winner' ? ' win' : ''}${seat.inCheck ? ' check' : ''}`;
      badge.textContent = status;
      head.append(badge);
    }
    li.append(head);
    if (seat.partner != null && players[seat.partner]) {
      const partner = document.createElement('div');
      partner.className = 'alliance';
      partner.textContent = `partner: ${players[seat.partner].name}`;
      li.append(partner);
    }
    return li;
  });
  list.replaceChildren(...rows);
}

/**
 * The move list by rounds: a row per round, a column per player (a dash where he was passed over).
 * @param {HTMLElement} list
 * @param {GameInfo} game
 * @param {Snapshot} view
 */
export function fillRounds(list, game, view) {
  const n = game.players.length;
  // The number column is as wide as the longest round number with its full stop.
  const digits = String(Math.max(1, ...view.rounds)).length;
  const rows = new Map();
  const rowOf = (round) => {
    if (!rows.has(round)) {
      const li = document.createElement('li');
      li.className = 'round';
      li.style.gridTemplateColumns = `calc(${digits + 1}ch + 0.2rem) repeat(${n}, minmax(0, 1fr))`;
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = `${round}.`;
      li.append(num);
      const cells = Array.from({ length: n }, (_, p) => {
        const cell = document.createElement('span');
        cell.className = 'slot';
        cell.style.borderLeftColor = game.players[p] ? game.players[p].colour : '#888';
        li.append(cell);
        return cell;
      });
      rows.set(round, { li, cells });
    }
    return rows.get(round);
  };
  view.history.forEach((text, i) => {
    const row = rowOf(view.rounds[i] ?? 1);
    const cell = row.cells[view.movers[i] ?? 0];
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.dataset.ply = String(i + 1);
    b.textContent = inColumn(text, game.players[view.movers[i] ?? 0]);
    b.title = text;
    if (i + 1 === view.ply) b.setAttribute('aria-current', 'true');
    cell.append(b);
  });
  list.replaceChildren(...[...rows.values()].map((r) => r.li));
  const current = list.querySelector('[aria-current]');
  const line = /** @type {HTMLElement | null} */ (current ? current.closest('li') : list.lastElementChild);
  if (line) {
    const top = line.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  }
}

/**
 * An entry as its player's column shows it: a player leaving the game ("Red resigned", "Red's
 * time ran out") without his name, which the column already gives (the title keeps it whole).
 * @param {string} text
 * @param {Player | undefined} player
 * @returns {string}
 */
function inColumn(text, player) {
  const name = player ? player.name : '';
  if (text === `${name} resigned`) return 'resigned';
  if (text === `${name}'s time ran out`) return 'time out';
  return text;
}

/**
 * Draws the last move of every player in his colour: a tinted square and a frame.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./layout.js').Layout} layout
 * @param {GameInfo} game
 * @param {Snapshot} view
 */
export function drawSeatMoves(ctx, layout, game, view) {
  if (!hasSeats(view)) return;
  const size = layout.size;
  view.seats.forEach((seat, i) => {
    const m = seat.lastMove;
    if (!m) return;
    const colour = game.players[i] ? game.players[i].colour : '#888';
    for (const cell of [m.from, m.to]) {
      const c = layout.cells[cell];
      if (!c) continue;
      ctx.save();
      ctx.globalAlpha = 0.35;
      ctx.fillStyle = colour;
      ctx.fillRect(c.x, c.y, size, size);
      ctx.globalAlpha = 1;
      const w = Math.max(2, size * 0.08);
      ctx.strokeStyle = 'rgba(0, 0, 0, 0.55)';
      ctx.lineWidth = 1;
      ctx.strokeRect(c.x + 0.5, c.y + 0.5, size - 1, size - 1);
      ctx.strokeStyle = colour;
      ctx.lineWidth = w;
      ctx.strokeRect(c.x + 1 + w / 2, c.y + 1 + w / 2, size - 2 - w, size - 2 - w);
      ctx.restore();
    }
  });
}

/** How long a captured army takes to fade out, in milliseconds. */
export const FADE_MS = 900;

/**
 * The pieces that leave the board with a captured king: those of the players who are out in
 * `after` but were not in `before`, as they stood in `before`. Empty when nobody went out.
 * @param {Snapshot | null} before
 * @param {Snapshot} after
 * @returns {Piece[]}
 */
export function fallenArmies(before, after) {
  if (!hasSeats(before) || !hasSeats(after) || after.ply !== before.ply + 1) return [];
  const fallen = after.seats.map((s, i) => s.out && before.seats[i] && !before.seats[i].out);
  if (!fallen.some(Boolean)) return [];
  const stays = new Set(after.pieces.map((p) => `${p.cell}:${p.owner}`));
  return before.pieces.filter((p) => fallen[p.owner] && !stays.has(`${p.cell}:${p.owner}`));
}

/**
 * The opacity of fading pieces at time `now`, or 0 when the fade is over.
 * @param {import('./state.js').State['fade']} fade
 * @param {number} now
 * @returns {number}
 */
export function fadeAlpha(fade, now) {
  if (!fade) return 0;
  const t = (now - fade.t0) / FADE_MS;
  return t >= 1 ? 0 : 1 - t;
}
