"""How small and how large the window may be, and its size on a usual screen:
shared by the command line, which checks --size, and the window, which keeps to
them."""

MIN_WINDOW = (800, 600)  # the smallest the screens are laid out for
MAX_WINDOW = (7680, 4320)  # the largest displays made
DEFAULT_WINDOW = (1280, 720)  # on a 1920x1080 screen; the shape of every window opened unasked
