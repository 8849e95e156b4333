//! The reader of Popeye's input on the Andernach 2025 file and hand-made mistakes. Expected
//! position texts are written out by hand from the piece lists.

use super::*;

const FILE: &str = "begin
protocol alice.ref

author Manfred Rittirsch & Franz Pachl
origin Andernach 2025, 4th place
pieces white kh1 rg2 pe6g3g6 white AliceB bf7
       black rd2e7 bd5g7 pd3g4 black AliceB kf8
stip h#2
twin move h1 h2

next

author Michel Caillaud
pieces white kf8 pd4f3 white AliceB ra4 bh1
       black kd1 black AliceB rc1e1 ba3
stip h#2.5

next
title castling and orthodox
Pieces white ke1 ra1 rh1 sg1 black ke8 rh8
Stipulation #2
Option Try Vari Threat Set
end
";

#[test]
fn reads_problems_twins_and_options() {
    let problems = read(FILE).unwrap();
    assert_eq!(problems.len(), 3);
    let p = &problems[0];
    assert_eq!(p.author, ["Manfred Rittirsch & Franz Pachl"]);
    assert_eq!(p.origin, ["Andernach 2025, 4th place"]);
    assert_eq!(p.game, "alice");
    assert_eq!(p.stipulation, "h#2");
    assert_eq!(p.twins.len(), 2);
    assert_eq!(
        p.twins[0].position,
        "alice:8/4r1b1/4P1P1/3b4/6p1/3p2P1/3r2R1/7K;5k2/5B2/8/8/8/8/8/8 b - - 0 1"
    );
    assert_eq!(p.twins[1].label, "b) move h1 h2");
    assert_eq!(
        p.twins[1].position,
        "alice:8/4r1b1/4P1P1/3b4/6p1/3p2P1/3r2RK/8;5k2/5B2/8/8/8/8/8/8 b - - 0 1"
    );
    // h#2.5: White starts.
    assert_eq!(
        problems[1].twins[0].position,
        "alice:5K2/8/8/8/3P4/5P2/8/3k4;8/8/8/8/R7/b7/8/2r1r2B w - - 0 1"
    );
    let q = &problems[2];
    assert_eq!(q.game, "chess");
    assert_eq!(q.title, ["castling and orthodox"]);
    assert_eq!(q.twins[0].position, "4k2r/8/8/8/8/8/8/R3K1NR w KQk - 0 1");
    for o in ["try", "variation", "threat", "setplay"] {
        assert!(q.has(o), "{o}");
    }
}

#[test]
fn twins_add_remove_exchange_and_continue() {
    let file = "begin pieces white ka1 qb2 black kh8 stip #1
twin remove b2 add white qc3
twin cont exchange a1 c3
twin stip #2 add black aliceb pa7
end";
    let p = &read(file).unwrap()[0];
    assert_eq!(p.twins.len(), 4);
    // An AliceB piece in any twin makes the whole problem an Alice problem.
    let empty = "8/8/8/8/8/8/8/8";
    assert_eq!(
        p.twins[1].position,
        format!("alice:7k/8/8/8/8/2Q5/8/K7;{empty} w - - 0 1")
    );
    assert_eq!(
        p.twins[2].position,
        format!("alice:7k/8/8/8/8/2K5/8/Q7;{empty} w - - 0 1")
    );
    assert_eq!(p.twins[3].stipulation, "#2");
    assert_eq!(p.game, "alice");
    assert_eq!(
        p.twins[3].position,
        "alice:7k/8/8/8/8/8/1Q6/K7;8/p7/8/8/8/8/8/8 w - - 0 1"
    );
}

#[test]
fn mistakes_name_the_line_and_the_fault() {
    for (text, why) in [
        ("begin pieces white gra1 stip #2 end", "piece 'gr'"),
        ("begin pieces white kz9 stip #2 end", "'kz9' is not a piece"),
        ("begin pieces kd1 stip #2 end", "a colour"),
        ("begin pieces white kd1 kd1 stip #2 end", "two pieces on d1"),
        ("begin condition madrasi end", "madrasi"),
        ("begin option frobnicate end", "frobnicate"),
        ("begin pieces white kd1 end", "no stipulation"),
        ("pieces white kd1", "before 'begin'"),
        ("begin pieces white kd1 stip #2", "without 'end'"),
        (
            "begin\nstip #2 twin rotate 90 end",
            "line 2: twin: 'rotate'",
        ),
        ("begin stip #2 twin move e9 e4 end", "expected a square"),
        ("begin stip #2 twin move e2 e4 end", "no piece"),
        ("begin stip end", "needs a stipulation"),
        ("begin forsyth 8/8 end", "'forsyth' is not supported"),
        ("begin hello end", "'hello' is not a keyword"),
    ] {
        let e = read(text).unwrap_err();
        assert!(e.contains(why), "{text}: {e}");
    }
}

#[test]
fn mutated_files_never_panic() {
    let swaps = ['a', '9', ' ', '\n', 'é', '#', 'k', '.'];
    let chars: Vec<char> = FILE.chars().collect();
    for i in 0..chars.len() {
        let mut cut: String = chars[..i].iter().collect();
        let _ = read(&cut);
        let mut swapped = chars.clone();
        swapped[i] = swaps[i % swaps.len()];
        cut = swapped.into_iter().collect();
        let _ = read(&cut);
        let mut dropped = chars.clone();
        dropped.remove(i);
        let _ = read(&dropped.into_iter().collect::<String>());
    }
}
