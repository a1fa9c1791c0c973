"""Thousands of random events, with a fixed seed, through every scene: no error may
reach the recovery path, and the app must still answer afterwards."""

from random import Random

import pygame

from game.client.scenes.attract import AttractScene
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.session import Session
from game.records import Seat

from .inputs import PAD_Y, pad

KEYS = [
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
    pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_t, pygame.K_g, pygame.K_h, pygame.K_m, pygame.K_n,
    pygame.K_z, pygame.K_y, pygame.K_s, pygame.K_PLUS, pygame.K_MINUS, pygame.K_a, pygame.K_F1, pygame.K_TAB,
    pygame.K_r, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_DELETE,
]  # fmt: skip
EVENTS = 6000
DROPPED = ["/dev/zero", "/nonexistent/game.json", "/", "relative.json", "SA1.slyde.abc.00000000", ""]  # none opens


def random_event(rng: Random, size: tuple[int, int]) -> pygame.event.Event:
    width, height = size
    pos = (rng.randint(-50, width + 50), rng.randint(-50, height + 50))
    kind = rng.choices(
        ["key", "motion", "down", "up", "wheel", "button", "hat", "axis", "resize", "focus"],
        weights=[30, 20, 15, 15, 4, 5, 3, 4, 1, 1],
    )[0]
    if kind == "key":
        mod = rng.choice([0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT | pygame.KMOD_CTRL, pygame.KMOD_SHIFT])
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)
    if kind == "motion":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(rng.randint(0, 1), 0, 0))
    if kind in ("down", "up"):
        event = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
        return pygame.event.Event(event, pos=pos, button=rng.choice([1, 1, 1, 2, 3]))
    if kind == "wheel":
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1, 0]), flipped=False)
    if kind == "button":
        return pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=rng.randint(0, 2), button=rng.randint(0, 10))
    if kind == "hat":
        value = rng.choice([(0, 1), (0, -1), (1, 0), (-1, 0), (0, 0), (1, 1)])
        return pygame.event.Event(pygame.JOYHATMOTION, instance_id=rng.randint(0, 2), hat=0, value=value)
    if kind == "axis":
        return pygame.event.Event(
            pygame.JOYAXISMOTION, instance_id=rng.randint(0, 2), axis=rng.randint(0, 3), value=rng.uniform(-1, 1)
        )
    if kind == "resize":
        return pygame.event.Event(pygame.VIDEORESIZE, size=(rng.randint(600, 1600), rng.randint(400, 1000)))
    return pygame.event.Event(rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWMAXIMIZED,
                                          pygame.WINDOWRESTORED, pygame.WINDOWMINIMIZED]))  # fmt: skip


def clipboard_event(rng: Random) -> pygame.event.Event:
    """A copy, a paste, or something dropped on the window that opens nothing."""
    if rng.random() < 0.5:
        return pygame.event.Event(rng.choice([pygame.DROPFILE, pygame.DROPTEXT]), file=rng.choice(DROPPED))
    key = rng.choice([pygame.K_c, pygame.K_v])
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_CTRL, unicode="", scancode=0)


def pour(driver, rng: Random, count: int, restart) -> set[str]:
    """`count` random events, a frame every third; `restart()` whenever the app has
    no scene left (Esc on the menu quits). The scenes seen, by name. Every 40th
    event, a copy, a paste or a drop besides, from a generator of its own (the
    others' sequence stays as it was)."""
    app = driver.app
    scenes = set()
    besides = Random(count)
    for number in range(count):
        pygame.event.post(random_event(rng, app.size))
        if number % 40 == 39:
            pygame.event.post(clipboard_event(besides))
        if number % 3 == 0:
            driver.frames()
        if not app.scenes:
            app.running = True
            restart()
        scene = app.scene
        scenes.add(type(scene).__name__ + (f":{scene.state.game}" if isinstance(scene, PlayScene) else ""))
    driver.frames(5)
    log = app.data / "errors.log"
    assert app.errors == 0, log.read_text() if log.exists() else ""
    return scenes


def answers_afterwards(driver) -> None:
    app = driver.app
    app.reset(MenuScene(app))
    driver.press_button("Settings")
    assert type(app.scene).__name__ == "SettingsScene"


def test_random_events_through_every_scene_raise_nothing(driver):
    app = driver.app
    scenes = pour(driver, Random(20261123), EVENTS, lambda: app.push(MenuScene(app)))
    every = {"MenuScene", "SetupScene", "PlayScene:slyde", "RulesScene", "SavesScene", "SettingsScene"}
    assert every | {"LearnScene", "LessonScene"} <= scenes, scenes
    answers_afterwards(driver)


def test_random_events_through_a_slidecore_game_raise_nothing(driver):
    app = driver.app

    def restart():
        people = [Seat.person("Black"), Seat.person("White")]
        app.reset(PlayScene(app, Session.new("slidecore", {"side": 5}, people)))

    restart()
    scenes = pour(driver, Random(6), EVENTS // 3, restart)
    assert "PlayScene:slidecore" in scenes
    answers_afterwards(driver)


def test_random_events_through_attract_mode_raise_nothing(driver):
    """Attract mode is left at the first input; it is started again every 20 events,
    after a few frames of its games, so the events keep meeting it."""
    app = driver.app
    rng = Random(9)
    rounds = EVENTS // 3 // 20
    woken = 0
    for round_number in range(rounds):
        app.reset(AttractScene(app, seed=round_number, levels=("random",)))
        driver.frames(20)
        pour(driver, rng, 20, lambda: app.push(MenuScene(app)))
        woken += not isinstance(app.scene, AttractScene)
    assert woken == rounds  # twenty random events always hold some input that wakes it
    answers_afterwards(driver)


def test_random_events_and_typing_through_the_keys_that_spell_a_name_raise_nothing(driver):
    """The setup with the keys on the screen open over a person's row (Y, as a pad
    opens them), and random typing among the random events."""
    from game.client.scenes.setup import SetupScene

    app = driver.app
    rng = Random(28)

    def restart():
        setup = SetupScene(app, "slyde")
        app.reset(MenuScene(app))
        app.push(setup)
        setup.row = setup.first_seat
        pad(driver, PAD_Y)  # the keys

    restart()
    assert type(app.scene).__name__ == "LettersScene"
    seen = set()
    for _ in range(EVENTS // 6):
        if rng.random() < 0.2:
            pygame.event.post(
                pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Zoë", "😀", " ", "e\u0301", "x" * 30]))
            )
        seen |= pour(driver, rng, 3, restart)
        if type(app.scene).__name__ != "LettersScene" and rng.random() < 0.3:
            restart()
    assert "LettersScene" in seen and "SetupScene" in seen, seen
    answers_afterwards(driver)
