//! Links the firmware with its board's linker script; nothing on the host.

fn main() {
    let target = std::env::var("TARGET").unwrap_or_default();
    let dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let script = match target.as_str() {
        "armv5te-none-eabi" => "versatilepb.ld",
        "thumbv7em-none-eabihf" => "cortex-m7.ld",
        _ => return,
    };
    println!("cargo:rerun-if-changed={script}");
    println!("cargo:rustc-link-arg-bins=-T{dir}/{script}");
}
