"""The window's size as the command line and the settings write it: read within
the limits to the pixel, and refused in words otherwise."""

import pytest

from game.window_limits import MAX_WINDOW, MIN_WINDOW, parse_size, written_size


def test_a_size_is_read_as_written_in_either_case_with_spaces_and_with_the_sign_sizes_are_printed_with():
    assert parse_size("1280x720") == (1280, 720) == parse_size(" 1280 X 720 ") == parse_size("1280×720")
    assert parse_size(written_size((1920, 1080))) == (1920, 1080) and written_size((800, 600)) == "800x600"


def test_the_limits_hold_to_the_pixel_in_each_direction():
    assert parse_size("800x600") == MIN_WINDOW and parse_size("7680x4320") == MAX_WINDOW
    for small in ("799x600", "800x599"):
        with pytest.raises(ValueError) as refused:
            parse_size(small, smaller="; try full screen")
        assert str(refused.value) == f"a window is at least 800x600, not '{small}'; try full screen"
    for large in ("7681x4320", "7680x4321", "1234567x600", "800x1234567", f"{'9' * 20}x600"):
        with pytest.raises(ValueError) as refused:
            parse_size(large)
        assert str(refused.value) == f"a window is at most 7680x4320, not '{large}'"


@pytest.mark.parametrize("text", ["1280", "1280x", "x720", "1280x720x5", "1280*720", f"{'9' * 101}x600",
                                  "\u0661\u0662\u0668\u0660x720", "-800x600", "1e3x600", ""])  # fmt: skip
def test_what_is_not_a_size_is_said_with_what_one_looks_like(text):
    with pytest.raises(ValueError) as refused:
        parse_size(text)
    assert str(refused.value).startswith("expected WIDTHxHEIGHT like 1280x720, not ")
