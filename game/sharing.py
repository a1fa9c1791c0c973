"""A game as one line of text, to paste into a chat and open again elsewhere.

The line is `SA1.GAME.PAYLOAD.CHECK`: the format's version, the game's name (for a
person reading it), the record of design.md as compact JSON, compressed and in
URL-safe base64, and the first 8 hex digits of the payload's SHA-256. It holds a
whole record, a game in progress too, and opens wherever a record file does.
An unfinished Slide game does not travel: its record holds every face-down card.
A line is read as it was pasted: the spaces and line breaks a chat or a mail put in
it, and words around it, are left out. A damaged or hostile line is refused with the
reason, and nothing is changed.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
import zlib

from .records import MAX_BYTES, Record, RecordError, from_dict, parse_json
from .records import load as load_file
from .rules import registry
from .rules.base import excerpt

PREFIX = "SA1"  # the line's format, version 1
MAX_LINE = 200_000  # characters: far more than the longest game needs
CHECK_DIGITS = 8
_LETTERS = re.compile(r"[A-Za-z0-9_-]+")  # URL-safe base64, unpadded


def _check(payload: str) -> str:
    return hashlib.sha256(payload.encode("ascii")).hexdigest()[:CHECK_DIGITS]


def to_line(record: Record) -> str:
    """The record as one line; ValueError where it may not travel (an unfinished game
    whose record holds what some seat has not seen)."""
    if record.result is None and registry.spec(record.game).hidden_information:
        raise ValueError(
            f"an unfinished game of {registry.spec(record.game).title} cannot be shared as text: its line would "
            "show the face-down cards; finish it first"
        )
    compact = json.dumps(record.to_dict(), separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    payload = base64.urlsafe_b64encode(zlib.compress(compact, 9)).decode("ascii").rstrip("=")
    return f"{PREFIX}.{record.game}.{payload}.{_check(payload)}"


def is_line(text: str) -> bool:
    """Whether `text` claims to be a game's line (it may still be damaged)."""
    return text.strip().startswith(PREFIX + ".")


def _pasted(text: str) -> str:
    """The line in `text` as a person pasted it: from its (last) `SA1.` on, words before
    it left out, without the spaces and line breaks a chat or a mail puts in a long line
    (the line has none); the words after its check are read past by `from_line`."""
    start = text.rfind(PREFIX + ".")
    return "".join(text[max(start, 0) :].split())


def holds_line(text: str) -> bool:
    """Whether pasted `text` holds a game's line somewhere, among other words perhaps."""
    return PREFIX + "." in text


def from_line(text: str) -> Record:
    """The record in a line, fully validated as a record file is; RecordError says
    what is wrong with a line that is damaged, of another version or hostile."""
    if len(text) > MAX_LINE:
        raise RecordError(f"too long for a game's line ({len(text)} characters)")
    parts = _pasted(text).split(".", 3)
    if parts[0] != PREFIX:
        version = parts[0][:10] if parts[0].startswith("SA") else ""
        raise RecordError(
            f"a line of another version ({version}): this program reads {PREFIX}" if version
            else f"not a game's line: it starts with {PREFIX}."
        )  # fmt: skip
    if len(parts) != 4:
        raise RecordError("a damaged line: parts are missing (was it cut short when copied?)")
    _, game, payload, rest = parts
    if _check(payload) != rest[:CHECK_DIGITS].lower():
        raise RecordError("a damaged line: its check does not match (a character changed, or it was cut short)")
    try:
        if not _LETTERS.fullmatch(payload):
            raise ValueError("not the line's letters")
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        unpacker = zlib.decompressobj()
        data = unpacker.decompress(packed, MAX_BYTES + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise RecordError("a damaged line: its letters do not decode") from None
    if len(data) > MAX_BYTES or unpacker.unconsumed_tail:
        raise RecordError(f"a line holding more than a record may ({MAX_BYTES:,} bytes)")
    if not unpacker.eof:
        raise RecordError("a damaged line: its letters end too soon")
    record = from_dict(parse_json(data))
    if record.game != game:
        raise RecordError(f"a damaged line: it says {excerpt(game, 20)} but holds a game of {record.game}")
    return record


def load(source: str) -> Record:
    """A record from a game's line or from the file at the path `source` (RecordError either way)."""
    return from_line(source) if is_line(source) else load_file(source)
