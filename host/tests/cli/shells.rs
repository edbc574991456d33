//! What a command-line user sets up once: shell completions and manual pages, generated from
//! the same clap definitions as the commands, and read by their real loaders (bash's
//! completion functions, `man`).

use crate::{bin, bin_path};
use std::process::Command;

/// Completes `words` (the last one being typed) with jiugong's bash completion, loaded into a
/// real bash.
fn bash_completes(words: &[&str]) -> String {
    let script = format!(
        "source <(\"$J\" completions bash) || exit 9; COMP_WORDS=({words}); COMP_CWORD={cword}; \
         _jiugong jiugong \"${{COMP_WORDS[COMP_CWORD]}}\" \"${{COMP_WORDS[COMP_CWORD-1]}}\"; \
         echo \"${{COMPREPLY[@]}}\"",
        words = words.join(" "),
        cword = words.len() - 1,
    );
    let out = Command::new("bash")
        .env("J", bin_path("jiugong"))
        .args(["-c", &script])
        .output()
        .expect("bash runs");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap().trim().to_owned()
}

#[test]
fn bash_completes_commands_and_options() {
    assert_eq!(bash_completes(&["jiugong", "sud"]), "sudoku");
    assert_eq!(bash_completes(&["jiugong", "sudoku", "fin"]), "finals");
    assert_eq!(
        bash_completes(&["jiugong", "sudoku", "finals", "--fi"]),
        "--first"
    );
    assert_eq!(
        bash_completes(&["jiugong", "slide", "--data"]),
        "--databases"
    );
}

#[test]
fn every_shell_gets_its_completions() {
    for (shell, says) in [
        ("bash", "complete -F _jiugong"),
        ("zsh", "#compdef jiugong"),
        ("fish", "complete -c jiugong"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion:arg-completer[jiugong]"),
    ] {
        let out = bin("jiugong")
            .args(["completions", shell])
            .assert()
            .success();
        let text = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
        assert!(text.contains(says), "{shell}: {text}");
    }
    bin("jiugong")
        .args(["completions", "tcsh"])
        .assert()
        .code(2);
}

/// Every command's page, as `man` shows it: its name, and what the command does.
#[test]
#[ignore = "needs man (Debian's man-db): scripts/test runs it"]
fn man_shows_every_commands_page() {
    for (path, title, said) in [
        (&[][..], "jiugong(1)", "the pentagram, from one core"),
        (&["sudoku"][..], "jiugong-sudoku(1)", "solved grids in bulk"),
        (
            &["sudoku", "finals"],
            "jiugong-sudoku-finals(1)",
            "distinct solved grids",
        ),
        (&["knight"], "jiugong-knight(1)", "--closed"),
        (&["slide"], "jiugong-slide(1)", "--databases"),
        (&["klotski"], "jiugong-klotski(1)", "华容道"),
        (&["star"], "jiugong-star(1)", "--polygon"),
        (&["sim"], "jiugong-sim(1)", "--screenshot"),
    ] {
        let page = bin("jiugong").arg("man").args(path).assert().success();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("page.1");
        std::fs::write(&file, &page.get_output().stdout).unwrap();
        let shown = Command::new("man")
            .env("MANWIDTH", "200")
            .env("LANG", "C.UTF-8")
            .arg("-l")
            .arg(&file)
            .output()
            .expect("man (man-db) runs");
        assert!(shown.status.success(), "{shown:?}");
        let text = String::from_utf8_lossy(&shown.stdout);
        assert!(text.starts_with(title), "{path:?}: {text}");
        assert!(text.contains(said), "{path:?}: {text}");
    }
    bin("jiugong")
        .args(["man", "sudoku", "finl"])
        .assert()
        .code(2);
}
