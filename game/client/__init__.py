"""Everything pygame: the window, scenes, views, input and sound."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout for the program's own output
