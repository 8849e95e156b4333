// The controls around the board: game chooser, buttons, move list, status line, the message
// banner and the chooser for moves that differ only by promotion or board. All text is set with
// textContent (never innerHTML), so nothing from a link or from storage can become markup.

import { arrivalCaption, boardChoice } from './board-choice.js';
import { hasSeats, fillSeatPanel, fillRounds, playerHead } from './seat-status.js';
import { fillScores } from './scores.js';
import { bindVariations, fillVariations } from './variations.js';
import { closestTo } from './dom.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./engine-types.js').GameInfo} GameInfo */
/** @typedef {import('./engine-types.js').GameEntry} GameEntry */
/** @typedef {import('./engine-types.js').Snapshot} Snapshot */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./pieces.js').PieceSet} PieceSet */

const $ = (id) => document.getElementById(id);

/**
 * What the controls do (app.js's actions).
 * @typedef {object} UiActions
 * @property {(id: string, options?: import('./engine-types.js').GameOptions) => void} newGame
 * @property {() => void} pass
 * @property {(seat: number | null) => void} setSeat
 * @property {() => void} roll
 * @property {(on: boolean) => void} setAutoRoll
 * @property {(by: number) => void} rotate
 * @property {() => void} undo
 * @property {() => void} flip
 * @property {(on: boolean) => void} setAutoFlip
 * @property {(ply: number) => void} goTo
 * @property {(by: number) => void} step
 * @property {() => void} copyLink
 * @property {() => void} dismissMessage
 * @property {() => void} messageAction
 * @property {(line: number, ply: number) => void} openLine
 * @property {(index: number) => void} play
 * @property {() => void} cancelChoice
 */

/**
 * Binds the controls to `actions` and returns `update(state)`, which redraws them.
 * @param {UiActions} actions
 * @param {PieceSet} pieces
 * @returns {(state: State, layout: Layout | null) => void}
 */
export function createUi(actions, pieces) {
  const el = {
    select: /** @type {HTMLSelectElement} */ ($('game-select')),
    about: $('game-about'),
    newGame: $('new-game'),
    undo: /** @type {HTMLButtonElement} */ ($('undo')),
    flip: $('flip'),
    autoFlip: /** @type {HTMLInputElement} */ ($('auto-flip')),
    first: /** @type {HTMLButtonElement} */ ($('first')),
    back: /** @type {HTMLButtonElement} */ ($('back')),
    forward: /** @type {HTMLButtonElement} */ ($('forward')),
    last: /** @type {HTMLButtonElement} */ ($('last')),
    copy: $('copy-link'),
    status: $('status'),
    turnDot: $('turn-dot'),
    viewing: $('viewing'),
    moves: $('move-list'),
    variations: $('variations'),
    message: $('message'),
    messageText: $('message-text'),
    messageClose: $('message-close'),
    messageAction: $('message-action'),
    chooser: $('chooser'),
    dicePanel: $('dice-panel'),
    dice: [$('die-0'), $('die-1')],
    roll: /** @type {HTMLButtonElement} */ ($('roll')),
    pass: $('pass'),
    autoRoll: /** @type {HTMLInputElement} */ ($('auto-roll')),
    players: $('players-panel'),
    cylinder: $('cylinder-controls'),
    rotateUp: $('rotate-up'),
    rotateDown: $('rotate-down'),
    rotateHome: $('rotate-home'),
    passMove: $('pass-move'),
    seat: /** @type {HTMLSelectElement} */ ($('seat')),
    seatControl: $('seat-control'),
    scores: $('score-panel'),
    options: $('game-options'),
    optionsPanel: $('options-panel'),
    newWithOptions: $('new-with-options'),
  };
  el.newWithOptions.addEventListener('click', () => actions.newGame(el.select.value, chosenOptions(el.options)));

  el.passMove.addEventListener('click', () => actions.pass());
  el.seat.addEventListener('change', () => actions.setSeat(el.seat.value === '' ? null : Number(el.seat.value)));

  el.roll.addEventListener('click', () => actions.roll());
  el.pass.addEventListener('click', () => actions.pass());
  el.autoRoll.addEventListener('change', () => actions.setAutoRoll(el.autoRoll.checked));
  el.rotateUp.addEventListener('click', () => actions.rotate(-1));
  el.rotateDown.addEventListener('click', () => actions.rotate(1));
  el.rotateHome.addEventListener('click', () => actions.rotate(-(shownShift || 0)));
  let shownShift = 0;

  el.newGame.addEventListener('click', () => actions.newGame(el.select.value, chosenOptions(el.options)));
  // Picking a game starts it at once (the game left is kept under Recent games).
  el.select.addEventListener('change', () => actions.newGame(el.select.value));
  el.undo.addEventListener('click', () => actions.undo());
  el.flip.addEventListener('click', () => actions.flip());
  el.autoFlip.addEventListener('change', () => actions.setAutoFlip(el.autoFlip.checked));
  el.first.addEventListener('click', () => actions.goTo(0));
  el.back.addEventListener('click', () => actions.step(-1));
  el.forward.addEventListener('click', () => actions.step(1));
  el.last.addEventListener('click', () => actions.goTo(Infinity));
  el.copy.addEventListener('click', () => actions.copyLink());
  el.messageClose.addEventListener('click', () => actions.dismissMessage());
  el.messageAction.addEventListener('click', () => actions.messageAction());
  el.moves.addEventListener('click', (e) => {
    const b = closestTo(e, 'button[data-ply]');
    if (b) actions.goTo(Number(b.dataset.ply));
  });
  bindVariations(el.variations, (line, ply) => actions.openLine(line, ply));
  el.chooser.addEventListener('click', (e) => {
    const b = closestTo(e, 'button');
    if (!b) return;
    if (b.dataset.index !== undefined) actions.play(Number(b.dataset.index));
    else actions.cancelChoice();
  });

  // On a phone the dock is fixed at the bottom: the page keeps room for it below its content.
  const dock = /** @type {HTMLElement | null} */ (document.querySelector('.dock'));
  if (dock && window.ResizeObserver) {
    new ResizeObserver(() => document.body.style.setProperty('--dock-height', `${dock.offsetHeight}px`)).observe(dock);
  }

  /** @type {Record<string, unknown>} what was shown last, by part */
  const shown = {};
  return function update(state, layout) {
    const changed = (key, value) => {
      if (shown[key] === value) return false;
      shown[key] = value;
      return true;
    };
    if (changed('games', state.games)) {
      fillGames(el.select, state.games);
    }
    if (state.game && changed('gameOptions', state.game)) {
      document.body.dataset.players = String(state.game.players.length);
      el.select.value = state.game.id;
      fillOptions(el, state.games, state.game.id, state.game.options);
      const entry = (state.games || []).find((g) => g.id === state.game.id);
      el.about.textContent = entry ? entry.summary : '';
    }
    el.autoFlip.checked = state.autoFlip;
    el.flip.setAttribute('aria-pressed', String(state.flipped));

    const view = state.view;
    if (view && state.game) {
      el.back.disabled = el.first.disabled = view.ply === 0;
      el.forward.disabled = el.last.disabled = view.ply >= view.length;
      // A game the players ended before any move (a resignation) can still be taken back.
      const agreed = ['resignation', 'agreement', 'time forfeit'].includes(view.status.result);
      el.undo.disabled = view.length === 0 && !agreed;
      if (changed('status', view.status)) {
        el.status.textContent = view.status.text;
        const mover = state.game.players[view.status.toMove];
        el.turnDot.style.background = mover ? mover.colour : 'transparent';
        el.turnDot.hidden = view.status.over;
        el.status.classList.toggle('over', view.status.over);
      }
      el.viewing.textContent =
        view.ply < view.length ? `Viewing move ${view.ply} of ${view.length}` : '';
      const historyChanged = changed('history', view.history);
      const plyChanged = changed('ply', view.ply);
      if (historyChanged || plyChanged) {
        if (view.dice) fillTurns(el.moves, state.game, view);
        else if (hasSeats(view)) fillRounds(el.moves, state.game, view);
        else fillMoves(el.moves, state.game, view);
      }
      if (changed('lines', state.lines) || historyChanged) fillVariations(el.variations, state.game, view, state.lines);
      el.cylinder.hidden = !state.game.geometry.wraps;
      shownShift = state.shift;
      el.dicePanel.hidden = !view.dice;
      el.autoRoll.checked = state.autoRoll;
      if (view.dice && changed('dice', view.dice)) fillDice(el, view);
      el.players.hidden = !view.players.length && !hasSeats(view);
      if (view.players.length && changed('players', view)) fillPlayers(el.players, state.game, view);
      if (hasSeats(view) && changed('players', view)) fillSeatPanel(el.players, state.game, view);
      // A forced pass without dice: the only legal move.
      el.passMove.hidden = !!view.dice || view.status.over || !(view.moves.length === 1 && view.moves[0].pass);
      el.scores.hidden = !view.scoring;
      if (view.scoring && changed('scores', view)) fillScores(el.scores, state.game, view, pieces);
      if (changed('seatGame', state.game)) fillSeats(el, state.game);
      el.seat.value = state.seat == null ? '' : String(state.seat);
    }

    if (changed('message', state.message)) {
      el.message.hidden = !state.message;
      if (state.message) {
        el.message.className = `message ${state.message.kind}`;
        el.messageText.textContent = state.message.text;
      }
      const action = state.message && state.message.action;
      el.messageAction.hidden = !action;
      el.messageAction.textContent = action ? action.label : '';
    }

    const choiceChanged = changed('choice', state.choice);
    const layoutChanged = changed('layout', layout);
    if (choiceChanged || layoutChanged) fillChooser(el.chooser, state, layout, pieces);
  };
}

/**
 * The seat chooser, for games of three or more players whose armies face different ways.
 * @param {{ seatControl: HTMLElement, seat: HTMLSelectElement }} el
 * @param {GameInfo} game
 */
function fillSeats(el, game) {
  const facings = new Set(game.players.map((p) => p.facing));
  el.seatControl.hidden = game.players.length < 3 || facings.size < 2;
  const auto = document.createElement('option');
  auto.value = '';
  auto.textContent = 'player to move';
  const rest = game.players.map((p, i) => {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = p.name;
    return o;
  });
  el.seat.replaceChildren(auto, ...rest);
}

/**
 * The options of the game chosen for a new game: a check box for a switch, a list for a choice
 * among named values (chess.com's start arrays).
 * `current` is the options of the game being played ([[name, value]]) when it is that game.
 * @param {{ optionsPanel: HTMLElement, options: HTMLElement }} el
 * @param {GameEntry[]} games
 * @param {string} id
 * @param {GameInfo['options'] | null} current
 */
function fillOptions(el, games, id, current) {
  const entry = games.find((g) => g.id === id);
  const options = entry && entry.options ? entry.options : [];
  el.optionsPanel.hidden = !options.length;
  const items = options.map((o) => {
    const l = document.createElement('label');
    l.className = 'check';
    l.title = o.name;
    if (o.choices && o.choices.length) {
      const select = document.createElement('select');
      select.name = o.name;
      select.className = 'choice';
      for (const c of o.choices) {
        const item = document.createElement('option');
        item.value = item.textContent = c;
        select.append(item);
      }
      const value = current ? (current.find(([n]) => n === o.name) || [])[1] : o.value;
      select.value = o.choices.includes(value) ? value : o.value;
      l.append(`${o.help}: `, select);
      return l;
    }
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.name = o.name;
    const value = current ? (current.find(([n]) => n === o.name) || [])[1] : o.value;
    input.checked = (value ?? o.value) === 'true';
    l.append(input, ` ${o.help}`);
    return l;
  });
  el.options.replaceChildren(...items);
}

/**
 * The options chosen for a new game: `{ name: 'true' | 'false' }` for a switch, the value chosen
 * for a choice.
 * @param {HTMLElement} box
 * @returns {import('./engine-types.js').GameOptions}
 */
function chosenOptions(box) {
  /** @type {import('./engine-types.js').GameOptions} */
  const out = {};
  /** @type {NodeListOf<HTMLInputElement>} */
  const boxes = box.querySelectorAll('input[type=checkbox]');
  for (const input of boxes) out[input.name] = String(input.checked);
  /** @type {NodeListOf<HTMLSelectElement>} */
  const lists = box.querySelectorAll('select.choice');
  for (const select of lists) out[select.name] = select.value;
  return out;
}

/**
 * The chooser: the games grouped by family, each with its one line as a tooltip.
 * @param {HTMLSelectElement} select
 * @param {GameEntry[]} games
 */
function fillGames(select, games) {
  const groups = new Map();
  for (const g of games) {
    if (!groups.has(g.family)) {
      const group = document.createElement('optgroup');
      group.label = g.family;
      groups.set(g.family, group);
    }
    const o = document.createElement('option');
    o.value = g.id;
    o.textContent = g.name;
    o.title = g.summary;
    groups.get(g.family).append(o);
  }
  select.replaceChildren(...groups.values());
}

/**
 * The move list in rows of one move per player, each move a button that shows that ply.
 * @param {HTMLElement} list
 * @param {GameInfo} game
 * @param {Snapshot} view
 */
function fillMoves(list, game, view) {
  const n = Math.max(1, game.players.length);
  const first = game.startToMove % n;
  const rows = [];
  let row = null;
  for (let slot = 0; slot < view.history.length + first; slot++) {
    if (slot % n === 0) {
      row = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = `${slot / n + 1}.`;
      row.append(num);
      rows.push(row);
    }
    const i = slot - first;
    if (i < 0) {
      const gap = document.createElement('span');
      gap.className = 'gap';
      gap.textContent = '…';
      row.append(gap);
      continue;
    }
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.dataset.ply = String(i + 1);
    b.textContent = view.history[i];
    if (i + 1 === view.ply) b.setAttribute('aria-current', 'true');
    row.append(b);
  }
  list.replaceChildren(...rows);
  list.classList.toggle('many', n > 3);
  // Scroll the list itself (never the page) so that the current move is visible.
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
 * The chooser between moves to the same cell (promotion pieces, or the board of arrival).
 * @param {HTMLElement} box
 * @param {State} state
 * @param {Layout | null} layout
 * @param {PieceSet} pieces
 */
function fillChooser(box, state, layout, pieces) {
  if (!state.choice || !state.view || !layout) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const moves = state.choice.map((i) => ({ index: i, move: state.view.moves[i] }));
  const owner = state.view.status.toMove;
  const colour = state.game.players[owner] ? state.game.players[owner].colour : '#888';
  const boards = boardChoice(moves.map((m) => m.move), state.game.geometry);
  /** @type {HTMLElement[]} */
  const buttons = moves.map(({ index, move }, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.index = String(index);
    b.title = move.san;
    b.setAttribute('aria-label', move.san);
    const url = move.promotion ? pieces.url(move.promotion, colour, move.promotionName) : null;
    const oneBoard = moves.every((m) => m.move.arrive === moves[0].move.arrive);
    if (url) {
      const img = document.createElement('img');
      img.src = url;
      img.alt = '';
      b.append(img);
      if (!oneBoard) {
        // A promotion that also chooses its board of arrival (three boards, Duo).
        const caption = document.createElement('span');
        caption.className = 'caption';
        caption.textContent = arrivalCaption(move, state.game.geometry);
        b.append(caption);
      }
    } else {
      b.textContent = boards ? boards.labels[i] : move.san;
    }
    return b;
  });
  if (boards) {
    const prompt = document.createElement('span');
    prompt.className = 'prompt';
    prompt.textContent = boards.prompt;
    buttons.unshift(prompt);
  }
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'cancel';
  cancel.textContent = '×';
  cancel.setAttribute('aria-label', 'Cancel');
  box.replaceChildren(...buttons, cancel);
  box.hidden = false;
  const target = layout.cells[moves[0].move.to];
  if (target) {
    box.style.left = `${Math.max(0, target.x)}px`;
    // A choice of board opens under the square, so that the rings on the boards stay in view.
    const below = boards ? layout.size + 4 : 0;
    box.style.top = `${Math.max(0, target.y + below)}px`;
  }
}

const PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 25], [72, 25], [28, 50], [72, 50], [28, 75], [72, 75]],
};

/**
 * An SVG die showing `face` (an empty die when null).
 * @param {number | null} face
 * @returns {SVGSVGElement}
 */
function dieSvg(face) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  const box = document.createElementNS(ns, 'rect');
  Object.entries({ x: 4, y: 4, width: 92, height: 92, rx: 16, fill: '#fff', stroke: '#333', 'stroke-width': 5 })
    .forEach(([k, v]) => box.setAttribute(k, String(v)));
  svg.append(box);
  for (const [cx, cy] of PIPS[face] || []) {
    const pip = document.createElementNS(ns, 'circle');
    pip.setAttribute('cx', String(cx));
    pip.setAttribute('cy', String(cy));
    pip.setAttribute('r', '9');
    pip.setAttribute('fill', '#222');
    svg.append(pip);
  }
  return svg;
}

/**
 * The two dice (used ones dimmed), the roll button and the pass button.
 * @param {{ dice: HTMLElement[], roll: HTMLButtonElement, pass: HTMLElement }} el
 * @param {Snapshot} view
 */
function fillDice(el, view) {
  const d = view.dice;
  el.dice.forEach((span, i) => {
    const face = d.roll ? d.roll[i] : null;
    span.replaceChildren(dieSvg(face));
    span.classList.toggle('used', !!d.roll && d.used[i]);
    span.classList.toggle('blank', !d.roll);
    span.dataset.face = face ? String(face) : '';
    const what = face ? `die showing ${face}${d.used[i] ? ', used' : ''}` : 'die not rolled yet';
    span.setAttribute('aria-label', what);
    span.title = what;
  });
  const atEnd = view.ply >= view.length;
  el.roll.disabled = !d.needsRoll || view.status.over;
  el.roll.title = atEnd ? '' : 'Rolling here starts a side line (the rest of the game is kept)';
  el.pass.hidden = !d.onlyPass;
}

/**
 * The three-player panel: who moves, each player's last capture target, and royal pieces.
 * @param {HTMLElement} list
 * @param {GameInfo} game
 * @param {Snapshot} view
 */
function fillPlayers(list, game, view) {
  const players = game.players;
  const rows = view.players.map((p, i) => {
    const info = players[i] || { name: `Player ${i + 1}`, colour: '#888' };
    const li = document.createElement('li');
    li.dataset.player = String(i);
    if (!view.status.over && view.status.toMove === i) li.classList.add('to-move');
    if (view.status.winners.includes(i)) li.classList.add('winner');
    const head = playerHead(info);
    if (view.status.winners.includes(i)) {
      const w = document.createElement('span');
      w.className = 'badge win';
      w.textContent = 'winner';
      head.append(w);
    } else if (!view.status.over && view.status.toMove === i) {
      const t = document.createElement('span');
      t.className = 'badge';
      t.textContent = 'to move';
      head.append(t);
    }
    const rule = document.createElement('div');
    rule.className = 'alliance';
    const last = p.lastCaptured;
    rule.textContent =
      last == null
        ? 'may capture either opponent'
        : `may not take ${players[last] ? players[last].name : '?'} next (royals excepted)`;
    const royals = document.createElement('div');
    royals.className = 'royals';
    const names = p.royals.map((r) => `${cap(r.name)} ${game.geometry.cells[r.cell] ? game.geometry.cells[r.cell].name : '?'}`);
    royals.textContent = `Royals: ${names.length ? names.join(', ') : 'none'} · ${p.pieces} pieces`;
    li.append(head, rule, royals);
    return li;
  });
  list.replaceChildren(...rows);
}

const cap = (t) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * The move list of a game with dice: a row per turn, `1,3: c3-d4, pass`, each step a button.
 * @param {HTMLElement} list
 * @param {GameInfo} game
 * @param {Snapshot} view
 */
function fillTurns(list, game, view) {
  const rows = view.turns.map((t, n) => {
    const li = document.createElement('li');
    li.className = 'turn';
    li.dataset.text = t.text;
    li.title = t.text;
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = `${n + 1}.`;
    const dot = document.createElement('span');
    dot.className = 'dot small';
    dot.style.background = game.players[t.player] ? game.players[t.player].colour : '#888';
    const roll = document.createElement('button');
    roll.type = 'button';
    roll.className = 'move roll';
    roll.dataset.ply = String(t.ply);
    roll.textContent = `${t.roll[0]},${t.roll[1]}:`;
    if (t.ply === view.ply) roll.setAttribute('aria-current', 'true');
    // The moves of a long turn wrap under the first move, never under the number.
    const steps = document.createElement('span');
    steps.className = 'turn-moves';
    li.append(num, dot, roll, steps);
    t.moves.forEach((m, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'move';
      b.dataset.ply = String(m.ply);
      // The pass stands for every die left unused: `pass, pass` when no die was used.
      const text = m.pass ? Array(Math.max(1, 2 - i)).fill('pass').join(', ') : m.text;
      b.textContent = `${text}${i + 1 < t.moves.length ? ',' : ''}`;
      if (m.die) {
        const die = document.createElement('span');
        die.className = 'die-badge';
        die.textContent = String(m.die);
        die.title = `used the die showing ${m.die}`;
        b.prepend(die);
      }
      if (m.ply === view.ply) b.setAttribute('aria-current', 'true');
      steps.append(b);
    });
    return li;
  });
  list.replaceChildren(...rows);
  const current = list.querySelector('[aria-current]');
  const line = /** @type {HTMLElement | null} */ (current ? current.parentElement : list.lastElementChild);
  if (line) {
    const top = line.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  }
}
