// The controls around the board: game chooser, buttons, move list, status line, the message
// banner and the chooser for moves that differ only by promotion or board. All text is set with
// textContent (never innerHTML), so nothing from a link or from storage can become markup.

const $ = (id) => document.getElementById(id);

/** Binds the controls to `actions` and returns `update(state)`, which redraws them. */
export function createUi(actions, pieces) {
  const el = {
    select: $('game-select'),
    newGame: $('new-game'),
    undo: $('undo'),
    flip: $('flip'),
    autoFlip: $('auto-flip'),
    first: $('first'),
    back: $('back'),
    forward: $('forward'),
    last: $('last'),
    copy: $('copy-link'),
    status: $('status'),
    turnDot: $('turn-dot'),
    viewing: $('viewing'),
    moves: $('move-list'),
    message: $('message'),
    messageText: $('message-text'),
    messageClose: $('message-close'),
    chooser: $('chooser'),
  };

  el.newGame.addEventListener('click', () => actions.newGame(el.select.value));
  el.undo.addEventListener('click', () => actions.undo());
  el.flip.addEventListener('click', () => actions.flip());
  el.autoFlip.addEventListener('change', () => actions.setAutoFlip(el.autoFlip.checked));
  el.first.addEventListener('click', () => actions.goTo(0));
  el.back.addEventListener('click', () => actions.step(-1));
  el.forward.addEventListener('click', () => actions.step(1));
  el.last.addEventListener('click', () => actions.goTo(Infinity));
  el.copy.addEventListener('click', () => actions.copyLink());
  el.messageClose.addEventListener('click', () => actions.dismissMessage());
  el.moves.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (b) actions.goTo(Number(b.dataset.ply));
  });
  el.chooser.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b) return;
    if (b.dataset.index !== undefined) actions.play(Number(b.dataset.index));
    else actions.cancelChoice();
  });

  let shown = {};
  return function update(state, layout) {
    const changed = (key, value) => {
      if (shown[key] === value) return false;
      shown[key] = value;
      return true;
    };
    if (changed('games', state.games)) fillGames(el.select, state.games);
    if (state.game && changed('gameId', state.game.id)) el.select.value = state.game.id;
    el.autoFlip.checked = state.autoFlip;
    el.flip.setAttribute('aria-pressed', String(state.flipped));

    const view = state.view;
    if (view && state.game) {
      el.back.disabled = el.first.disabled = view.ply === 0;
      el.forward.disabled = el.last.disabled = view.ply >= view.length;
      el.undo.disabled = view.length === 0;
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
      if (historyChanged || plyChanged) fillMoves(el.moves, state.game, view);
    }

    if (changed('message', state.message)) {
      el.message.hidden = !state.message;
      if (state.message) {
        el.message.className = `message ${state.message.kind}`;
        el.messageText.textContent = state.message.text;
      }
    }

    const choiceChanged = changed('choice', state.choice);
    const layoutChanged = changed('layout', layout);
    if (choiceChanged || layoutChanged) fillChooser(el.chooser, state, layout, pieces);
  };
}

function fillGames(select, games) {
  select.replaceChildren(
    ...games.map((g) => {
      const o = document.createElement('option');
      o.value = g.id;
      o.textContent = g.name;
      return o;
    }),
  );
}

/** The move list in rows of one move per player, each move a button that shows that ply. */
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
  // Scroll the list itself (never the page) so that the current move is visible.
  const current = list.querySelector('[aria-current]');
  const line = current ? current.parentElement : list.lastElementChild;
  if (line) {
    const top = line.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  }
}

/** The chooser between moves to the same cell (promotion pieces, or the board of arrival). */
function fillChooser(box, state, layout, pieces) {
  if (!state.choice || !state.view || !layout) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const moves = state.choice.map((i) => ({ index: i, move: state.view.moves[i] }));
  const owner = state.view.status.toMove;
  const colour = state.game.players[owner] ? state.game.players[owner].colour : '#888';
  const buttons = moves.map(({ index, move }) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.index = String(index);
    b.title = move.san;
    b.setAttribute('aria-label', move.san);
    const url = move.promotion ? pieces.url(move.promotion, colour) : null;
    if (url && moves.every((m) => m.move.arrive === move.arrive)) {
      const img = document.createElement('img');
      img.src = url;
      img.alt = '';
      b.append(img);
    } else {
      b.textContent = move.san;
    }
    return b;
  });
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
    box.style.top = `${Math.max(0, target.y)}px`;
  }
}
