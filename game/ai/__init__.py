"""Computer players. Imports the rules only; never pygame."""
