"""Freed surfaces go back to the system, so a kiosk's memory stays flat.

glibc serves large blocks (a board image, a full-screen frame) from mmap and
returns them on free, but after the first such free it raises its threshold
and later large blocks come from the heap, which it keeps: attract mode, which
builds a new board image every game, then holds 10-20 MB more than it uses.
A fixed threshold keeps every large block on mmap. Elsewhere this does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
LARGE = 128 * 1024  # glibc's own starting threshold


def keep_large_blocks_returnable() -> bool:
    """Fix glibc's mmap threshold; False where there is no glibc."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, LARGE))
    except (OSError, AttributeError):
        return False
