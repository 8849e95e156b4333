// The position editor: place and remove pieces on every board of the game shown, choose the
// player to move and the castling rights, then play from there or copy its link. The engine
// holds the setup (an `Editor` from src/wasm/editor.rs) and says whether it is a legal position;
// its message is shown while it is not. While editing, the board shows the setup as the view of
// the page state (`state.editing` is set), so the renderer and layout need nothing new.

import { facingPlayer } from './state.js';
import { closestTo } from './dom.js';

/** @typedef {import('./state.js').State} State */

const $ = (id) => document.getElementById(id);

/**
 * Binds the editor panel. `host` gives: engine, getState, setState, getHandle, adopt(handle),
 * message(kind, text), copy(text, what) and pieces (the piece set, for the palette images).
 * Returns `{ open, cell }`: `cell(id)` is called for a click on the board while editing.
 * @param {import('./share.js').GameHost} host
 */
export function createEditor(host) {
  const el = {
    panel: $('editor-panel'),
    open: $('edit-position'),
    palette: $('editor-palette'),
    toMove: /** @type {HTMLSelectElement} */ ($('editor-to-move')),
    castling: $('editor-castling'),
    problem: $('editor-problem'),
    play: /** @type {HTMLButtonElement} */ ($('editor-play')),
    copy: /** @type {HTMLButtonElement} */ ($('editor-copy')),
    clear: $('editor-clear'),
    reset: $('editor-reset'),
    cancel: $('editor-cancel'),
  };
  /** @type {import('./engine-types.js').EditorHandle | null} the engine's Editor */
  let ed = null;
  /** @type {import('./engine-types.js').PieceKind[]} */
  let kinds = [];
  /** @type {import('./state.js').Editing['brush'] | null} { owner, kind } or { erase: true } */
  let brush = null;
  /** @type {import('./engine-types.js').EditorView | null} the editor's last view from the engine */
  let shown = null;

  const { engine } = host;

  function open() {
    const state = host.getState();
    const handle = host.getHandle();
    if (!handle || !state.game) return;
    try {
      ed = engine.editor(handle);
      kinds = engine.edit(ed, (e) => e.kinds());
    } catch (e) {
      host.message('error', e.message || String(e));
      return;
    }
    brush = { owner: 0, kind: kinds.findIndex((k) => k.royal) >= 0 ? kinds.findIndex((k) => k.royal) : 0 };
    fillPalette(state.game);
    fillToMove(state.game);
    document.body.classList.add('editing');
    el.panel.hidden = false;
    show();
  }

  function close() {
    if (ed) {
      try {
        ed.free();
      } catch {
        // already unusable
      }
    }
    ed = null;
    document.body.classList.remove('editing');
    el.panel.hidden = true;
  }

  /** Asks the engine for the setup and shows it on the board and in the panel. */
  function show() {
    const state = host.getState();
    try {
      shown = engine.edit(ed, (e) => e.view());
    } catch (e) {
      host.message('error', e.message || String(e));
      return;
    }
    const players = state.game.players;
    const mover = players[shown.toMove] ? players[shown.toMove].name : 'Player';
    // The link of the game being edited stays the page's link until a new game is made.
    const link = state.editing ? state.editing.link : state.view.link;
    const facing = state.editing ? state.editing.facing : state.autoFlip ? facingPlayer(state) : 0;
    // The setup shown as a snapshot without moves: nothing to play, no game state of any kind.
    /** @type {import('./engine-types.js').Snapshot} */
    const view = {
      pieces: shown.pieces,
      moves: [],
      history: [],
      ply: 0,
      length: 0,
      status: {
        toMove: shown.toMove,
        inCheck: false,
        checked: [],
        over: false,
        result: 'ongoing',
        winners: [],
        text: shown.problem ? 'Setting up: not a legal position yet' : `Setting up: ${mover} to move`,
      },
      lastMove: null,
      link,
      position: shown.position || '',
      dice: null,
      players: [],
      turns: [],
      scores: null,
      scoring: null,
      seats: [],
      movers: [],
      rounds: [],
      hand: [],
      placing: false,
      proposals: [],
      duels: [],
      teamResult: null,
      reliefOwed: null,
      lost: [],
      race: null,
    };
    host.setState({
      ...state,
      view,
      selected: null,
      drag: null,
      choice: null,
      // The boards keep facing the way they faced when the editor opened, whoever is to move.
      editing: { link, problem: shown.problem, toMove: shown.toMove, position: shown.position, brush, facing },
    });
    el.problem.textContent = shown.problem ? `Not a legal position: ${shown.problem}` : 'A legal position.';
    el.problem.classList.toggle('bad', !!shown.problem);
    el.play.disabled = el.copy.disabled = !!shown.problem;
    el.toMove.value = String(shown.toMove);
    fillCastling(state.game);
    markBrush();
  }

  /**
   * @param {import('./engine-types.js').GameInfo} game
   */
  function fillPalette(game) {
    const rows = game.players.map((p, owner) => {
      const row = document.createElement('div');
      row.className = 'palette-row';
      kinds.forEach((k) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.owner = String(owner);
        b.dataset.kind = String(k.kind);
        const label = `${p.name} ${k.name}`;
        b.title = label;
        b.setAttribute('aria-label', label);
        const url = host.pieces.url(k.letter, p.colour, k.name);
        if (url) {
          const img = document.createElement('img');
          img.src = url;
          img.alt = '';
          b.append(img);
        } else {
          b.textContent = k.letter;
          b.style.background = p.colour;
        }
        row.append(b);
      });
      return row;
    });
    const erase = document.createElement('button');
    erase.type = 'button';
    erase.dataset.erase = 'true';
    erase.className = 'erase';
    erase.textContent = 'Remove';
    erase.title = 'Remove pieces: click them on the board';
    el.palette.replaceChildren(...rows, erase);
  }

  function markBrush() {
    for (const b of el.palette.querySelectorAll('button')) {
      const on = brush.erase
        ? b.dataset.erase === 'true'
        : b.dataset.owner === String(brush.owner) && b.dataset.kind === String(brush.kind);
      b.setAttribute('aria-pressed', String(on));
    }
  }

  /**
   * @param {import('./engine-types.js').GameInfo} game
   */
  function fillToMove(game) {
    el.toMove.replaceChildren(
      ...game.players.map((p, i) => {
        const o = document.createElement('option');
        o.value = String(i);
        o.textContent = p.name;
        return o;
      }),
    );
  }

  /**
   * @param {import('./engine-types.js').GameInfo} game
   */
  function fillCastling(game) {
    const boxes = shown.castling.map((c) => {
      const label = document.createElement('label');
      label.className = 'check';
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = c.on;
      input.disabled = !c.possible && !c.on;
      input.dataset.index = String(c.index);
      const who = game.players[c.player] ? game.players[c.player].name : '';
      label.append(input, ` ${who} castling ${c.letter.toUpperCase() === 'K' ? 'king side' : c.letter.toUpperCase() === 'Q' ? 'queen side' : c.letter}`);
      return label;
    });
    el.castling.replaceChildren(...boxes);
    el.castling.hidden = boxes.length === 0;
  }

  /**
   * A click on the board: the brush puts its piece there (or takes it away when it is already there).
   * @param {number} id
   */
  function cell(id) {
    if (!ed) return;
    const here = shown.pieces.find((p) => p.cell === id);
    const kind = brush.erase ? null : kinds[brush.kind];
    try {
      if (brush.erase || (here && kind && here.owner === brush.owner && here.letter === kind.letter && here.name === kind.name)) {
        engine.edit(ed, (e) => e.remove(id));
      } else {
        engine.edit(ed, (e) => e.put(id, brush.owner, brush.kind));
      }
    } catch (e) {
      host.message('error', e.message || String(e));
    }
    show();
  }

  /**
   * A new game from the setup, or null (the engine's reason is shown).
   * @returns {import('./engine-types.js').GameHandle | null}
   */
  function toGame() {
    try {
      return engine.edit(ed, (e) => e.toGame());
    } catch (e) {
      host.message('error', `This position cannot be played: ${e.message || e}`);
      return null;
    }
  }

  el.open.addEventListener('click', () => (ed ? null : open()));
  el.palette.addEventListener('click', (e) => {
    const b = closestTo(e, 'button');
    if (!b) return;
    brush = b.dataset.erase ? { erase: true } : { owner: Number(b.dataset.owner), kind: Number(b.dataset.kind) };
    markBrush();
    const state = host.getState();
    if (state.editing) host.setState({ ...state, editing: { ...state.editing, brush } });
  });
  el.toMove.addEventListener('change', () => {
    try {
      engine.edit(ed, (e) => e.setToMove(Number(el.toMove.value)));
    } catch (e) {
      host.message('error', e.message || String(e));
    }
    show();
  });
  el.castling.addEventListener('change', (e) => {
    const input = /** @type {HTMLInputElement | null} */ (closestTo(e, 'input[data-index]'));
    if (!input) return;
    try {
      engine.edit(ed, (x) => x.setCastling(Number(input.dataset.index), input.checked));
    } catch (err) {
      host.message('error', err.message || String(err));
    }
    show();
  });
  el.clear.addEventListener('click', () => {
    engine.edit(ed, (e) => e.clear());
    show();
  });
  el.reset.addEventListener('click', () => {
    engine.edit(ed, (e) => e.reset());
    show();
  });
  el.play.addEventListener('click', () => {
    const g = toGame();
    if (!g) return;
    close();
    host.adopt(g);
  });
  el.copy.addEventListener('click', () => {
    const g = toGame();
    if (!g) return;
    const link = g.link();
    engine.release(g);
    host.copy(`${location.origin}${location.pathname}#${link}`, 'The link to this position');
  });
  el.cancel.addEventListener('click', () => {
    close();
    host.restore();
  });

  return { open, cell, close, active: () => !!ed };
}
