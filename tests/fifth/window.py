"""The fifth game's window, as a plugin: importing this module registers its client
(as a game's `GameSpec.client` names it for the window's process alone)."""

from game.client import games

from .client import CLIENT

if CLIENT.name not in games.CLIENTS:
    games.register(CLIENT)
