#!/usr/bin/env python3
"""Runs a TI-Nspire CX program (a Zehn `.tns`) on an emulated ARM926 as Ndless starts it.

The CPU is Unicorn 2.1.4 (the PyPI wheel: prebuilt, so a fresh machine needs no C
toolchain, cmake or libclang to get it). Around it, a model of what a program meets on the
calculator, written from Ndless' `zehn.h`, `zehn_loader.cpp`, `syscall-list.h` and
`keys.h`:

* the loader: the header and every flag checked in Ndless' order, every relocation type
  applied, `.bss` zeroed, the program at a 4-byte-aligned address that is not 8-byte
  aligned, junk in the memory around it;
* the entry: `int main(int argc, char **argv)` in SVC mode, with Ndless' argc and argv and a
  return address; r4-r11 and sp must be as they were when it returns;
* Ndless' calls by `svc`: nl_ndless_rev, nl_lcd_init, nl_lcd_blit (a real call clobbers
  r1-r3, r12 and lr, and so does this one);
* TI's file functions, which Ndless passes on as `svc #n` (syscall-list.h: e_fopen 0,
  e_fread 1, e_fwrite 2, e_fclose 3, e_unlink 19, e_rename 20; r4 clobbered as well, as
  Ndless' wrappers declare), on the calculator's `/documents` folder, which is a folder
  of this machine given by --documents (without it, the calculator has no files: every
  fopen fails); the OS's rename does not replace an existing file;
* the devices the program may touch: the real-time clock (0x90090000), the first timer
  (0x900C0000, its clock select at +0x80) and the keypad's halfwords (0x900E0010 to
  0x900E001E), on a virtual clock that moves forward a little at every timer read. Any other
  access stops the run, naming the PC and the address.

It leaves out TI's OS, interrupts and the real LCD controller: the screen is what the
program hands nl_lcd_blit's function.

Keys are typed one a tick: each is held for one keypad scan, released, and then the program
runs until it is idle (a tick that draws nothing: a solution's playback draws its pace bar
at every tick) or for the given number of ticks, as `jiugong sim` plays a key script. Writes the last screen (320x240 RGB565, little endian) and
a JSON report.
"""

import argparse
import json
import os
import random
import struct
import sys
import zlib

from unicorn import (
    UC_ARCH_ARM,
    UC_HOOK_CODE,
    UC_HOOK_INTR,
    UC_HOOK_MEM_READ,
    UC_HOOK_MEM_UNMAPPED,
    UC_HOOK_MEM_WRITE,
    UC_MODE_ARM,
    Uc,
    UcError,
)
from unicorn import arm_const as arm

# The emulated Ndless: version 4.5 (times ten), revision 2014.
NDLESS_VERSION, NDLESS_REVISION = 45, 2014

SDRAM, SDRAM_SIZE = 0x10000000, 64 << 20
STACK_TOP = SDRAM + SDRAM_SIZE - 0x1000
STACK_SIZE = 1 << 20
# Ndless' own code: where main returns to, and the blit function nl_lcd_blit hands out.
NDLESS_CODE = 0x0E000000
RETURN_ADDRESS = NDLESS_CODE
BLIT_FUNCTION = NDLESS_CODE + 0x100
BX_LR = 0xE12FFF1E

RTC, TIMER, KEYPAD = 0x90090000, 0x900C0000, 0x900E0000
WIDTH, HEIGHT = 320, 240
TIMER_HZ = 32768
# Counts the virtual timer moves at each read of its value: a small part of a tick (1/50 s),
# so that a tick never passes unseen between two reads.
STEP = 64

# keys.h: each key's halfword register (offset from 0x900E0000) and bit, CX keypad.
KEYS = {
    "enter": (0x10, 0x002),
    "0": (0x10, 0x080),
    "1": (0x12, 0x080),
    "2": (0x12, 0x020),
    "3": (0x12, 0x008),
    "4": (0x14, 0x080),
    "5": (0x14, 0x020),
    "6": (0x14, 0x008),
    "7": (0x16, 0x080),
    "8": (0x16, 0x020),
    "9": (0x16, 0x008),
    "menu": (0x1C, 0x020),
    "help": (0x10, 0x100),
    "esc": (0x1C, 0x080),
    "del": (0x1E, 0x100),
    "up": (0x1E, 0x001),
    "right": (0x1E, 0x004),
    "down": (0x1E, 0x010),
    "left": (0x1E, 0x040),
}

# Ndless' extension calls (syscall-list.h: __SYSCALLS_ISEXT is 0x200000).
NL_NDLESS_REV, NL_LCD_BLIT, NL_LCD_INIT = 0x200006, 0x20000D, 0x20000F
# TI's OS functions (syscall-list.h).
E_FOPEN, E_FREAD, E_FWRITE, E_FCLOSE, E_UNLINK, E_RENAME = 0, 1, 2, 3, 19, 20
# Where the model's FILE handles point (nothing is there: the program must not read them).
FILE_HANDLES = 0x0F000000
SCR_320X240_565, SCR_OS = 0, 0xFFFFFFFF


class Refused(Exception):
    """The loader would not run the program: Ndless' own message."""


class Stopped(Exception):
    """The run stopped on something the model does not allow."""


def load_zehn(data, base):
    """Parses a Zehn file as zehn_loader.cpp does and returns the memory image at `base`
    (relocated, .bss zeroed), the entry's address and the flags read."""
    if len(data) < 32:
        raise Refused("[Zehn] File read failed!")
    (signature, version, file_size, reloc_count, flag_count, extra_size, alloc_size,
     entry_offset) = struct.unpack_from("<8I", data, 0)
    if signature != 0x6E68655A or version != 1 or file_size > alloc_size:
        raise Refused("[Zehn] This Zehn file is not supported!")

    def entries(at, count):
        # struct { type : 8; offset/data : 24; }, GCC's little-endian bit-field layout: the
        # type is the first byte, the 24-bit value the three after it.
        out = []
        for i in range(count):
            b = data[at + 4 * i: at + 4 * i + 4]
            if len(b) < 4:
                raise Refused("[Zehn] File read failed!")
            out.append((b[0], b[1] | b[2] << 8 | b[3] << 16))
        return out

    relocs = entries(32, reloc_count)
    flags_at = 32 + 4 * reloc_count
    flags = entries(flags_at, flag_count)
    extra_at = flags_at + 4 * flag_count
    extra = data[extra_at: extra_at + extra_size]
    if len(extra) != extra_size:
        raise Refused("[Zehn] File read failed!")
    exe_at = extra_at + extra_size
    remaining_mem = alloc_size - exe_at
    remaining_file = file_size - exe_at
    if relocs and relocs[0][0] == 3:  # FILE_COMPRESSED
        if relocs[0][1] != 0:
            raise Refused("[Zehn] Compression format not supported!")
        image = bytearray(zlib.decompress(data[exe_at:file_size]))
    else:
        image = bytearray(data[exe_at: exe_at + remaining_file])
        if len(image) != remaining_file:
            raise Refused("[Zehn] File read failed!")
    image.extend(bytes(remaining_mem - len(image)))  # .bss and other NOBITS sections

    def string(value, limit):
        rest = extra[value:]
        end = rest.find(b"\0")
        if end < 0 or end > limit:
            return None
        return rest[:end].decode("latin-1")

    info = {"name": "(unknown)", "author": "(unknown)", "version": 1}
    version_min, version_max, revision_min, revision_max = 0, 2**32 - 1, 0, 2**32 - 1
    # The flags in Ndless' order; the model is a CX (colour, clickpad/touchpad, 64 MB).
    for kind, value in flags:
        if kind == 8:  # EXECUTABLE_NAME
            name = string(value, 255)
            if name is None:
                raise Refused("[Zehn] Invalid application name!")
            info["name"] = name
        elif kind == 11:  # EXECUTABLE_NOTICE
            notice = string(value, 1024)
            if notice is not None:
                info["notice"] = notice
        elif kind == 9:  # EXECUTABLE_AUTHOR
            author = string(value, 128)
            if author is not None:
                info["author"] = author
        elif kind == 10:
            info["version"] = value
        elif kind == 0:
            version_min = value
        elif kind == 2:
            revision_min = value
        elif kind == 1:
            version_max = value
        elif kind == 3:
            revision_max = value
        elif kind == 4 and value == 0:
            raise Refused(f"The application {info['name']} doesn't support CX and CM calculators!")
        elif kind == 12:
            info["hww"] = bool(value)
    if NDLESS_VERSION < version_min or (
            NDLESS_VERSION == version_min and NDLESS_REVISION < revision_min):
        raise Refused(
            f"The application {info['name']} requires at least ndless "
            f"{version_min // 10}.{version_min % 10}.{revision_min}!")
    if NDLESS_VERSION > version_max or (
            NDLESS_VERSION == version_max and NDLESS_REVISION > revision_max):
        raise Refused(f"The application {info['name']} requires an older ndless!")

    def ru32(at):
        return struct.unpack_from("<I", image, at)[0]

    def wu32(at, value):
        struct.pack_into("<I", image, at, value & 0xFFFFFFFF)

    for kind, offset in relocs:
        if offset >= remaining_mem:
            raise Refused("[Zehn] Wrong reloc in Zehn file!")
        if kind == 3:  # FILE_COMPRESSED: handled above
            continue
        if kind == 4:  # UNALIGNED_RELOC
            if offset != 0:
                raise Refused(f"[Zehn] Unexpected UNALIGNED_RELOC value {offset}!")
        elif kind == 0:  # ADD_BASE
            wu32(offset, ru32(offset) + base)
        elif kind == 1:  # ADD_BASE_GOT
            while ru32(offset) != 0xFFFFFFFF:
                wu32(offset, ru32(offset) + base)
                offset += 4
        elif kind == 2:  # SET_ZERO
            wu32(offset, 0)
        else:
            raise Refused(f"[Zehn] Unsupported reloc {kind}!")
    info["relocations"] = len(relocs)
    return bytes(image), base + entry_offset, info


class Calculator:
    """The emulated CX with Ndless, running one program."""

    def __init__(self, tns, base, seed, junk_seed, check_alignment, documents=None):
        self.uc = Uc(UC_ARCH_ARM, UC_MODE_ARM)
        self.uc.ctl_set_cpu_model(2)  # UC_CPU_ARM_926
        rng = random.Random(junk_seed)
        self.uc.mem_map(SDRAM, SDRAM_SIZE)
        self.uc.mem_write(SDRAM, rng.randbytes(SDRAM_SIZE))
        image, self.entry, self.info = load_zehn(tns, base)
        self.program = (base, base + len(image))
        self.uc.mem_write(base, image)
        # The stack: a known pattern, to find how deep it went.
        self.stack_fill = bytes([0xA5]) * STACK_SIZE
        self.uc.mem_write(STACK_TOP - STACK_SIZE, self.stack_fill)
        self.uc.mem_map(NDLESS_CODE, 0x1000)
        for at in (RETURN_ADDRESS, BLIT_FUNCTION):
            self.uc.mem_write(at, struct.pack("<I", BX_LR))
        # argv: the program's path, then NULL, on the stack as Ndless passes them.
        path = b"/documents/ndless/jiugong.tns\0"
        self.argv_string = STACK_TOP + 0x100
        self.argv = STACK_TOP + 0x200
        self.uc.mem_write(self.argv_string, path)
        self.uc.mem_write(self.argv, struct.pack("<II", self.argv_string, 0))

        self.seed = seed
        self.counts = 0  # virtual timer counts since the start
        self.control, self.clock_source = 0x00, 0x00  # what the OS left there
        self.lcd_mode = "os"
        self.screen = bytes(WIDTH * HEIGHT * 2)
        self.blits = 0
        self.down = set()
        self.scans = 0
        self.scanning = False
        self.faults = []
        self.unaligned = []
        self.calls = {}
        self.documents = documents
        self.open_files = {}
        self.file_log = []

        uc = self.uc
        uc.mmio_map(RTC, 0x1000, self.rtc_read, None, self.rtc_write, None)
        uc.mmio_map(TIMER, 0x1000, self.timer_read, None, self.timer_write, None)
        uc.mmio_map(KEYPAD, 0x1000, self.keypad_read, None, self.keypad_write, None)
        uc.hook_add(UC_HOOK_INTR, self.interrupt)
        uc.hook_add(UC_HOOK_CODE, self.blit, begin=BLIT_FUNCTION, end=BLIT_FUNCTION)
        uc.hook_add(UC_HOOK_MEM_UNMAPPED, self.unmapped)
        if check_alignment:
            uc.hook_add(UC_HOOK_MEM_READ | UC_HOOK_MEM_WRITE, self.alignment)

        # Ndless calls main in SVC mode, IRQs and FIQs masked, on the OS's stack.
        uc.reg_write(arm.UC_ARM_REG_CPSR, 0xD3)
        self.saved = {}
        for i, reg in enumerate(range(arm.UC_ARM_REG_R4, arm.UC_ARM_REG_R11 + 1)):
            uc.reg_write(reg, 0x4000_0000 + 0x1111 * (i + 4))
        uc.reg_write(arm.UC_ARM_REG_SP, STACK_TOP)
        uc.reg_write(arm.UC_ARM_REG_LR, RETURN_ADDRESS)
        uc.reg_write(arm.UC_ARM_REG_R0, 1)
        uc.reg_write(arm.UC_ARM_REG_R1, self.argv)
        for name, reg in self.callee_saved():
            self.saved[name] = uc.reg_read(reg)

        self.script = []
        self.tick_limit = None
        self.stage = "start"
        self.returned = None

    @staticmethod
    def callee_saved():
        names = [f"r{i}" for i in range(4, 12)] + ["sp"]
        regs = list(range(arm.UC_ARM_REG_R4, arm.UC_ARM_REG_R11 + 1)) + [arm.UC_ARM_REG_SP]
        return list(zip(names, regs))

    def fault(self, what):
        pc = self.uc.reg_read(arm.UC_ARM_REG_PC)
        self.faults.append(f"{what} at pc {pc:#010x}")
        self.uc.emu_stop()

    # --- devices ---------------------------------------------------------------------

    def rtc_read(self, uc, offset, size, _):
        if offset != 0:
            self.fault(f"read of the real-time clock at +{offset:#x}")
            return 0
        return ((self.seed >> 32) + self.counts // TIMER_HZ) & 0xFFFFFFFF

    def rtc_write(self, uc, offset, size, value, _):
        self.fault(f"write of {value:#x} to the real-time clock at +{offset:#x}")

    def timer_read(self, uc, offset, size, _):
        if offset == 0x04:  # the value, counting down
            value = (-((self.seed & 0xFFFFFFFF) + self.counts)) & 0xFFFFFFFF
            self.counts += STEP
            self.scanning = False
            return value
        if offset == 0x08:
            return self.control
        if offset == 0x80:
            return self.clock_source
        self.fault(f"read of the timer at +{offset:#x}")
        return 0

    def timer_write(self, uc, offset, size, value, _):
        if offset == 0x08:
            self.control = value
        elif offset == 0x80:
            self.clock_source = value
        else:
            self.fault(f"write of {value:#x} to the timer at +{offset:#x}")

    def keypad_read(self, uc, offset, size, _):
        if not (0x10 <= offset <= 0x1E and offset % 2 == 0 and size == 2):
            self.fault(f"read of the keypad at +{offset:#x} ({size} bytes)")
            return 0
        if not self.scanning:
            # The first keypad read after the timer was read: a new scan, once a tick.
            self.scanning = True
            self.scans += 1
            self.on_scan()
        bits = 0
        for name in self.down:
            at, bit = KEYS[name]
            if at == offset:
                bits |= bit
        return bits

    def keypad_write(self, uc, offset, size, value, _):
        self.fault(f"write of {value:#x} to the keypad at +{offset:#x}")

    def unmapped(self, uc, access, address, size, value, _):
        self.faults.append(
            f"access to unmapped {address:#010x} ({size} bytes) at pc "
            f"{uc.reg_read(arm.UC_ARM_REG_PC):#010x}")
        return False

    def alignment(self, uc, access, address, size, value, _):
        if address % size and len(self.unaligned) < 20:
            self.unaligned.append(
                f"{size}-byte access at {address:#010x}, pc {uc.reg_read(arm.UC_ARM_REG_PC):#010x}")

    # --- Ndless ----------------------------------------------------------------------

    def clobber(self, *regs):
        for reg in regs:
            self.uc.reg_write(reg, 0xDEAD_0000 | (reg & 0xFFFF))

    def interrupt(self, uc, intno, _):
        pc = uc.reg_read(arm.UC_ARM_REG_PC)
        if intno != 2:
            self.fault(f"exception {intno}")
            return
        word = struct.unpack("<I", uc.mem_read(pc - 4, 4))[0]
        if word & 0x0F000000 != 0x0F000000:
            self.fault(f"svc from an instruction {word:#010x}")
            return
        number = word & 0x00FFFFFF
        self.calls[hex(number)] = self.calls.get(hex(number), 0) + 1
        r0 = uc.reg_read(arm.UC_ARM_REG_R0)
        if number == NL_NDLESS_REV:
            result = NDLESS_REVISION
        elif number == NL_LCD_INIT:
            if r0 == SCR_320X240_565:
                self.lcd_mode = "320x240 565"
            elif r0 == SCR_OS:
                self.lcd_mode = "os"
            else:
                self.fault(f"nl_lcd_init({r0:#x})")
                return
            result = 1
        elif number == NL_LCD_BLIT:
            result = BLIT_FUNCTION if r0 == SCR_320X240_565 else 0
        elif number in (E_FOPEN, E_FREAD, E_FWRITE, E_FCLOSE, E_UNLINK, E_RENAME):
            result = self.file_call(number)
            if result is None:
                return
            self.clobber(arm.UC_ARM_REG_R4)
        else:
            self.fault(f"svc {number:#x}, which the model does not have")
            return
        uc.reg_write(arm.UC_ARM_REG_R0, result & 0xFFFFFFFF)
        self.clobber(arm.UC_ARM_REG_R1, arm.UC_ARM_REG_R2, arm.UC_ARM_REG_R3,
                     arm.UC_ARM_REG_R12, arm.UC_ARM_REG_LR)

    # --- TI's file functions ---------------------------------------------------------

    def c_string(self, address):
        data = bytes(self.uc.mem_read(address, 256))
        end = data.find(b"\0")
        if end < 0:
            self.fault(f"a path at {address:#010x} without its NUL in 256 bytes")
            return None
        return data[:end].decode("latin-1")

    def host_path(self, address):
        """The host file for a calculator path under /documents; None if there is none."""
        path = self.c_string(address)
        if path is None or self.documents is None:
            return None
        parts = path.split("/")
        if parts[:2] != ["", "documents"] or any(p in ("", ".", "..") for p in parts[2:]):
            return None
        return os.path.join(self.documents, *parts[2:])

    def file_call(self, number):
        """One of TI's file functions on the model's files: its result, or None after a
        fault."""
        uc = self.uc
        r = [uc.reg_read(reg) for reg in (arm.UC_ARM_REG_R0, arm.UC_ARM_REG_R1,
                                            arm.UC_ARM_REG_R2, arm.UC_ARM_REG_R3)]
        if number == E_FOPEN:
            path, mode = self.c_string(r[0]), self.c_string(r[1])
            if path is None or mode is None:
                return None
            host = self.host_path(r[0])
            handle = 0
            if mode not in ("rb", "wb"):
                self.fault(f"fopen mode {mode!r}, which the model does not have")
                return None
            if host is not None and (mode == "wb" or os.path.isfile(host)):
                try:
                    f = open(host, mode)
                except OSError:
                    f = None
                if f is not None:
                    handle = FILE_HANDLES + 16 * (len(self.file_log) + 1)
                    self.open_files[handle] = f
            self.file_log.append(["fopen", path, mode, handle != 0])
            return handle
        if number in (E_FREAD, E_FWRITE, E_FCLOSE):
            handle = r[3] if number != E_FCLOSE else r[0]
            f = self.open_files.get(handle)
            if f is None:
                self.fault(f"a file call on {handle:#x}, which is not an open file")
                return None
            if number == E_FCLOSE:
                f.close()
                del self.open_files[handle]
                self.file_log.append(["fclose"])
                return 0
            size, count = r[1], r[2]
            if number == E_FREAD:
                data = f.read(size * count)
                uc.mem_write(r[0], data)
                self.file_log.append(["fread", len(data)])
                return len(data) // size if size else 0
            data = bytes(uc.mem_read(r[0], size * count))
            f.write(data)
            self.file_log.append(["fwrite", len(data)])
            return count
        if number == E_UNLINK:
            path, host = self.c_string(r[0]), self.host_path(r[0])
            ok = host is not None and os.path.isfile(host)
            if ok:
                os.unlink(host)
            self.file_log.append(["unlink", path, ok])
            return 0 if ok else -1
        # E_RENAME: the OS refuses to replace a file.
        old, new = self.c_string(r[0]), self.c_string(r[1])
        src, dst = self.host_path(r[0]), self.host_path(r[1])
        ok = src is not None and dst is not None and os.path.isfile(src) \
            and not os.path.exists(dst)
        if ok:
            os.rename(src, dst)
        self.file_log.append(["rename", old, new, ok])
        return 0 if ok else -1

    def blit(self, uc, address, size, _):
        if self.lcd_mode != "320x240 565":
            self.fault("blit before nl_lcd_init")
            return
        frame = uc.reg_read(arm.UC_ARM_REG_R0)
        self.screen = bytes(uc.mem_read(frame, WIDTH * HEIGHT * 2))
        self.blits += 1
        # The function returns with bx lr; a C call may change r0-r3 and r12.
        self.clobber(arm.UC_ARM_REG_R0, arm.UC_ARM_REG_R1, arm.UC_ARM_REG_R2,
                     arm.UC_ARM_REG_R3, arm.UC_ARM_REG_R12)

    # --- the key script --------------------------------------------------------------

    def on_scan(self):
        """Called at the start of each keypad scan (one a tick): moves the script on. A key
        goes down at one scan and up at the next; the screen counts once the program has
        run `tick_limit` ticks after the key, or (without a limit) once a whole tick went by
        without drawing."""
        if self.stage == "start":
            # keypad.settle's scan, before the main loop: a key held now would not count.
            self.stage = "settled"
            return
        if self.stage == "settled":
            self.stage = "idle"
        elif self.stage == "pressed":
            self.down.clear()
            self.stage = "running"
            self.mark = self.blits
            if self.tick_limit is not None and self.scans - self.key_scan >= self.tick_limit:
                self.stage = "idle"
        elif self.stage == "running":
            if self.tick_limit is not None:
                if self.scans - self.key_scan >= self.tick_limit:
                    self.stage = "idle"
            elif self.blits == self.mark:
                self.stage = "idle"
            self.mark = self.blits
        if self.stage == "idle":
            if self.script:
                self.down = {self.script.pop(0)}
                self.key_scan = self.scans
                self.stage = "pressed"
            else:
                self.stage = "done"
                if self.stop_when_done:
                    self.uc.emu_stop()

    def run(self, keys, tick_limit, stop_when_done):
        self.script = list(keys)
        self.tick_limit = tick_limit
        self.stop_when_done = stop_when_done
        try:
            self.uc.emu_start(self.entry, RETURN_ADDRESS, count=0)
        except UcError as e:
            if not self.faults:
                self.faults.append(
                    f"{e} at pc {self.uc.reg_read(arm.UC_ARM_REG_PC):#010x}")
        pc = self.uc.reg_read(arm.UC_ARM_REG_PC)
        if pc == RETURN_ADDRESS and not self.faults:
            self.returned = self.uc.reg_read(arm.UC_ARM_REG_R0)

    def stack_used(self):
        low = STACK_TOP - STACK_SIZE
        now = bytes(self.uc.mem_read(low, STACK_SIZE))
        for i in range(0, STACK_SIZE, 4):
            if now[i:i + 4] != self.stack_fill[i:i + 4]:
                return STACK_TOP - (low + i)
        return 0

    def report(self):
        regs = {name: self.uc.reg_read(reg) for name, reg in self.callee_saved()}
        return {
            "program": {"start": self.program[0], "end": self.program[1], **self.info},
            "entry": self.entry,
            "returned": self.returned,
            "registers_kept": [n for n in regs if regs[n] == self.saved[n]],
            "lcd": self.lcd_mode,
            "timer": {"control": self.control, "clock_source": self.clock_source},
            "blits": self.blits,
            "scans": self.scans,
            "virtual_seconds": self.counts / TIMER_HZ,
            "stack_bytes": self.stack_used(),
            "faults": self.faults,
            "unaligned": self.unaligned,
            "calls": self.calls,
            "files": self.file_log,
            "open_files": len(self.open_files),
            "stage": self.stage,
        }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tns")
    parser.add_argument("--base", type=lambda s: int(s, 0), default=0x10800004)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keys", default="")
    parser.add_argument("--ticks", type=int, default=None,
                        help="ticks after each key (default: until idle)")
    parser.add_argument("--leave", action="store_true",
                        help="after the keys, run on until the program returns")
    parser.add_argument("--check-alignment", action="store_true")
    parser.add_argument("--junk", type=int, default=1, help="seed of the junk in memory")
    parser.add_argument("--screen", help="write the last screen here (raw RGB565)")
    parser.add_argument("--report", help="write the JSON report here (default: stdout)")
    parser.add_argument("--documents",
                        help="this folder is the calculator's /documents (default: no files)")
    args = parser.parse_args()
    if args.base % 4:
        sys.exit("harness: Ndless loads programs at 4-byte-aligned addresses")
    keys = args.keys.split()
    unknown = [k for k in keys if k not in KEYS]
    if unknown:
        sys.exit(f"harness: unknown keys {unknown}; known: {sorted(KEYS)}")
    with open(args.tns, "rb") as f:
        tns = f.read()
    try:
        calc = Calculator(tns, args.base, args.seed, args.junk, args.check_alignment,
                          args.documents)
    except Refused as e:
        report = {"refused": str(e)}
    else:
        calc.run(keys, args.ticks, stop_when_done=not args.leave)
        report = calc.report()
        if args.screen:
            with open(args.screen, "wb") as f:
                f.write(calc.screen)
    text = json.dumps(report, indent=1)
    if args.report:
        with open(args.report, "w") as f:
            f.write(text + "\n")
    else:
        print(text)


if __name__ == "__main__":
    main()
