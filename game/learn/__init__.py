"""Learning the games by playing them: courses of short lessons, each a few steps
in which the player makes the move asked for on a set position, and the progress
(lessons done, stars) kept between sessions. No pygame here: the window draws a
lesson (client/scenes/lesson.py), the `lessons` command checks every course."""
