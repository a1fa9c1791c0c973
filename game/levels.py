"""The computer players' levels by name, weakest first: shared by the players
themselves, the records that name them and the screens that offer them."""

LEVELS = ("random", "greedy", "uct", "easy", "normal", "hard", "max")
DEFAULT_LEVEL = "normal"
