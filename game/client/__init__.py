"""Everything pygame: the window, scenes, views, input and sound."""
