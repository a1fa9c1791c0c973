"""Seats' names in the room there is: the full names where they fit, else shorter
forms that still tell every seat apart ("Computer 3 (hard)", "C3 hard", "C3";
"Alice Wonderland", "Alice" (beside "Alice Cooper": "Alice W"), "AW"; "Player 1",
"Player 1", "P1"; "Bo" in every form; a seat its person left, "Player 1 (computer)",
"Player 1", "P1"; the only computer: "Computer", "C"). No pygame: a caller measures
the text."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..records import Seat

FORMS = 3  # full, medium, short
SHORT_NAME = 10  # a person's name this long or shorter is its own medium form
FIRST_WORD = 12  # a long name's medium form: its first word, cut to this length
SHORTEST_NAME = 4  # and this long or shorter, its own short form too ("Bo", "You", not "B", "Y")


def names_in_form(players: Sequence[Seat], form: int) -> list[str]:
    """Every seat's name in form 0 (full), 1 (medium) or 2 (short), distinct in each form."""
    if form == 0:  # two people may give the same name: "Ann 1", "Ann 2"
        return _distinct([player.name for player in players], " ")
    computers = [seat for seat, player in enumerate(players) if _set_up(player)]
    medium = _medium_forms(["" if _set_up(player) else _plain(player.name) for player in players])  # the others
    names = []
    for seat, player in enumerate(players):
        if _set_up(player):
            if len(computers) == 1:  # the only computer needs no number
                names.append("Computer" if form == 1 else "C")
                continue
            number = f"C{_number(player) or computers.index(seat) + 1}"
            names.append(f"{number} {player.level or ''}".strip() if form == 1 else number)
        else:
            if form == 1:
                names.append(medium[seat])
            else:
                plain = _plain(player.name)
                names.append(plain if len(plain) <= SHORTEST_NAME else _initials(plain))
    return _distinct(names)


def _set_up(player: Seat) -> bool:
    """A computer named as the setup names it ("Computer 2 (hard)"), which its
    number tells apart; a computer with a name of its own ("Easy 1", a lesson's
    opponent) goes by that name's forms, as a person does."""
    return player.is_computer and player.name.startswith("Computer")


def _plain(name: str) -> str:
    """A name without the note in brackets at its end, which the shorter forms leave
    out ("Player 1 (computer)", a seat whose person left: "Player 1", "P1")."""
    if name.endswith(")") and " (" in name:
        return name[: name.rindex(" (")].strip() or name
    return name


def _initials(name: str) -> str:
    """The first letter or digit of each of a name's first three words that has one
    ("Alice Wonderland": "AW", "Player 1": "P1", "(Bo)": "B"), as capitals."""
    firsts = [next(c for c in word if c.isalnum()) for word in name.split() if any(c.isalnum() for c in word)]
    return "".join(firsts[:3]).upper() or name[:1]


def _number(player: Seat) -> str | None:
    """The number in a computer's name as the setup gives it ("Computer 3 (hard)": 3),
    which stays with it when a rematch moves the seats on; None where there is none."""
    words = player.name.split()
    return words[1] if len(words) > 1 and words[1].isdigit() else None


def _medium_forms(names: list[str]) -> list[str]:
    """People's names in the medium form: a short name whole ("Player 1" is not
    "Player"), a long one by its first word, and where long names share a first word,
    as many letters of the next as tell them apart ("Alice W", "Alice C")."""
    firsts = [name if len(name) <= SHORT_NAME else _first_word(name) for name in names]
    forms = list(firsts)
    for first in set(firsts):
        group = [seat for seat, name in enumerate(names) if firsts[seat] == first and len(name) > SHORT_NAME]
        if len(group) < 2:
            continue
        seconds = [(names[seat].split()[1:] or [""])[0] for seat in group]
        for letters in range(1, 13):
            tried = [f"{first} {second[:letters]}".strip() for second in seconds]
            if len(set(tried)) == len(tried):
                for seat, form in zip(group, tried, strict=True):
                    forms[seat] = form
                break
    return forms


def _first_word(name: str) -> str:
    """A long name's first word, at most FIRST_WORD characters: a longer word to the
    hyphen where it fits ("Bartholomew" of "Bartholomew-Maximilian", not "Bartholomew-"),
    else cut with an ellipsis that says so ("Wolfeschleg…")."""
    word = name.split()[0]
    if len(word) <= FIRST_WORD:
        return word
    hyphen = word.rfind("-", 1, FIRST_WORD + 1)
    return word[:hyphen] if hyphen > 0 else word[: FIRST_WORD - 1] + "\u2026"


def _distinct(names: list[str], between: str = "") -> list[str]:
    """Names made distinct by a number after those that repeat ("Al1", "Al2"; with
    `between` " ", "Ann 1", "Ann 2")."""
    repeated = {name for name in names if names.count(name) > 1}
    counts: dict[str, int] = {}
    distinct = []
    for name in names:
        if name in repeated:
            counts[name] = counts.get(name, 0) + 1
            name = f"{name}{between}{counts[name]}"
        distinct.append(name)
    return distinct


def fitting_names(
    players: Sequence[Seat], width: Callable[[str], int], room: int | Sequence[int], alike: bool = True
) -> list[str]:
    """The seats' names in the fullest form in which every one is at most `room` wide
    (as `width` measures it; a room for each seat where their lines differ), so that a
    list reads alike ("C1 normal", "C2 easy", not "C1 normal", "Computer 2 (easy)");
    the short form where none is. Not `alike` (names apart, each in its own column):
    each name in its own fullest form that fits."""
    forms = [names_in_form(players, form) for form in range(FORMS)]
    rooms = [room] * len(players) if isinstance(room, int) else list(room)
    if not alike:
        return [next((names[seat] for names in forms if width(names[seat]) <= rooms[seat]), forms[-1][seat])
                for seat in range(len(players))]  # fmt: skip
    fit = (names for names in forms if all(width(name) <= most for name, most in zip(names, rooms, strict=True)))
    return next(fit, forms[-1])


def fullest(players: Sequence[Seat], say: Callable[[Sequence[str]], str], fits: Callable[[str], bool]) -> str:
    """What `say(names)` says with the seats' names in the fullest form in which it
    `fits` (the short form where none does): "Alice Wonderland leads" where there is
    room, "Alice leads" where there is less."""
    for form in range(FORMS):  # the fullest first, and no further than the first that fits
        text = say(names_in_form(players, form))
        if fits(text):
            break
    return text


def in_one_line_if_any(
    players: Sequence[Seat], say: Callable[[Sequence[str]], str], lines: Callable[[str], int], most: int
) -> str:
    """What `say(names)` says in one line where a shorter form of the names allows
    ("C2 normal wins by 6"), else in the fullest form that takes at most `most` lines
    (the short form, initials, only where none does): two lines take room from what
    follows, and never break a name in two ("Computer 2 / (normal) wins by 6")."""
    forms = [names_in_form(players, form) for form in range(FORMS)]
    said = [say(names) for names in forms]
    fitting = next((text for text in said[:-1] if lines(text) <= 1), None)
    if fitting is None:  # on more lines, each name held on one of them
        held = (say(kept_whole(names)) for names in forms[:-1])
        fitting = next((text for text in held if lines(text) <= most), None)
    return said[-1] if fitting is None else fitting


def labelled(
    players: Sequence[Seat], lines: Sequence[tuple[int, str]], width: Callable[[str], int], room: int
) -> list[str]:
    """Each (seat, text) line as "name: text", every name in one form, the fullest in
    which all the lines fit `room` (the short form where none does): a list that names
    a seat one way throughout."""
    forms = [names_in_form(players, form) for form in range(FORMS)]
    names = next(
        (names for names in forms if all(width(f"{names[seat]}: {text}") <= room for seat, text in lines)), forms[-1]
    )
    return [f"{names[seat]}: {text}" for seat, text in lines]


def kept_whole(names: Sequence[str]) -> list[str]:
    """The names with no-break spaces between their words: a line of several names
    breaks between them, never inside one ("C2 / normal 2")."""
    return [name.replace(" ", "\u00a0") for name in names]
