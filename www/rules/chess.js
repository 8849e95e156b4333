// The rules of orthodox chess for the rules pages, in plain English (from the rules file
// chess.md). The other games build on these sections. Text only: the engine decides every move.

/** How the six orthodox pieces move; shared by every game built on chess. */
export const PIECES = {
  title: 'How the pieces move',
  text: [
    'The king steps one square in any direction. The rook slides any distance along a rank or file; the bishop along a diagonal; the queen either way. None of them may jump: the squares passed must be empty. The knight leaps to a square two steps along one line and one step across, jumping over anything between.',
    'A piece captures by moving onto a square held by an enemy piece, which leaves the board.',
    'A pawn steps one square straight forward onto an empty square, or two from its starting rank when both squares are empty. It captures one square diagonally forward.',
  ],
};

/** Castling, en passant and promotion as in orthodox chess. */
export const SPECIALS = {
  title: 'Special moves',
  list: [
    'Castling: the king moves two squares towards a rook and the rook jumps to the square the king crossed. Neither may have moved, the squares between them must be empty, and the king may not be in check, cross an attacked square or land in check.',
    'En passant: right after an enemy pawn steps two squares past one of your pawns, your pawn may take it as if it had stepped only one square.',
    'Promotion: a pawn reaching the last rank becomes a queen, rook, bishop or knight, as its owner chooses.',
  ],
};

/** Check, mate and the draws of orthodox chess. */
export const ENDING = {
  title: 'How the game ends',
  text: [
    'A king is in check when an enemy piece attacks it. No move may leave one\u2019s own king in check. A player in check with no legal move is checkmated and loses; a player not in check with no legal move is stalemated, and the game is drawn.',
    'The game is also drawn by threefold repetition of a position, after fifty moves by each side with no capture and no pawn move, and when neither side has the force to mate (kings alone, or king and one bishop or knight against king).',
  ],
};

export const RULES = {
  chess: {
    goal: 'Two players, White and Black, on one board of 8 by 8 squares. White moves first; the players take turns. The goal is to checkmate the enemy king.',
    sections: [
      {
        ...PIECES,
        diagram: {
          position: '4k3/8/1p6/8/3Q2P1/8/8/4K3 w - - 0 1',
          select: 'd4',
          caption: 'The queen on d4: dots mark her moves, the ring the capture on b6; her own pawn on g4 stops her.',
        },
      },
      {
        ...SPECIALS,
        diagram: {
          position: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
          select: 'e1',
          caption: 'The white king may castle on either side: g1 and c1 are among his targets.',
        },
      },
      ENDING,
      {
        title: 'An example',
        text: ['Fool\u2019s mate: 1.f3 e5 2.g4 Qh4#. The black queen checks the king along the diagonal that the pawns opened; nothing can block, capture or escape.'],
        diagram: { moves: 'f3 e5 g4 Qh4', caption: 'The position after 2...Qh4#: checkmate.' },
      },
    ],
  },
};
