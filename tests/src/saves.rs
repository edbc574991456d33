//! Saved games as another version of the app would write them, made from the format's table
//! (`jiugong_calc::state`'s documentation), not from the app's own writer: the magic (8
//! bytes), the format version (2, little-endian), the payload's length `n` (2), the payload,
//! then the CRC-32 (ISO-HDLC) of every byte before it.

/// `save` (a state this app wrote) as the next format version would have it: the version
/// one higher, sealed again. The bytes and that version.
///
/// ```
/// let mut save = b"JIUGONG\x1a\x07\x00\x01\x00\x05".to_vec();
/// save.extend_from_slice(&crc32fast::hash(&save).to_le_bytes());
/// let (newer, version) = jiugong_tests::saves::from_a_newer_app(&save);
/// assert_eq!(version, 8);
/// assert_eq!(newer[8..10], [8, 0]);
/// assert_eq!(newer[13..], crc32fast::hash(&newer[..13]).to_le_bytes());
/// ```
pub fn from_a_newer_app(save: &[u8]) -> (Vec<u8>, u16) {
    let mut newer = save.to_vec();
    let version = u16::from_le_bytes([newer[8], newer[9]]) + 1;
    newer[8..10].copy_from_slice(&version.to_le_bytes());
    let n = usize::from(u16::from_le_bytes([newer[10], newer[11]]));
    let crc = crc32fast::hash(&newer[..12 + n]);
    newer[12 + n..16 + n].copy_from_slice(&crc.to_le_bytes());
    (newer, version)
}
