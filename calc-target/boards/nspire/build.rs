//! Links the program at address 0 with its relocations kept, for the Zehn packer; nothing on
//! the host.

fn main() {
    if std::env::var("TARGET").as_deref() != Ok("armv5te-none-eabi") {
        return;
    }
    let dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    println!("cargo:rerun-if-changed=nspire.ld");
    println!("cargo:rustc-link-arg-bins=-T{dir}/nspire.ld");
    println!("cargo:rustc-link-arg-bins=--emit-relocs");
}
