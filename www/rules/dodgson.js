// The rules of Not a Dodgson System Chess for the rules pages (from the rules file dodgson.md):
// four players, no kings, two small Alice boards, and scoring by captures.

const START =
  'bRbNbBbQbBbNbR/bPbPbPbPbPbPbP/7/7/wPwPwPwPwPwPwP/wRwNwBwQwBwNwR;gRgNgBgQgBgNgR/gPgPgPgPgPgPgP/7/7/rPrPrPrPrPrPrP/rRrNrBrQrBrNrR';

export const RULES = {
  dodgson: {
    goal: 'Four players, each for himself, on two Alice boards of 7 by 6 squares. Nobody has a king: the game ends when the first player loses his last piece, and then points decide the winner.',
    sections: [
      {
        title: 'The boards and the armies',
        text: [
          'Boards A and B have 7 files (a to g) and 6 ranks. Each player has a queen, two rooks, two bishops, two knights and seven pawns, with the back rank R N B Q B N R. On board A, White is on ranks 1 and 2 and Black on ranks 6 and 5; on board B, Red is on ranks 1 and 2 and Green on 6 and 5. The turn goes White, Red, Black, Green.',
        ],
      },
      {
        title: 'How the pieces move',
        text: [
          'Pieces move as in orthodox chess on the board where they stand; only pieces on that board block or can be taken. Then the piece passes through the looking-glass to the same square of the other board, which must be empty: a move whose square on the other board is taken is not allowed. At the start the boards are filled on the same squares, so many moves are blocked.',
          'Pawns never step two squares (so there is no en passant) and promote on the far rank to a queen, rook, bishop or knight. There is no castling and no check: any piece of any other player may be taken.',
        ],
        diagram: {
          position: `dodgson:${START} w - - 0 1 -/-/-/-`,
          select: 'b1/A',
          caption: 'The start: White\u2019s knight on b1 lands on a3 or c3 of board A and ends on board B, in front of Red\u2019s pawns.',
        },
      },
      {
        title: 'Passing',
        text: ['A player with no legal move passes; as soon as he can move again, he must. If a whole round goes by in which nobody can move, or fifty rounds pass with no capture and no pawn move, the game ends with no winner.'],
      },
      {
        title: 'Scoring and the end',
        text: [
          'The game ends the moment one player has no pieces left. Only the pieces taken from that player score, for whoever took them: queen 3; rook, bishop or knight 2; pawn 1 (a promoted pawn counts as its new piece). The highest score wins. A tie goes to the player who took more rooks from him, then to the one who took fewer pawns; still tied, they share the win. The panel beside the board shows what everyone has taken from whom throughout.',
          'An option promotes pawns to all-direction pawns, worth 1, that step one square orthogonally in any direction and take one square diagonally in any direction.',
        ],
      },
      {
        title: 'An example',
        text: ['White is eliminated. Black took his queen and two pawns (5 points), Red two rooks and two bishops (8), Green three pawns, two knights and a rook (9): Green wins.'],
      },
    ],
  },
};
