"""The clicks (and keys) a person makes to play a move written in the game's notation
on the board of the scene on top: lessons and practice share them."""

import pygame

from game.rules.slyde import Cell

from .conftest import Driver


def centre(scene, name):
    spot = scene.board.spot(name)
    assert spot is not None, f"{name} is not on the board"
    return spot.center


def play(drive: Driver, text: str) -> None:
    """The clicks (and keys) a person makes for the move `text` on this board."""
    scene = drive.app.scene
    if scene.board.state.game == "slyde":
        if text.startswith("*"):
            drive.key(pygame.K_t)
            drive.click(centre(scene, text[1:]))
        else:
            first, second = text.split("-")
            drive.click(centre(scene, first))
            drive.click(centre(scene, second))
    elif scene.board.state.game == "slidecore":
        own, core, other = text.split()
        drive.click(centre(scene, own))
        if core != str(scene.board.core_now()):
            drive.click(centre(scene, str(scene.board.core_now())))
            drive.click(centre(scene, core))
        drive.click(centre(scene, other))
    elif scene.board.state.game == "slide":
        words = text.split()
        if words[0] == "flip":
            drive.click(centre(scene, words[1]))
        else:
            drive.click(centre(scene, f"middle {words[1]}"))
            drive.click(centre(scene, " ".join(words[2:])))
    else:
        raise AssertionError(f"no input written for {scene.board.state.game}")


PAD_A, PAD_B, PAD_X, PAD_Y, PAD_START = 0, 1, 2, 3, 7  # the XInput layout SDL gives most pads


def pad(drive: Driver, button: int) -> None:
    drive.post(pygame.JOYBUTTONDOWN, button=button, instance_id=0, joy=0)


def pad_press(drive: Driver, label: str) -> None:
    """Start, the d-pad right along the scene's buttons to the one labelled `label`,
    and A: how a gamepad reaches a button beside a board."""
    buttons = drive.app.scene.buttons
    pad(drive, PAD_START)
    assert buttons.engaged
    for _ in buttons.buttons:
        if buttons.buttons[buttons.focus].label == label:
            break
        drive.post(pygame.JOYHATMOTION, value=(1, 0), hat=0, instance_id=0, joy=0)
    assert buttons.buttons[buttons.focus].label == label
    pad(drive, PAD_A)


def pad_hat(drive: Driver, value: tuple[int, int]) -> None:
    drive.post(pygame.JOYHATMOTION, value=value, hat=0, instance_id=0, joy=0)


def pad_to(drive: Driver, name: str) -> None:
    """The d-pad, to the square `name` of a Slyde board (A first shows the cursor)."""
    board = drive.app.scene.board
    if board.cursor is None:
        pad(drive, PAD_A)
    target = Cell.parse(name)
    for _ in range(64):
        here = board.cursor
        if here == target:
            return
        if here.rank != target.rank:
            pad_hat(drive, (0, 1 if target.rank > here.rank else -1))
        else:
            pad_hat(drive, (1 if target.file > here.file else -1, 0))
    raise AssertionError(f"the cursor never reached {name}")


def settle(drive: Driver, scene) -> None:
    """Frames until the lesson in `scene` waits for the learner (or is won)."""
    drive.until(lambda: scene.ready() or scene.won is not None, 20)


def play_through(drive: Driver, scene) -> None:
    """Every step of the lesson open in `scene`, by its intended moves."""
    for step in scene.lesson.steps:
        settle(drive, scene)
        play(drive, step.right[0])
        settle(drive, scene)
