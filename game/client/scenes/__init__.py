"""The screens: menu, setup, play, results, rules, settings, saved games."""
