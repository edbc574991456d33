//! The few EADK calls the app makes, each behind a safe function. On the device Epsilon
//! links them when it installs the app; NumWorks' simulator exports them to the `.nwb` it
//! loads. The two differ for 64-bit results (`eadk.h`: `PLATFORM_DEVICE`).

/// A rectangle of the screen, as `eadk_rect_t`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Rect {
    pub x: u16,
    pub y: u16,
    pub width: u16,
    pub height: u16,
}

unsafe extern "C" {
    fn eadk_display_push_rect(rect: Rect, pixels: *const u16);
    fn eadk_display_push_rect_uniform(rect: Rect, color: u16);
    fn eadk_event_get(timeout: *mut i32) -> u16;
    fn eadk_random() -> u32;
}

// Only the simulator's build reads external data (a test's boot block). On the device the app
// must not reference it: an app that does cannot be installed without a data file, and
// nwlink refuses to link it without one (`_eadk_external_data_start` undefined).
#[cfg(not(target_os = "none"))]
unsafe extern "C" {
    static eadk_external_data: *const u8;
    static eadk_external_data_size: usize;
}

#[cfg(target_os = "none")]
unsafe extern "C" {
    fn eadk_timing_millis() -> u64;
}

#[cfg(not(target_os = "none"))]
unsafe extern "C" {
    fn _eadk_timing_millis_low() -> u32;
    fn _eadk_timing_millis_high() -> u32;
}

/// Copies `pixels` (RGB565, row by row) into `rect`.
pub fn push_rect(rect: Rect, pixels: &[u16]) {
    if pixels.len() < usize::from(rect.width) * usize::from(rect.height) {
        return;
    }
    // SAFETY: Epsilon reads width × height pixels, and `pixels` holds at least that many.
    unsafe { eadk_display_push_rect(rect, pixels.as_ptr()) }
}

/// Fills `rect` with one colour.
pub fn push_rect_uniform(rect: Rect, color: u16) {
    // SAFETY: plain values; Epsilon clips the rectangle to the screen.
    unsafe { eadk_display_push_rect_uniform(rect, color) }
}

/// The next event, waiting at most `timeout_ms` (`None` for Epsilon's "no event").
pub fn event(timeout_ms: i32) -> u16 {
    let mut timeout = timeout_ms;
    // SAFETY: Epsilon writes the time left through the pointer, which is valid for the call.
    unsafe { eadk_event_get(&mut timeout) }
}

/// 32 random bits from Epsilon.
pub fn random() -> u32 {
    // SAFETY: no arguments, no memory shared.
    unsafe { eadk_random() }
}

/// Milliseconds since the calculator started.
pub fn millis() -> u64 {
    #[cfg(target_os = "none")]
    // SAFETY: no arguments, no memory shared.
    return unsafe { eadk_timing_millis() };
    #[cfg(not(target_os = "none"))]
    // SAFETY: no arguments, no memory shared.
    unsafe {
        u64::from(_eadk_timing_millis_high()) << 32 | u64::from(_eadk_timing_millis_low())
    }
}

/// The device build has no external data: it seeds from `eadk_random` (see above).
#[cfg(target_os = "none")]
pub fn external_data() -> &'static [u8] {
    &[]
}

/// The external data file the simulator was started with (empty without one): the tests'
/// boot block.
#[cfg(not(target_os = "none"))]
pub fn external_data() -> &'static [u8] {
    // SAFETY: Epsilon sets both before it starts the app and never changes them after; the
    // data stays in memory while the app runs.
    unsafe {
        let (data, size) = (eadk_external_data, eadk_external_data_size);
        if data.is_null() || size == 0 {
            &[]
        } else {
            core::slice::from_raw_parts(data, size)
        }
    }
}
