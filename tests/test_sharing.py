"""A game as a line of text: every game travels both ways, unchanged; a damaged or
hostile line is refused with a reason; an unfinished Slide game does not travel."""

import base64
import hashlib
import json
import zlib
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import records, sharing
from game.rules import registry
from game.sharing import PREFIX, from_line, to_line

SETTINGS = [
    ("slyde", {"size": 6, "rules": "mindsports"}),
    ("slyde", {"size": 8, "rules": "tile"}),
    ("slidecore", {"side": 4}),
    ("slide", {"players": 3, "seed": 2}),
]


def a_record(game: str, options: dict, seed: int, finish: bool, moves: int = 10_000) -> records.Record:
    state = registry.new_game(game, options)
    rng = Random(seed)
    states, texts = [state], []
    while not state.is_over() and (finish or len(texts) < moves):
        move = rng.choice(state.legal_moves())
        texts.append(state.format_move(move))
        state = state.play(move)
        states.append(state)
    return records.Record.of(states, records.computers(["random"] * state.seat_count), texts)


@settings(max_examples=12, deadline=None)
@given(which=st.integers(0, len(SETTINGS) - 1), seed=st.integers(0, 10_000), moves=st.integers(0, 60),
       finish=st.booleans())  # fmt: skip
def test_every_game_travels_as_a_line_and_comes_back_the_same(which, seed, moves, finish):
    game, options = SETTINGS[which]
    finish = finish or game == "slide"  # an unfinished Slide game does not travel (see below)
    record = a_record(game, options, seed, finish, moves)
    line = to_line(record)
    assert line.startswith(f"{PREFIX}.{game}.") and line.isascii() and line.isprintable() and " " not in line
    back = from_line(line)
    assert back.to_dict() == record.to_dict()


def test_a_tournament_travels_too():
    session_games = [a_record("slide", {"players": 2, "seed": s, "first": s % 2}, s, True) for s in range(2)]
    for index, game in enumerate(session_games):
        game.options = {**game.options, "first": index % 2}
    tournament = records.Record.of_tournament(session_games, records.computers(["random", "random"]))
    tournament = records.from_json(tournament.to_json())
    assert from_line(to_line(tournament)).to_dict() == tournament.to_dict()


def test_an_unfinished_slide_game_does_not_travel_it_would_show_face_down_cards():
    record = a_record("slide", {"players": 2, "seed": 1}, 1, False, 5)
    with pytest.raises(ValueError, match="face-down"):
        to_line(record)


def line_of(data: bytes, game: str = "slyde", cut: int = 0) -> str:
    """A line holding `data` (its compressed stream `cut` bytes short), with a check that matches."""
    packed = zlib.compress(data)
    payload = base64.urlsafe_b64encode(packed[: len(packed) - cut]).decode().rstrip("=")
    return f"{PREFIX}.{game}.{payload}.{sharing._check(payload)}"


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda good: good[: len(good) // 2], "damaged line"),  # cut short when copied
        (lambda good: good[:-1] + ("0" if good[-1] != "0" else "1"), "check does not match"),
        (lambda good: good.replace(".", "", 1), "another version"),
        (lambda good: "SA2" + good[3:], r"another version \(SA2\)"),
        (lambda good: "SA2345678901" + good[3:], r"another version \(SA23456789\)"),  # its first ten letters
        (lambda good: "hello there", "not a game's line"),
        (lambda good: good + "A" * sharing.MAX_LINE, "too long"),
        (lambda good: good.replace(".slyde.", ".slidecore.", 1), "holds a game of slyde"),
        (lambda good: line_of(b"[" * 100_000), "nested too deeply"),
        (lambda good: line_of(b"\x00" * (records.MAX_BYTES + 10)), "more than a record may"),
        (lambda good: line_of(b"\x00" * (records.MAX_BYTES + 1)), "more than a record may"),  # a byte more, whole
        (lambda good: line_of(b" " * (records.MAX_BYTES - 2) + b"[]"), "not a game record"),  # the most it may hold
        (lambda good: line_of(b"[]", cut=4), "letters end too soon"),
        (lambda good: line_of(json.dumps({**json.loads(to_json_of(good)), "moves": ["a1-a1"]}).encode()), "move 1"),
        (lambda good: f"{PREFIX}.slyde.!!!!.{sharing._check('!!!!')}", "do not decode"),
    ],
)
def test_a_damaged_or_hostile_line_is_refused_with_a_reason(make, reason):
    good = to_line(a_record("slyde", {"size": 6}, 3, True))
    with pytest.raises(records.RecordError, match=reason):
        from_line(make(good))


def test_a_line_a_chat_broke_or_set_among_words_opens_whole_and_a_changed_letter_is_still_found():
    record = a_record("slyde", {"size": 6}, 3, True)
    line = to_line(record)
    pieces = [line[start : start + 60] for start in range(0, len(line), 60)]
    pasted = [
        "\n".join(pieces),  # a mail's or a terminal's line breaks
        "\r\n".join(pieces) + "\r\n",
        " ".join(pieces),  # a chat's
        f"Our game from last night: {line} - your move!",
        f"Take this one.\n{line}. Good luck",
        f"{to_line(a_record('slidecore', {'side': 4}, 1, True))} and the one from today: {line}",  # the last
    ]
    for text in pasted:
        assert from_line(text).to_dict() == record.to_dict(), text
    changed = line[:40] + ("A" if line[40] != "A" else "B") + line[41:]
    with pytest.raises(records.RecordError, match="check does not match"):
        from_line(" ".join(changed[start : start + 60] for start in range(0, len(changed), 60)))
    with pytest.raises(records.RecordError, match="check does not match"):
        from_line(line[:-2] + " thanks")  # its check cut short, words after it


def test_the_line_is_as_the_readme_writes_it_for_other_tools():
    """SA1, the game, the record as compact JSON in UTF-8 compressed at zlib's level 9 in
    unpadded URL-safe base64, and the first 8 hex digits of the payload's SHA-256."""
    record = a_record("slyde", {"size": 8}, 5, True)
    record.players = [records.Seat.person("Zoë"), records.Seat.person("Ann")]
    prefix, game, payload, check = to_line(record).split(".")
    assert (prefix, game, check) == (PREFIX, "slyde", hashlib.sha256(payload.encode()).hexdigest()[:8])
    packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    compact = json.dumps(record.to_dict(), separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    assert zlib.decompress(packed) == compact and "Zoë".encode() in compact
    assert packed == zlib.compress(compact, 9) != zlib.compress(compact, 1) and not payload.endswith("=")


def test_a_line_of_the_most_characters_is_read_and_one_more_is_refused_unread():
    good = to_line(a_record("slyde", {"size": 6}, 3, True))
    most = good + " " * (sharing.MAX_LINE - len(good))  # spaces after it, as a chat may leave
    assert len(most) == sharing.MAX_LINE and from_line(most).to_dict() == from_line(good).to_dict()
    with pytest.raises(records.RecordError, match="too long"):
        from_line(most + " ")


def to_json_of(line: str) -> str:
    return from_line(line).to_json()


def test_review_and_the_engine_take_a_line_as_they_take_a_file():
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    line = to_line(a_record("slyde", {"size": 4}, 2, True))
    review = subprocess.run([sys.executable, str(root / "main.py"), "review", line, "--playouts", "20"],
                            capture_output=True, text=True, timeout=120)  # fmt: skip
    assert review.returncode == 0 and "Slyde 4x4" in review.stdout
    engine = subprocess.run([sys.executable, str(root / "main.py"), "engine"], input=f"loadgame {line}\nresult\n",
                            capture_output=True, text=True, timeout=60)  # fmt: skip
    replies = engine.stdout.split("\n\n")
    assert replies[0] == "= " and replies[1] in ("= white", "= black", "= draw")
    bad = subprocess.run([sys.executable, str(root / "main.py"), "engine"], input=f"loadgame {line[:-3]}xyz\n",
                         capture_output=True, text=True, timeout=60)  # fmt: skip
    assert bad.stdout.startswith("? cannot load it: a damaged line")
