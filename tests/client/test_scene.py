"""The stack of scenes tells each scene of every change to its place."""

from game.client.scene import Scene, SceneStack


class Recording(Scene):
    def __init__(self, name, log, overlay=False):
        super().__init__(app=None)
        self.name, self.log, self.overlay = name, log, overlay

    def pushed(self):
        self.log.append(f"{self.name} pushed")

    def covered(self):
        self.log.append(f"{self.name} covered")

    def uncovered(self):
        self.log.append(f"{self.name} uncovered")

    def popped(self):
        self.log.append(f"{self.name} popped")


def test_pushed_covered_uncovered_and_popped_come_in_order():
    log = []
    stack = SceneStack()
    a, b, c = (Recording(name, log) for name in "abc")
    stack.push(a)
    stack.push(b)
    stack.pop()
    stack.replace(c)
    stack.push(b)
    stack.clear()
    assert log == [
        "a pushed", "a covered", "b pushed", "b popped", "a uncovered", "a popped", "c pushed",
        "c covered", "b pushed", "b popped", "c popped",
    ]  # fmt: skip
    assert not stack and stack.top is None


def test_an_overlay_is_drawn_over_the_scene_below_it():
    log = []
    stack = SceneStack()
    base, dialog = Recording("base", log), Recording("dialog", log, overlay=True)
    stack.push(Recording("menu", log))
    stack.push(base)
    stack.push(dialog)
    assert stack.visible() == [base, dialog]


class Paced(Scene):
    def __init__(self, moving, every_s, overlay=False):
        super().__init__(app=None)
        self.moving, self.every_s, self.overlay = moving, every_s, overlay

    def is_moving(self):
        return self.moving

    def redraw_every_s(self):
        return self.every_s


def test_a_still_overlay_leaves_the_pace_to_the_moving_scene_below_it():
    stack = SceneStack()
    stack.push(Paced(moving=True, every_s=0.2))  # a game whose computer thinks
    stack.push(Paced(moving=False, every_s=0.0, overlay=True))  # the still results over it
    assert not stack.is_still() and stack.redraw_every_s() == 0.2
    stack.push(Paced(moving=True, every_s=0.0, overlay=True))  # an overlay that animates: every frame
    assert stack.redraw_every_s() == 0.0
