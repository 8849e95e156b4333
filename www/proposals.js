// Blocking Double Chess's consent (a flow of the page controller, app.js): a move into check that
// the player to move proposes is put to his partner, who answers at once when the computer plays
// him, or with the buttons of the consent panel (consent.js) when a person does. Accepted, the
// proposal is played and the partner must relieve the check; refused, it is not played. Which
// moves may be proposed, and the computer partner's answer, are the engine's.

import * as S from './state.js';
import { isComputer, levelOf } from './seats.js';
import { answerText } from './consent.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./consent.js').Answer} Answer */

/** How long the computer partner thinks over a proposal, in ms. */
const ANSWER_TIME = 400;

/**
 * The partner of a player: the seat the engine names, else the player who moves next.
 * @param {State} state
 * @param {number} player
 * @returns {number}
 */
export function partnerOf(state, player) {
  const seat = state.view && state.view.seats ? state.view.seats[player] : null;
  if (seat && seat.partner != null) return seat.partner;
  return (player + 1) % state.game.players.length;
}

/**
 * A player's name for the messages.
 * @param {State} state
 * @param {number} player
 * @returns {string}
 */
export function nameOf(state, player) {
  return state.game.players[player] ? state.game.players[player].name : 'The player';
}

/**
 * Proposal `index` of the player to move in the position shown, as it is put to his partner (the
 * move written without its `~c`), or null when there is no such proposal.
 * @param {State} state
 * @param {number} index
 * @param {boolean} byComputer
 * @returns {import('./state.js').Consent | null}
 */
export function consentFor(state, index, byComputer) {
  const v = state.view;
  const p = v && v.proposals ? v.proposals[index] : null;
  if (!p) return null;
  const proposer = v.status.toMove;
  const partner = partnerOf(state, proposer);
  return { index, proposer, partner, byComputer, move: p.san.replace(/~c$/, ''), link: v.link };
}

/**
 * The flow's steps. `flow` gives `branch(text)` (kept-games.js: a proposal played at an earlier
 * position starts a side line), `autoPass()` (turns.js) and `refused()`, which tells the computer
 * that its proposal was refused (it then plays an ordinary move).
 * @param {import('./page.js').Page} page
 * @param {{ branch: (text: string | null) => boolean, autoPass: () => void, refused: () => void }} flow
 */
export function createProposals(page, flow) {
  const { engine } = page;

  /**
   * Proposal `index` of the player to move is put to his partner. A computer partner answers at
   * once; a person answers with the buttons of the consent panel.
   * @param {number} index
   * @param {boolean} byComputer
   */
  function propose(index, byComputer) {
    const consent = consentFor(page.state(), index, byComputer);
    if (!consent) return;
    const partnerSeat = page.seats()[consent.partner] || 'h';
    if (isComputer(partnerSeat)) {
      let answer = 'unwise';
      const level = Math.max(1, levelOf(partnerSeat));
      if (!page.attempt(() => (answer = engine.answerProposal(page.handle(), index, level, ANSWER_TIME)))) return;
      settle(consent, answer === 'accept' ? 'accept' : 'unwise');
    } else {
      page.setState(S.setConsent(page.state(), consent));
    }
  }

  /**
   * The partner's answer to the proposal awaiting it.
   * @param {import('./state.js').Consent} consent
   * @param {Answer} kind
   */
  function settle(consent, kind) {
    page.setState(S.setConsent(page.state(), null));
    const state = page.state();
    if (!state.view || state.view.link !== consent.link) return;
    const text = answerText(kind, nameOf(state, consent.proposer), nameOf(state, consent.partner), consent.move);
    if (kind === 'accept') {
      flow.branch(null);
      if (!page.attempt(() => engine.playProposal(page.handle(), consent.index))) return;
      page.attempt(page.refresh);
      page.setState(S.setMessage(page.state(), 'notice', text));
      flow.autoPass();
    } else {
      page.setState(S.setMessage(page.state(), 'notice', text));
      if (consent.byComputer) flow.refused();
    }
  }

  /**
   * A person's answer to the proposal awaiting it: 'accept', 'unwise', 'another' or 'impossible'.
   * @param {Answer} kind
   */
  function answer(kind) {
    const consent = page.state().consent;
    if (consent) settle(consent, kind);
  }

  return { propose, answer };
}
