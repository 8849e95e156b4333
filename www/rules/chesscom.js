// The rules of chess.com's four-player chess for the rules pages (docs/rules-decisions.md,
// "chess.com's four-player chess"): the partnership game and the free-for-all points race.

import { PIECES } from './chess.js';

const BOARD = {
  title: 'The board and the start',
  text: [
    'The cross-shaped board of 160 squares: 14 files (a to n) and 14 ranks, without the 3 by 3 corners. Red sits South (d1 to k1), Blue West (a4 to a11), Yellow North (d14 to k14) and Green East (n4 to n11). The turn goes clockwise: Red, Blue, Yellow, Green.',
    'Option setup chooses the start array: modern (chess.com\u2019s default since 2022: every king on its owner\u2019s right of the queen, Blue\u2019s king on a7 and Green\u2019s on n8), classic (Savard\u2019s array: Blue\u2019s king on a8, Green\u2019s on n7), or by, byg and rg, where the seats named have king and queen swapped from classic.',
  ],
};

const PAWNS = {
  title: 'Castling and pawns',
  list: [
    'Castling: the king moves two squares along its back row towards a rook, which jumps over it, as in chess; the rook nearer the king is the kingside one.',
    'Pawns step two squares from their starting row. A pawn that steps two squares may be taken en passant by every opponent until its owner moves again.',
  ],
};

// After h2-h4, b7-d7, g13-g11 and m8-k8 (the modern array), Red to move.
const ROUND = 'yRyNyByKyQyByNyR/yPyPyP1yPyPyPyP/8/bRbP4yP5gPgR/bNbP10gPgN/bBbP10gPgB/bQbP8gP2gK/bK2bP8gPgQ/bBbP10gPgB/bNbP10gPgN/bRbP5rP4gPgR/8/rPrPrPrP1rPrPrP/rRrNrBrQrKrBrNrR r rKQbKQyKQgKQ h3.c7.g12.l8 0 2';

const NOTATION = { title: 'Notation', text: ['Moves are written in long algebraic form with the piece letter: Nj1-i3, h2-h4, Qg1xk5, O-O, e10-e11=Q. Positions can be read and written in chess.com\u2019s FEN4.'] };

export const RULES = {
  '4pc-teams': {
    goal: 'chess.com\u2019s 4 Player Chess in partnerships: Red and Yellow play together against Blue and Green. The first side to checkmate an opponent wins.',
    sections: [
      BOARD,
      PIECES,
      PAWNS,
      {
        title: 'Winning',
        list: [
          'A player is checkmated only when his turn comes and he has no legal move while in check: until then his partner may still save him.',
          'A king left in check may be taken by an opponent whose turn comes first; taking it wins as a checkmate does.',
          'A player with no legal move who is not in check is stalemated: the game is drawn. Repetition, the fifty-move rule and bare kings draw too.',
          'Pawns promote on the 11th row counted from their own side (Red on rank 11, Blue on file k, Yellow on rank 4, Green on file d), to a queen, rook, bishop or knight.',
        ],
        diagram: {
          position: `4pc-teams:${ROUND}`,
          select: 'h4',
          caption: 'After a round of double steps: the red pawn on h4 may go on to h5.',
        },
      },
      NOTATION,
    ],
  },
  '4pc-ffa': {
    goal: 'chess.com\u2019s 4 Player Chess, every player for himself: a race for points. When the game ends, the player with the most points wins.',
    sections: [
      BOARD,
      PIECES,
      PAWNS,
      {
        title: 'Points',
        list: [
          'Taking a piece of a player still in the game: pawn 1, knight 3, bishop 5, rook 5, queen 9, one-point queen 1. A king left in check may be taken, for 20, and its owner is out (his pieces die with it, so their check on the taker does not count); a resigned player\u2019s walking king is worth 20 too.',
          'Checkmate: 20 to the player whose move gives it, found at once, whoever\u2019s pieces give the check. A player stalemated when his turn comes scores 20 himself. Both are then out.',
          'A move that checks two kings not in check before: 1 point when a queen gives one of the checks, 5 otherwise; three kings: 5 with a queen, 20 otherwise.',
          'Pawns promote on the 8th row counted from their own side (Red on rank 8, Blue on file h, Yellow on rank 7, Green on file g) to a one-point queen, written D: it moves as a queen but is worth 1 point.',
        ],
        diagram: {
          position: `4pc-ffa:${ROUND} 0/0/0/0 -`,
          select: 'g1',
          caption: 'The red queen on g1 may come out along the diagonal the h-pawn opened.',
        },
      },
      {
        title: 'Dead pieces and the end',
        list: [
          'A player checkmated or stalemated is out: his pieces stay on the board, grey and dead. They block, never move, give no check, and are worth nothing when taken.',
          'A player who resigns or runs out of time is out too, but his king walks on: on his turns only the king moves (chess.com moves it at random; here the move is picked from the position). It is worth 20 when taken; if it is stalemated each player still in scores 10.',
          'The game ends when one player is left (he scores 20 for each king still walking), when the leader of the last two claims the win (he may when he stays first even so: 21 points ahead, 41 with another king walking; his king walks and the other scores 20 for each walking king), or by repetition, the fifty-move rule or material that cannot mate (the pieces of the players still in: bare kings, or with two players a single minor piece), which give 10 to each player still in and 10 more for each king still walking. The players are then ranked by points.',
        ],
      },
      NOTATION,
    ],
  },
};
