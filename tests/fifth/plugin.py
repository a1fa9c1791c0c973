"""The fifth game as a plugin: importing this module registers its rules, as
$SLYDE_ARCADE_GAMES asks of the command line and a computer player's process."""

from game.rules import registry

from .rules import NAME, SPEC

if NAME not in registry.GAMES:
    registry.register(SPEC, __name__)
