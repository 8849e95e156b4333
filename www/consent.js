// Blocking Double Chess on the page: the exchange between partners when Red or Yellow proposes a
// move into check (the partner answers Unwise, I accept, Another or Impossible), and the panel of
// the two games (White against Black, Red against Yellow) with each result and the team result.
// Which moves may be proposed, and that a relief exists, are the engine's answers.

import { closestTo } from './dom.js';

/** @typedef {import('./state.js').State} State */
/** A partner's answer to a proposal. @typedef {'accept' | 'unwise' | 'another' | 'impossible'} Answer */

const $ = (id) => document.getElementById(id);

/**
 * The sentence a partner's answer puts in the message banner.
 * @param {Answer} kind
 * @param {string} proposer
 * @param {string} partner
 * @param {string} move
 * @returns {string}
 */
export function answerText(kind, proposer, partner, move) {
  switch (kind) {
    case 'accept':
      return `${partner} accepts: ${proposer} plays ${move}, and ${partner}'s next move must relieve the check.`;
    case 'another':
      return `${partner} asks ${proposer} for another proposal: ${move} is not played.`;
    case 'impossible':
      return `${partner} answers Impossible (no relief): ${move} is not played.`;
    default:
      return `${partner} answers Unwise: ${move} is not played.`;
  }
}

/**
 * Binds the consent panel; `actions.answer(kind)` takes the partner's answer. Returns `update(state)`.
 * @param {{ answer: (kind: Answer) => void }} actions
 * @returns {(state: State) => void}
 */
export function createConsentPanel(actions) {
  const el = { panel: $('consent-panel'), text: $('consent-text'), answers: $('consent-answers') };
  el.answers.addEventListener('click', (e) => {
    const b = closestTo(e, 'button[data-answer]');
    // The buttons' data-answer attributes (index.html) are the four answers.
    if (b) actions.answer(/** @type {Answer} */ (b.dataset.answer));
  });
  let shown = null;
  return function update(state) {
    const c = state.consent;
    el.panel.hidden = !c;
    if (!c || c === shown) return;
    shown = c;
    const players = state.game.players;
    const proposer = players[c.proposer] ? players[c.proposer].name : 'Your partner';
    const partner = players[c.partner] ? players[c.partner].name : 'partner';
    el.text.textContent =
      `${proposer}${c.byComputer ? ' (the computer)' : ''} proposes ${c.move}, a move into check. ` +
      `${partner}, if you accept, your next move must relieve that check.`;
    const first = /** @type {HTMLButtonElement | null} */ (el.answers.querySelector('button[data-answer="accept"]'));
    if (first) first.focus({ preventScroll: true });
  };
}

/**
 * Fills the panel of the two games; hidden in games without them.
 * @returns {(state: State) => void}
 */
export function createDuelPanel() {
  const panel = $('duel-panel');
  let shown = null;
  return function update(state) {
    const v = state.view;
    const duels = v && v.duels && v.duels.length ? v.duels : null;
    panel.hidden = !duels;
    if (!duels || v === shown) return;
    shown = v;
    const name = (p) => (state.game.players[p] ? state.game.players[p].name : '?');
    const head = document.createElement('h2');
    head.textContent = 'The two games';
    const list = document.createElement('ul');
    list.className = 'duel-list';
    for (const d of duels) {
      const li = document.createElement('li');
      li.className = `duel ${d.result}`;
      const who = d.players.map(name).join(' against ');
      let what = 'in play';
      if (d.result === 'won') what = `${name(d.winner)} won (${d.reason})`;
      else if (d.result === 'drawn') what = `drawn (${d.reason})`;
      li.textContent = `${who}: ${what}`;
      list.append(li);
    }
    const parts = [head, list];
    if (v.teamResult) {
      const team = document.createElement('p');
      team.className = 'team-result';
      team.textContent = v.teamResult;
      parts.push(team);
    }
    panel.replaceChildren(...parts);
  };
}
