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
