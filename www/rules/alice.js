// The rules of Alice Chess and its family for the rules pages (from the rules file alice.md).
// Every member shares Alice Chess's text and adds its differences first.

import { PIECES, SPECIALS } from './chess.js';

const EMPTY8 = '8/8/8/8/8/8/8/8';
const KNIGHT_A = '4k3/8/8/8/8/8/8/1N2K3';

const BOARDS = {
  title: 'The boards and the looking-glass',
  text: [
    'There are two boards, A and B. The game starts with the usual armies on board A; board B is empty.',
    'Every piece moves as in orthodox chess on the board where it stands; then it passes through the looking-glass to the same square of the other board. That square must be empty, or the move is not allowed. Only pieces on the board of the move block it or can be taken; a capture happens there, and the capturing piece then passes through like any other.',
  ],
  diagram: {
    position: `alice:${KNIGHT_A};${EMPTY8} w - - 0 1`,
    select: 'b1/A',
    caption: 'A knight on b1 of board A: dots mark where it lands on A, dashed rings where it ends on board B.',
  },
};

const CHECK = {
  title: 'Check, castling and pawns',
  list: [
    'A king is in check only by enemy pieces on its own board. A move must be legal on the board where it is played (the king may not step onto a square attacked there, even though it leaves), and after the transfer the mover\u2019s king must not be in check.',
    'Castling: king and rook stand on the same board and have never moved (passing through the glass is a move); both pass through, and both squares on the other board must be empty.',
    'A pawn may step two squares on its first move from its starting rank on its starting board. It promotes on the last rank, and the new piece passes through.',
    'En passant is off unless the option is chosen: then a pawn may take an enemy pawn that just stepped two squares on its board, and the taken pawn is removed from the other board, where it now stands.',
  ],
};

const ENDING = {
  title: 'How the game ends',
  text: [
    'Checkmate wins and stalemate draws. Threefold repetition, fifty moves by each side with no capture or pawn move, and two bare kings are draws. Other material is never declared dead: a lone minor piece can sometimes mate in Alice.',
    'Moves are written as in chess with the board of arrival: Nf3/B.',
  ],
};

const EXAMPLE = {
  title: 'An example from Alice Chess',
  text: [
    '1.e4/B d5/B 2.Be2/B dxe4/A 3.Bb5/A#. The bishop checks on board A; the black pieces that could block (Bd7, Nc6, c6) would vanish to board B, and Kd7 is an attacked square on board A: checkmate.',
  ],
  diagram: { game: 'alice', moves: 'e4 d5 Be2 dxe4 Bb5', caption: 'After 3.Bb5#: the bishop on board A checks the king, and nothing helps.' },
};

const ALICE = [BOARDS, PIECES, CHECK, ENDING, EXAMPLE];

/** Alice Chess with a section of differences first and, optionally, its own diagram. */
function member(goal, difference, diagram) {
  return { goal, sections: [{ title: 'What is different', ...difference, diagram }, ...ALICE] };
}

const TWO = 'Two players on two boards of 8 by 8, A and B. White moves first. The goal is to checkmate the enemy king.';

export const RULES = {
  alice: { goal: TWO, sections: [...ALICE, SPECIALS] },
  'chess-glass': member(
    TWO,
    { text: ['Orthodox chess played through the looking-glass: the game is Alice Chess, built from the one-board game by doubling its board. All the rules below apply.'] },
    { position: `chess-glass:${KNIGHT_A};${EMPTY8} w - - 0 1`, select: 'b1/A', caption: 'As in Alice Chess: the knight lands on board A and ends on board B.' },
  ),
  alice2: member(
    TWO,
    { text: ['Alice Chess 2: Black\u2019s army starts on board B instead of board A. Everything else is Alice Chess.'] },
    { position: 'alice2:8/8/8/8/8/8/PPPPPPPP/RNBQKBNR;rnbqkbnr/pppppppp/8/8/8/8/8/8 w KQkq - 0 1', select: 'g1/A', caption: 'The start: the knight on g1 lands on f3 or h3 of board A and ends on board B, among the black army.' },
  ),
  'ms-alice': member(
    TWO,
    {
      text: ['Ms. Alice adds the zero move: instead of moving, a piece may simply pass through the glass to the same square of the other board, if it is empty. A zero move is written with @: N@b1/B.'],
      list: ['A king may not escape check by a zero move.', 'A king or rook that has made a zero move may no longer castle (with that rook).'],
    },
    { position: `ms-alice:${KNIGHT_A};${EMPTY8} w - - 0 1`, select: 'b1/A', caption: 'The knight on b1 may also stay on b1 and only change board: the ring on b1 of board B.' },
  ),
  odonohue: member(
    TWO,
    { text: ['O\u2019Donohue Chess: a move is allowed even when the square on the other board is taken. Then the piece does not pass through; it stays where it moved.'] },
    { position: `odonohue:${KNIGHT_A};8/8/8/8/8/2p5/8/8 w - - 0 1`, select: 'b1/A', caption: 'c3 of board B holds a black pawn, so the knight going to c3 stays on board A; to a3 and d2 it passes to board B.' },
  ),
  duo: member(
    TWO,
    {
      text: ['Duo Chess: Black starts on board B. After each move the player chooses whether the piece passes through the glass (only to an empty square) or stays.'],
      list: [
        'Pieces other than pawns may make zero moves, and a zero move may capture the enemy piece on the same square of the other board.',
        'So a king is also in check when an enemy piece stands on its square of the other board; checkmate must cover that escape too.',
      ],
    },
    { position: `duo:${KNIGHT_A};${EMPTY8.slice(0, -1)}1n6 w - - 0 1`, select: 'b1/A', caption: 'The knight may stay on board A or pass to B, and may take the black knight on b1 of board B by a zero move.' },
  ),
  'alice-8x4': member(
    'Two players on two small boards of 4 files (a to d) by 8 ranks. White moves first. The goal is to checkmate the enemy king.',
    { text: ['Parton\u2019s small Alice: White has a1 rook, b1 queen, c1 king, d1 rook; a2 knight, b2 bishop, c2 bishop, d2 knight; pawns on a3 to d3. Black mirrors him on ranks 6 to 8. Board B starts empty. There is no double step and no castling; pawns promote on the last rank.'] },
    { position: 'alice-8x4:rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR;4/4/4/4/4/4/4/4 w - - 0 1', select: 'a2/A', caption: 'The knight on a2 at the start: it jumps over the pawns to b4, then stands on b4 of board B.' },
  ),
  alice3: member(
    'Two players on three boards of 8 by 8, A, B and C. White moves first. The goal is to checkmate the enemy king.',
    { text: ['Three boards: after each move the piece passes to either of the other two boards, as the mover chooses (the square there must be empty). The board of arrival is written after the move: Nf3/C.'] },
    { position: `alice3:${KNIGHT_A};${EMPTY8};${EMPTY8} w - - 0 1`, select: 'b1/A', caption: 'The knight on b1 of board A may end on board B or on board C: every target has a ring on each.' },
  ),
};
