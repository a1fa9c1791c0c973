"""Slyde Arcade: the Slyde family of sliding games."""

__version__ = "0.1.0"
