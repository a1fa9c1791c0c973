"""Options as the command line and the engine write them: whole numbers, lists of
them, and refusals that name the option and what was wrong."""

import pytest

from game.rules import registry
from game.rules.registry import Option

SIZE = Option("size", int, "board size")
DECK = Option("deck", list, "the deal")


def test_whole_numbers_and_lists_of_them_are_read():
    assert SIZE.parse("12") == 12 and SIZE.parse("-3") == -3
    assert SIZE.parse("9" * 18) == int("9" * 18)
    assert DECK.parse("1,2,10") == [1, 2, 10]
    assert Option("rules", str, "ruleset").parse("tile") == "tile"


@pytest.mark.parametrize("text", ["", "-", "1-", "٣", "1.5", "9" * 19, " 1", "1e3"])
def test_what_is_not_a_whole_number_is_refused_by_the_options_name(text):
    with pytest.raises(ValueError, match=r"^option size takes a whole number of at most 18 digits, not "):
        SIZE.parse(text)


def test_a_refused_number_is_told_the_options_range_where_it_has_one():
    sized = Option("size", int, "board size", low=4, high=16)
    with pytest.raises(ValueError, match=r"^option size takes a whole number from 4 to 16, not '9999"):
        sized.parse("9" * 30)  # a whole number, but none the option could take
    with pytest.raises(ValueError, match=r"^option first takes a whole number from 0, not 'x'$"):
        Option("first", int, "the first seat", low=0).parse("x")


@pytest.mark.parametrize("text", ["1;2", "1,,2", "1, 2", "x"])
def test_a_list_that_is_not_whole_numbers_and_commas_is_refused(text):
    with pytest.raises(ValueError, match=r"^option deck takes whole numbers separated by commas, not "):
        DECK.parse(text)


def test_a_game_refuses_an_option_it_does_not_have_and_lists_its_own():
    with pytest.raises(ValueError, match=r"^slyde has no option 'colour' \(its options: rules, size\)$"):
        registry.new_game("slyde", {"colour": 1})
    with pytest.raises(ValueError, match=r"^bad option 'colour=1' for slyde: expected rules=\.\.\., size=\.\.\.$"):
        registry.spec("slyde").parse_options(["colour=1"])
    with pytest.raises(ValueError, match="bad option 'size' for slyde"):
        registry.spec("slyde").parse_options(["size"])
    assert registry.spec("slyde").parse_options(["size=8", "rules=tile"]) == {"size": 8, "rules": "tile"}


def test_every_game_has_a_short_title_and_the_tile_edition_keeps_its_name_in_it():
    """Where room was short both Slyde editions read "Slyde 8x8": the tile edition, a
    game of its own in the menu, could be told apart only by its picture."""
    games = [
        ("slyde", {"size": 8, "rules": "mindsports"}),
        ("slyde", {"size": 8, "rules": "tile"}),
        ("slidecore", {"side": 6}),
        ("slide", {"players": 4, "seed": 1}),
    ]
    shorts = [registry.spec(name).describe_short(options) for name, options in games]
    assert shorts == ["Slyde 8x8", "Slyde 8x8 tiles", "SlideCore 6", "Slide"]
