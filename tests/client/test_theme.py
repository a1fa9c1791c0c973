"""Every theme keeps its words readable: labels on buttons, text on panels."""

import re
import warnings
from pathlib import Path

import pygame
import pytest

from game.client import theme as themes
from game.client.theme import (
    BODY,
    DRAWN_TEXTS,
    PALETTES,
    SMALL,
    TYPEFACES,
    Theme,
    can_draw,
    contrast,
    group_line,
    lacking,
    typeface,
)
from game.client.widgets import button_colours

from .conftest import SYSTEM_TYPEFACES, system_typefaces


def test_contrast_follows_the_wcag_formula():
    assert contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast((40, 40, 40), (40, 40, 40)) == 1.0


@pytest.mark.parametrize("name", PALETTES)
@pytest.mark.parametrize(("enabled", "lit"), [(True, False), (True, True), (False, False)])
def test_every_themes_button_labels_stand_out_from_their_buttons(name, enabled, lit):
    face, label = button_colours(PALETTES[name], enabled, lit)
    assert contrast(face, label) >= 4.5


@pytest.mark.parametrize("name", PALETTES)
def test_every_themes_text_stands_out_from_its_panels(name):
    p = PALETTES[name]
    for background in (p.background, p.panel):
        for colour in (p.text, p.muted, p.accent, p.focus, p.good, p.bad):
            assert contrast(colour, background) >= 4.5, (colour, background)


@pytest.mark.parametrize("name", PALETTES)
def test_each_mark_on_the_board_has_a_colour_of_its_own_and_groups_a_pattern_too(name):
    p = PALETTES[name]
    meanings = {
        "fixed pins": p.accent,
        "selection, targets": p.focus,
        "last move, cursor (corner brackets, plain frame)": p.text,
        "hint": p.good,
        "white groups": p.white_groups,
        "black groups": p.black_groups,
    }
    assert len(set(meanings.values())) == len(meanings)
    assert group_line(p, white=True) == (p.white_groups, False)
    assert group_line(p, white=False) == (p.black_groups, True)  # dashed: apart without colour
    for colour in (p.white_groups, p.black_groups):
        assert contrast(colour, p.board) >= 3.0  # a line on the board's gaps shows


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_large_text_is_larger_at_every_size_even_where_the_smallest_text_is_held_up(size):
    """At 800x600 small text is held at its least size; large text must still grow it."""
    pygame.font.init()
    plain, large = Theme(), Theme(text_scale=1.25)
    for theme in (plain, large):
        theme.resize(size)
    for text_size in (SMALL, BODY):
        assert large.font(text_size).get_height() > plain.font(text_size).get_height()


def test_text_is_set_in_the_bundled_typeface_and_in_pygames_own_where_it_is_missing(monkeypatch):
    pygame.font.init()
    assert all(typeface(bold) is not None for bold in (False, True))  # the files travel with the game
    wide = Theme().font(BODY).size("Computer (easy) 1 to move")
    monkeypatch.setitem(TYPEFACES, False, "missing.ttf")
    typeface.cache_clear()
    try:
        assert typeface(False) is None
        assert Theme().font(BODY).size("Computer (easy) 1 to move") != wide  # drawn all the same
    finally:
        monkeypatch.undo()
        typeface.cache_clear()


def test_a_typeface_file_damaged_in_copying_gives_way_to_pygames_own(monkeypatch, tmp_path):
    """A font file that is not one (an install cut short) failed every text drawn, the
    menu's too: the window stayed blank, going back to the menu at every frame."""
    pygame.font.init()
    damaged = tmp_path / "DejaVuSans-Bold.ttf"
    damaged.write_bytes(bytes(range(256)) * 4)
    monkeypatch.setattr(themes, "asset_path", lambda name: damaged)
    typeface.cache_clear()
    try:
        assert typeface(True) is None
        assert Theme().image("SLYDE ARCADE", BODY, (255, 255, 255), bold=True).get_width() > 0
    finally:
        monkeypatch.undo()
        typeface.cache_clear()


def test_a_letter_the_typeface_lacks_is_drawn_by_a_system_typeface_that_has_it(monkeypatch):
    """Names from files in Chinese or Japanese showed as boxes, and could not be typed.
    Here the system's typeface is pygame's own, and the letter one of its private ones."""
    pygame.font.init()
    own = str(Path(pygame.__file__).parent / pygame.font.get_default_font())
    letter = "\uf6c3"
    font = Theme().font(BODY)
    boxed = pygame.image.tobytes(font.render(letter, True, (255, 255, 255)), "RGBA")
    assert lacking(letter) and not can_draw(letter)  # the game's typeface has no glyph for it; nothing else here
    system_typefaces(monkeypatch, [own])
    assert can_draw(f"Ann {letter}")
    runs = font.runs(f"Ann {letter}")
    assert [part for _, part in runs] == ["Ann ", letter] and runs[0][0] is font and runs[1][0] is not font
    drawn = font.render(letter, True, (255, 255, 255))
    assert pygame.image.tobytes(drawn, "RGBA") != boxed
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(
        runs[1][0].render(letter, True, (255, 255, 255)), "RGBA"
    )
    line = font.render(f"Ann {letter}", True, (255, 255, 255))
    assert line.get_size() == font.size(f"Ann {letter}")
    assert line.get_width() == font.size("Ann ")[0] + runs[1][0].size(letter)[0]


def test_a_wrapped_message_with_a_letter_from_a_system_typeface_keeps_within_its_width(monkeypatch):
    pygame.font.init()
    system_typefaces(monkeypatch, [str(Path(pygame.__file__).parent / pygame.font.get_default_font())])
    font = Theme().font(BODY)
    text = "A game of \uf6c3 and Ann, saved where the window's data folder keeps its games"
    width = font.size(text)[0] // 3
    wrapped = font.render(text, True, (255, 255, 255), wraplength=width)
    assert wrapped.get_width() <= width and wrapped.get_height() >= 3 * font.get_linesize()
    broken = font.render("Ann \uf6c3\nBo", True, (255, 255, 255), wraplength=width)  # where it breaks itself
    assert broken.get_height() > font.get_linesize() and broken.get_width() < font.size("Ann \uf6c3 Bo")[0]


@pytest.mark.parametrize("fault", ["warns", "raises"])
def test_a_system_that_cannot_list_its_typefaces_gives_none_and_says_nothing(monkeypatch, recwarn, fault):
    """pygame warns in its own words where `fc-list` is missing, and lets a refusal to run it through."""

    def listing():
        if fault == "raises":
            raise PermissionError(13, "Permission denied")
        warnings.warn("'fc-list' is missing, system fonts cannot be loaded on your platform", stacklevel=1)
        return []

    monkeypatch.setattr(pygame.font, "get_fonts", listing)
    assert SYSTEM_TYPEFACES() == [] and len(recwarn) == 0


def test_a_name_written_right_to_left_is_drawn_right_to_left_within_a_line_that_runs_left_to_right():
    """Hebrew and Arabic names from files were drawn letter by letter from the left,
    backwards, and Arabic's letters unjoined."""
    pygame.font.init()
    font = Theme().font(BODY)
    plain = pygame.font.Font(typeface(False), font.pixels)  # sets every letter from the left
    shin, lamed, vav, mem = "\u05e9", "\u05dc", "\u05d5", "\u05dd"
    drawn = pygame.image.tobytes(font.render(shin + lamed + vav + mem, True, (255, 255, 255)), "RGBA")
    assert drawn == pygame.image.tobytes(plain.render(mem + vav + lamed + shin, True, (255, 255, 255)), "RGBA")
    name = f"{shin}{lamed}{vav}{mem} {mem}{shin}{vav}"  # two words: the space between them is theirs
    assert [part for _, part in font.runs(f"Ann, {name} 7")] == ["Ann, ", name, " 7"]
    assert font.runs(f"Ann, {name} 7")[0][0] is font and font.runs(f"Ann, {name} 7")[1][0] is not font
    arabic = "سارا"
    joined = pygame.image.tobytes(font.render(arabic, True, (255, 255, 255)), "RGBA")
    apart = {
        pygame.image.tobytes(plain.render(letters, True, (255, 255, 255)), "RGBA") for letters in (arabic, arabic[::-1])
    }
    assert joined not in apart  # its letters joined, as its script joins them, not set one by one either way


def test_a_text_drawn_again_is_not_set_again_and_only_the_last_texts_are_kept():
    pygame.font.init()
    theme = Theme()
    first = theme.image("Ann to move", BODY, (255, 255, 255))
    assert theme.image("Ann to move", BODY, (255, 255, 255)) is first
    assert theme.image("Ann to move", BODY, (255, 0, 0)) is not first
    assert theme.image("Ann to move", BODY, (255, 255, 255), bold=True) is not first
    for number in range(DRAWN_TEXTS):
        theme.image(str(number), SMALL, (200, 200, 200))
    again = theme.image("Ann to move", BODY, (255, 255, 255))
    assert again is not first and again.get_size() == first.get_size()


def test_a_balanced_headline_breaks_where_its_two_lines_are_nearest_one_width():
    """The results said "Computer 1 (hard) wins game" over "1!" alone."""
    pygame.font.init()
    theme = Theme()
    text = "Computer 1 (hard) wins game 1!"
    width = theme.font(BODY, True).size("Computer 1 (hard) wins game")[0] + 2
    plain = theme.wrap(text, BODY, width, most=2, bold=True)
    assert plain == ["Computer 1 (hard) wins", "game 1!"]  # a number stays with its word
    balanced = theme.wrap(text, BODY, width, most=2, bold=True, balanced=True)
    assert " ".join(balanced) == text and len(balanced) == 2 and len(balanced[1].split()) > 1
    assert all(theme.font(BODY, True).size(line)[0] <= width for line in balanced)
    assert theme.wrap("Ann wins!", BODY, width, bold=True, balanced=True) == ["Ann wins!"]  # one line stays one


@pytest.mark.parametrize(
    "text",
    [
        "Computer 2 (normal) led by 7 after round 13",
        "Ann: 10 in row 4 at left",
        "Move 60 of 128, a blunder: 9 points",
        "Seat 2, Seat 3, Seat 4: normal, about 1.0 s a move; a fair opponent.",
    ],
)
def test_no_line_starts_with_a_short_number_cut_from_the_word_it_goes_with_nor_a_unit_cut_from_its_number(text):
    pygame.font.init()
    theme = Theme()
    font = theme.font(SMALL)
    for width in range(font.size("Computer 2")[0], font.size(text)[0] + 2, 2):
        for balanced in (False, True):
            lines = theme.wrap(text, SMALL, width, balanced=balanced)
            assert " ".join(lines) == text, (width, lines)
            assert not any(re.match(r"\d|s\b", line) for line in lines[1:]), (width, lines)


def test_a_line_that_animates_keeps_its_form_while_its_dots_come_and_go():
    theme = Theme()
    forms = lambda dots: [f"Round 1 of 16   thinking{dots} 9 s", f"thinking{dots} 9 s"]  # noqa: E731
    width = theme.font(SMALL).size(forms("..")[0])[0]  # the full form fits with two dots, not with three
    assert theme.first_fitting(forms("."), SMALL, width) == forms(".")[0]  # judged alone it would jump
    assert theme.first_fitting(forms("..."), SMALL, width) == forms("...")[1]
    chosen = {theme.first_fitting(forms(dots), SMALL, width, widest=forms("...")) for dots in (".", "..", "...")}
    assert chosen == {forms(".")[1], forms("..")[1], forms("...")[1]}
