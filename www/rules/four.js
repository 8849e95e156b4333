// The rules of the four-player games for the rules pages (from the rules file four-player.md):
// the Verney board and Savard's games on it, Blocking Double Chess and Fortress Chess.

import { PIECES } from './chess.js';

const VERNEY = {
  title: 'The Verney board',
  text: [
    'A cross-shaped board of 160 squares: 14 files (a to n) and 14 ranks, without the 3 by 3 corners. White sits South (d1 to k1, pawns moving up), Red East (n4 to n11, pawns moving towards file a), Yellow North (d14 to k14, pawns moving down) and Black West (a4 to a11, pawns moving towards file n). Queens stand on light squares, kings on dark ones.',
  ],
};

const COMMON = {
  title: 'Castling, pawns and promotion',
  list: [
    'Castling: the king moves two squares along its back row towards a rook, which jumps over it, as in chess.',
    'Pawns step two squares on their first move. A pawn that steps two squares may be taken en passant by every opponent on his next turn, until its owner moves again.',
    'Pawns promote, to a queen, rook, bishop or knight, on the back row of the player opposite, or on the dead-end squares beside the corners where they can go no further (for White: d14 to k14, a11 to c11 and l11 to n11).',
  ],
};

const NOTATION = { title: 'Notation', text: ['Moves are written in long algebraic form with the piece letter: Ng1-h3, e2-e4, Qa7xd10, O-O, d13-d12=Q.'] };

// Fortress Chess after the default placement (docs/rules-decisions.md), White to move.
const PLACED =
  'fortress:8/8/3yNyRyNyByQyKyByNyRrR3/2yRyByPyPyPyPyPyPyPyPrBrN2/bRbP8rPrR/bNbP8rPrN/bBbP8rPrB/bQbP8rPrK/bKbP8rPrQ/bBbP8rPrB/bNbP8rPrN/bRbP8rPrR/2bNbBwPwPwPwPwPwPwPwPwBwR2/3bRwRwNwBwKwQwBwNwRwN3/8/8 w wKQbKQyKQrKQ - 12 2 -/-/-/-';

const SPARSE = '3yK4/8/8/14/14/14/bK5yP7/9rN3rK/14/14/6wQ7/8/8/4wK3';

function teamsDiagram(id, caption) {
  return { position: `${id}:${SPARSE} w - - 0 1`, select: 'g4', caption };
}

const OUT_BY_CAPTURE = [
  'Moving into check or staying in check is illegal, as in chess, except for a player who has no such move (checkmated or stalemated) while he still has allies or several opponents in the game: he must still move, even leaving his king in check.',
  'A king left attacked may be taken. When a king is taken, all its owner\u2019s pieces leave the board and he is out; his turns are passed over. Taking a king is also a way out of check.',
];

const FOUR = 'Four players on the cross-shaped Verney board. The turn goes White, Red, Yellow, Black (counter-clockwise).';

export const RULES = {
  'four-teams': {
    goal: `${FOUR} White and Yellow play together against Red and Black. The goal is to take both enemy kings, or checkmate the last of them.`,
    sections: [
      VERNEY,
      PIECES,
      {
        title: 'Partners, check and kings taken',
        text: ['Partners never take each other\u2019s pieces and never give each other check.', ...OUT_BY_CAPTURE, 'When one player of a side is left alone, he loses when checkmated; stalemate is a draw. A side wins when both opponents are out, or the last one is checkmated.'],
        list: ['Option partner_pawn_swap: a pawn may make its capturing move onto a partner\u2019s pawn, and the two swap places.', 'Option inherit_army: when a king is taken only the king leaves; its men join the partner, who may move either army.'],
        diagram: teamsDiagram('four-teams', 'The white queen on g4 may take the red knight on j7, but the pawn on g8 is her partner Yellow\u2019s: it only blocks her.'),
      },
      COMMON,
      NOTATION,
    ],
  },
  'four-ffa': {
    goal: `${FOUR} Everyone plays for himself. The goal is to knock two players out by taking their kings, then to checkmate the last one.`,
    sections: [
      VERNEY,
      PIECES,
      {
        title: 'Check and kings taken',
        text: [...OUT_BY_CAPTURE, 'Once two players remain, checkmate and stalemate work between them as in chess (stalemate draws).'],
        diagram: teamsDiagram('four-ffa', 'Everyone is an opponent: the white queen on g4 may take the yellow pawn on g8 as well as the red knight on j7.'),
      },
      COMMON,
      NOTATION,
    ],
  },
  'four-conventional': {
    goal: 'The traditional four-handed game on the Verney board: White and Yellow against Black and Red, partners opposite. The turn goes clockwise: White, Black, Yellow, Red. A side wins by checkmating both opponents at once.',
    sections: [
      VERNEY,
      PIECES,
      {
        title: 'What is different',
        list: [
          'There is no castling and no double step (so no en passant). Pawns promote on the partner\u2019s back row. A pawn blocked head-on by a partner\u2019s pawn may jump over it to the empty square beyond.',
          'A checkmated or stalemated player is frozen: he does not move, his pieces cannot be taken and give no check. If later moves release him, he plays again.',
          'A side wins when both opponents are checkmated at the same time; if one of them is stalemated, the game is drawn.',
        ],
        diagram: {
          position: 'four-conventional:yRyNyByKyQyByNyR/yPyPyPyPyPyPyPyP/8/bRbP10rPrR/bNbP10rPrN/bBbP10rPrB/bKbP10rPrQ/bQbP10rPrK/bBbP10rPrB/bNbP10rPrN/bRbP10rPrR/8/wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w - - 0 1 -',
          select: 'e2',
          caption: 'The start: the pawn on e2 may step only to e3; there is no double step in this game.',
        },
      },
      NOTATION,
    ],
  },
  'blocking-double': blocking('the Verney board of 160 squares'),
  'blocking-double-128': blocking('a board of 128 squares: 12 files and 12 ranks without the 2 by 2 corners, armies on c1 to j1 and c2 to j2 and their turns'),
  fortress: {
    goal: 'Russian Four-Player Fortress Chess: four players on a 192-square frame with a walled fortress in each corner. White and Yellow play against Black and Red, partners opposite; the turn goes clockwise: White, Black, Yellow, Red. A side wins when both its opponents are out.',
    sections: [
      {
        title: 'The board and the placement',
        text: [
          'A 16 by 16 frame: the centre, a strip of 8 by 2 squares along each side where the armies start, and a 4 by 4 fortress in each corner. A fortress opens only onto the two outermost squares of the strip of the player to whose right it lies; its other sides are walls, which no move crosses.',
          'White\u2019s army stands on e3 to l3 (rook, knight, bishop, king h3, queen i3, bishop, knight, rook) with pawns on e4 to l4; the others are the same turned round the board.',
          'Besides his usual army each player has a third rook, bishop and knight, which he places as he likes, one per turn, in the fortress to his right before play (White in m1 to p4). The page offers a placement step and a default placement (for White: knight m3, bishop m4, rook n4, and the same turned for the others).',
        ],
      },
      PIECES,
      {
        title: 'What is different',
        list: [
          'The queen also moves as a knight.',
          'A knight\u2019s leap (one step straight, then one diagonal) is blocked when its path crosses a wall.',
          'Pawns cannot take the enemy pawns standing diagonally in front of them in the starting array. Pawns of partners that meet head-on block each other.',
          'A checkmated player\u2019s pieces leave the board.',
        ],
        diagram: {
          position: PLACED,
          select: 'i3',
          caption: 'After the placement: the white queen on i3 is walled in by her own army, but leaps like a knight to h5 or j5.',
        },
      },
      {
        title: 'Inside a fortress',
        text: ['The walls bend the knight\u2019s leaps: from m3 the white knight reaches only the squares whose path stays inside the fortress or passes its opening.'],
        diagram: {
          position: PLACED,
          select: 'm3',
          caption: 'The knight in White\u2019s fortress: its targets, marked by the engine, respect the walls.',
        },
      },
      {
        title: 'Castling, pawns, check and the end',
        list: [
          'Castling, the double step and en passant are as in the other four-player games; an en passant chance is open to every opponent until the pawn\u2019s owner moves again.',
          'Pawns promote, to a queen, rook, bishop or knight, on the far half of the board wherever a step forward would leave the board or cross a wall (for White: e14 to l14, c12 and d12, and the far edges of the northern fortresses).',
          'Check comes from either opponent and kings are never taken. A player in check with no legal move when his turn comes is checkmated: his pieces leave the board and he is out. A player with no move who is not in check passes; if nobody can move, the game is drawn.',
        ],
      },
      NOTATION,
    ],
  },
};

/** Blocking Double Chess, on the board described by `board`. */
function blocking(board) {
  const id = board.startsWith('the Verney') ? 'blocking-double' : 'blocking-double-128';
  return {
    goal: `Blocking Double Chess: two games of two on one board, ${board}. White plays Black, Red plays Yellow; White and Yellow are partners against Red and Black. The turn goes White, Red, Black, Yellow.`,
    sections: [
      {
        title: 'Two games on one board',
        text: [
          'A player may take and check only his own opponent. Every other piece, his partner\u2019s or the other game\u2019s, blocks him like one of his own. Pieces move as in chess; castling, the double step and en passant are as in chess.',
          'Each game ends as a game of chess does: checkmate, stalemate, threefold repetition, fifty moves (counted only when none of the four made a pawn move or capture) or too little force. Then the pieces of both its players leave the board. A side that wins both games, or one game and draws the other, wins; otherwise the match is drawn.',
        ],
        diagram:
          id === 'blocking-double'
            ? {
                position: 'blocking-double:4bK3/8/8/14/14/14/6rP7/yK2bB5yN3rK/14/14/6wQ7/8/8/4wK3 w - - 0 1 -/- -',
                select: 'g4',
                caption: 'The white queen on g4 may take the black bishop on d7, her opponent\u2019s; the red pawn on g8 and the yellow knight on j7 only block her.',
              }
            : {
                position:
                  'blocking-double-128:bRbNbBbQbKbBbNbR/bPbPbPbPbPbPbPbP/yRyP8rPrR/yNyP8rPrN/yByP8rPrB/yQyP8rPrQ/yKyP8rPrK/yByP8rPrB/yNyP8rPrN/yRyP8rPrR/wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w wKQrKQbKQyKQ - 0 1 -/- -',
                select: 'd1',
                caption: 'The start on the 128-square board: White’s knight on d1 may go to c3 or e3.',
              },
      },
      {
        title: 'Moving into check, with the partner\u2019s consent',
        text: [
          'Red and Yellow, whose partner moves next, may propose a move into check if the partner agrees to relieve it. The partner answers Unwise (refused), I accept (the move is played and the partner\u2019s next move must relieve the check), Another (propose another move) or Impossible (no relief exists). The page offers only proposals that can be relieved, and the computer answers for a computer partner.',
        ],
      },
      PIECES,
      NOTATION,
    ],
  };
}
