"""Pure game logic: no pygame, no I/O, no clock; randomness only from a caller's seed."""
