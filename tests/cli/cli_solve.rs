//! `quadrille solve` as a user runs it: a problem from the command line in text and JSON, a
//! Popeye file with twins, and mistakes. Expected solutions are counted by hand or taken from
//! Popeye's reference output of the Andernach 2025 problems.

use crate::common::{fails, json, quadrille, stdout};

/// Black's king on h8 has only h7 (the white king on f7 holds g7 and g8); then Rh1 mates.
const H1: &str = "7k/5K2/8/8/8/8/8/R7 b - - 0 1";

#[test]
fn a_problem_from_the_command_line() {
    let o = quadrille(&["solve", "chess", "--position", H1, "--stip", "h#1"], "");
    assert_eq!(stdout(&o), "1.Kh7 Rh1#\n1 solution\n");
    // The same position as a direct mate: White to move, Rh1# at once.
    let o = quadrille(
        &["solve", "chess", "--position", H1, "--stip", "#1", "--json"],
        "",
    );
    let v = json(&o);
    assert_eq!(v["status"], "solved");
    assert_eq!(v["keys"][0]["move"]["san"], "Rh1#");
    assert_eq!(v["keys"][0]["move"]["from"], "a1");
    assert_eq!(v["keys"][0]["move"]["to"], "h1");
    assert_eq!(v["keys"][0]["move"]["board"], "A");
    let o = quadrille(&["solve", "chess", "--position", H1, "--stip", "#1"], "");
    assert_eq!(stdout(&o), "1.Rh1#!\nsolved: one key\n");
}

#[test]
fn a_popeye_file_with_a_twin() {
    // Andernach 2025, 4th place (Rittirsch & Pachl); the solutions are Popeye's.
    let file = "begin
author Manfred Rittirsch & Franz Pachl
pieces white kh1 rg2 pe6g3g6 white AliceB bf7
       black rd2e7 bd5g7 pd3g4 black AliceB kf8
stip h#2
twin move h1 h2
end";
    let text = stdout(&quadrille(&["solve", "--popeye"], file));
    assert!(text.contains("1.Bb7/B Re2/B 2.Ra7/B e7/B#"), "{text}");
    assert!(text.contains("b) move h1 h2"), "{text}");
    assert!(text.contains("1.Rb2/B Rg1/B 2.Ba1/B g7/B#"), "{text}");
    let v = json(&quadrille(&["solve", "--popeye", "--json"], file));
    assert_eq!(v["game"], "alice");
    assert_eq!(v["twins"].as_array().unwrap().len(), 2);
    assert_eq!(v["twins"][1]["lines"][0][3]["san"], "g7/B#");
}

#[test]
fn mistakes_are_reported() {
    let e = fails(&["solve", "chess", "--position", H1], "", 2);
    assert!(e.contains("needs --stip"), "{e}");
    let e = fails(&["solve", "chess", "--position", H1, "--stip", "#0"], "", 1);
    assert!(e.contains("at least 1"), "{e}");
    let e = fails(
        &["solve", "orwell", "--position", "x", "--stip", "#2"],
        "",
        1,
    );
    assert!(e.contains("bad position"), "{e}");
    let e = fails(&["solve", "--popeye"], "begin pieces white gra1 end", 1);
    assert!(e.contains("piece 'gr'"), "{e}");
    // A proof game in a file is reported and the next problem solved.
    let out = stdout(&quadrille(
        &["solve", "--popeye"],
        "begin stip dia3 next pieces white kf7 ra1 black kh8 stip h#1 end",
    ));
    assert!(out.contains("proof games are not supported"), "{out}");
    assert!(out.contains("1.Kh7 Rh1#"), "{out}");
}

#[test]
fn popeye_options_defence_maxsolutions_and_those_ignored() {
    // D. Lebeck, Mate in Two!!, 1992 (Meson 27563) with `option try defence 2`: Popeye 4.104
    // shows the key 1.Qh1! and 12 tries, among them 1.Qf4? refuted by 1...Bf6 and 1...Ra8+,
    // and 1.Qc5? by 1...Ra8+ and 1...Rb8: first moves with two refutations count as tries.
    let file = "begin
pieces white be7 rh7 pd6 sh6 ka4 qc1 black rd8 ke8 pd7 be5
stip #2
option try defence 2
end";
    let v = json(&quadrille(&["solve", "--popeye", "--json"], file));
    let twin = &v["twins"][0];
    assert_eq!(twin["keys"][0]["move"]["san"], "Qh1");
    let tries = twin["tries"].as_array().unwrap();
    let refuted = |san: &str| -> Vec<String> {
        let t = tries
            .iter()
            .find(|t| t["move"]["san"] == san)
            .unwrap_or_else(|| panic!("no try {san}"));
        let r = t["refutations"].as_array().unwrap();
        let mut out: Vec<String> = r
            .iter()
            .map(|m| m["san"].as_str().unwrap().into())
            .collect();
        out.sort();
        out
    };
    assert_eq!(refuted("Qf4"), ["Bf6", "Ra8+"]);
    assert_eq!(refuted("Qc5"), ["Ra8+", "Rb8"]);
    assert_eq!(tries.len(), 12);
    // An h#2 from a random game with two solutions by Popeye (1.Bf7 Ng5 2.Qe8 Nh7# and
    // 1.Qe8 Ng5 2.Bf7 Nh7#): maxsolutions 1 writes one; threat 3 is read and said to be
    // ignored; postkeyplay is refused with a reason.
    let file = "begin
pieces white bb6 pb5 pd4 sc3 pg3 sh3 pa2 pc2 qd2 pe2 pf2 ph2 rb1 ke1 bf1 rh1
       black ra8 qd8 kf8 rg8 sd7 pe7 bg7 pa6 pc6 be6 pf6 pg6 pd5 ph5 sh4
stip h#2
option maxsolutions 1 threat 3
end";
    let text = stdout(&quadrille(&["solve", "--popeye"], file));
    assert!(text.contains("note: option threat 3 ignored"), "{text}");
    assert!(
        text.ends_with("2.Bf7 Nh7#\n1 solution\n\n")
            || text.ends_with("2.Qe8 Nh7#\n1 solution\n\n"),
        "{text}"
    );
    let all = file.replace("maxsolutions 1 threat 3", "");
    let text = stdout(&quadrille(&["solve", "--popeye"], &all));
    assert!(text.ends_with("2 solutions\n\n"), "{text}");
    let post = file.replace("maxsolutions 1 threat 3", "postkeyplay");
    let text = stdout(&quadrille(&["solve", "--popeye"], &post));
    assert!(text.contains("postkeyplay"), "{text}");
}
