"""The screens: menu, setup, play, results, rules, settings, saved games and
attract mode, the lessons and practice, and the keys that spell a name. None of
them imports another: `SCENES` names them all, and the code that starts the app
hands it over (`App(scenes=SCENES)`)."""

from __future__ import annotations

from collections.abc import Callable

from ..scene import Scene
from .attract import AttractScene
from .learn import LearnScene
from .lesson import LessonScene
from .letters import LettersScene
from .menu import MenuScene
from .play import PlayScene
from .practice import PracticeScene
from .results import ResultsScene
from .review import ReviewScene
from .rules import RulesScene
from .saves import SavesScene
from .settings import SettingsScene
from .setup import SetupScene

SCENES: dict[str, Callable[..., Scene]] = {
    "home": MenuScene,
    "idle": AttractScene,
    "setup": SetupScene,
    "play": PlayScene,
    "results": ResultsScene,
    "review": ReviewScene,
    "rules": RulesScene,
    "saves": SavesScene,
    "settings": SettingsScene,
    "learn": LearnScene,
    "lesson": LessonScene,
    "practice": PracticeScene,
    "letters": LettersScene,
}
