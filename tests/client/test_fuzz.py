"""Thousands of random events, with a fixed seed, through every scene: no error may
reach the recovery path, and the app must still answer afterwards."""

from random import Random

import pygame

from game.client.scenes.menu import MenuScene

KEYS = [
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
    pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_t, pygame.K_g, pygame.K_h, pygame.K_m, pygame.K_n,
    pygame.K_z, pygame.K_y, pygame.K_s, pygame.K_PLUS, pygame.K_MINUS, pygame.K_a, pygame.K_F1, pygame.K_TAB,
]  # fmt: skip
EVENTS = 6000


def random_event(rng: Random, size: tuple[int, int]) -> pygame.event.Event:
    width, height = size
    pos = (rng.randint(-50, width + 50), rng.randint(-50, height + 50))
    kind = rng.choices(
        ["key", "motion", "down", "up", "wheel", "button", "hat", "axis", "resize", "focus"],
        weights=[30, 20, 15, 15, 4, 5, 3, 4, 1, 1],
    )[0]
    if kind == "key":
        mod = rng.choice([0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT | pygame.KMOD_CTRL])
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
    return pygame.event.Event(rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED]))


def test_random_events_through_every_scene_raise_nothing(driver):
    app = driver.app
    rng = Random(20261122)
    scenes = set()
    for number in range(EVENTS):
        pygame.event.post(random_event(rng, app.size))
        if number % 3 == 0:
            driver.frames()
        if not app.scenes:  # Esc on the menu quits: start again, as a person would
            app.running = True
            app.push(MenuScene(app))
        scenes.add(type(app.scene).__name__)
    driver.frames(5)
    log = app.data / "errors.log"
    assert app.errors == 0, log.read_text() if log.exists() else ""
    assert {"MenuScene", "SetupScene", "PlayScene", "RulesScene", "SavesScene", "SettingsScene"} <= scenes, scenes
    app.reset(MenuScene(app))
    driver.press_button("Settings")
    assert type(app.scene).__name__ == "SettingsScene"
