"""The app: its window, the fixed-timestep loop and the scene stack.

The loop follows "Fix Your Timestep": the renderer produces time, scenes
consume it in fixed 60 Hz steps from an accumulator, a long frame is clamped
so a slow machine slows down instead of spiralling, and each frame is drawn
once. Scenes live on a stack; drawing goes bottom-up from the topmost opaque
scene, so a dialog is a transparent scene pushed on top.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from .. import records
from ..window_limits import DEFAULT_WINDOW, parse_size, written_size
from .assets import load_image
from .audio import Audio
from .clipboard import pasted_text
from .datalock import DataLock
from .errorlog import log_error
from .input import KEY_REPEAT_MS, Act, InputMapper, Intent, moved
from .kiosk import KioskWatch
from .memory import keep_large_blocks_returnable
from .messages import draw_message
from .places import errors_log, saves_dir, settings_path
from .scene import Scene, SceneStack
from .settings import Settings, data_dir, load_settings, save_settings
from .stopping import StopSignals
from .theme import PALETTES, Theme
from .window import Window, opening_size

if TYPE_CHECKING:
    from ..ai.worker import Worker

TITLE = "Slyde Arcade"  # the window's title, after whose turn it is where a game is in sight
STEP_S = 1 / 60
MAX_STEPS = 5  # catch-up steps per frame at most
TOAST_S = 3.5  # the least time a message shows
NEWS_S = 7.0  # and news's, which no action of the person's called for: it must be noticed first
READ_S_PER_WORD = 0.3  # and a long one longer, at an unhurried reader's pace
KIOSK_STAYS_FULL = "This is a kiosk: it stays full screen"
OPENED_WHERE = {  # a game pasted or dropped on a screen that does not open one
    Act.PASTE: "To open a copied game, press Ctrl+V on the menu or in Saved games",
    Act.OPEN: "To open a game, drop its file on the menu or on Saved games",
}
LEAVE_AGAIN_S = 6.0  # after being told a game is not saved: how long leaving again goes ahead
DEVICES_SETTLE_S = 1.0  # the gamepads SDL finds as the window opens are announced like new ones: not said
FAILING_FRAMES = 3  # frames in a row failing, the menu's too, before the window gives up
STILL_WAIT_MS = 250  # a still screen looks for input at the frame pace, and steps this often for its clocks


def _reading_s(text: str, news: bool) -> float:
    """How long a message shows: the time to read it, and never less than the least."""
    return max(NEWS_S if news else TOAST_S, READ_S_PER_WORD * len(text.split()))


class App:
    def __init__(
        self,
        size: tuple[int, int] | None = DEFAULT_WINDOW,
        fullscreen: bool | None = None,
        data: Path | None = None,
        kiosk: bool = False,
        scenes: Mapping[str, Callable[..., Scene]] | None = None,
        screen: tuple[int, int] | None = None,
        signals: bool = True,
    ) -> None:
        """`scenes`: each scene by name, as `make` builds them (the code that starts the
        app gives them, so that the app and the scenes never import one another);
        "home" is where the app starts and returns, "idle" what an unattended kiosk shows.
        `size` None and `fullscreen` None open the window as the settings say (on a
        screen of `screen` pixels, where known). `signals` False: a stop signal is not
        the app's to hear (`bench` measures the app, and stops as every command does)."""
        started = time.perf_counter()
        keep_large_blocks_returnable()
        for module in (pygame.display, pygame.font, pygame.joystick):  # the mixer: `Audio`, quietly
            module.init()
        self.caption = TITLE
        pygame.display.set_caption(self.caption)
        icon = load_image("icon.png")
        if icon is not None:
            pygame.display.set_icon(icon)
        self.scenes_by_name = dict(scenes or {})
        self.data = data or data_dir()
        self.settings_path = settings_path(self.data)
        for folder in (self.data, saves_dir(self.data)):  # what a killed save left behind
            records.remove_stale_temporaries(folder)
        self.data_lock = DataLock(self.data)
        self.settings, problem = load_settings(self.settings_path)
        self.saved_settings = replace(self.settings)  # as the file held them: what this window changes is saved
        self.theme = Theme(PALETTES[self.settings.theme], 1.25 if self.settings.large_text else 1.0)
        unasked = size is None
        if size is None:
            remembered = parse_size(self.settings.window) if self.settings.window else None
            size, whole_screen = opening_size(screen, remembered)
            fullscreen = True if whole_screen else fullscreen
        self.window = Window(size, self.settings.fullscreen if fullscreen is None else fullscreen)
        if unasked and self.settings.maximized:
            self.window.maximize()  # as the person left it; restored, it takes the size they last gave it
        self.theme.resize(self.size)
        self.audio = Audio(self.settings.volume)
        self.mapper = InputMapper()
        pygame.key.set_repeat(*KEY_REPEAT_MS)
        self.scenes = SceneStack()
        self.running = True
        self.time_s = 0.0
        self.accumulator_s = 0.0
        self.clock = pygame.Clock()
        self.toast: tuple[str, float, str] | None = None
        self._said_at_s = 0.0  # when the message showing was said
        self._next: list[tuple[str, str, float]] = []  # messages waiting to show, in turn, and when each was said
        self._unsaved_told_s: float | None = None  # when leaving was refused, a game not being saved
        self.frame_work_ms: list[float] = []  # filled only when `measure` is on
        self.measure = False
        self._worker: Worker | None = None  # the computer players' process, started when first needed
        self._helper: Worker | None = None  # a second one for a review's judging, where a core is to spare
        self.errors = 0  # unexpected errors recovered from
        self.failing = 0  # frames in a row that failed
        self.given_up = ""  # why the window stopped, where an error came back at every frame
        self.pages_read: dict[str, int] = {}  # each rules book's page last shown: it opens there again
        self.kiosk = KioskWatch() if kiosk else None  # unattended: only Ctrl+Alt+Q quits
        self.stop = StopSignals(listen=signals)
        self.drawn_still = False  # the screen shows a still scene as it is: no need to draw it again
        self.drawn_at_s = 0.0  # the game clock when the screen was last drawn
        self.to_show = False  # a frame is drawn that the screen does not show yet
        self._was_still = False
        self.startup_s = time.perf_counter() - started
        if problem:
            self.say(problem, "bad", wait=True)
        if self.data_lock.refused:
            self.say(f"The data folder takes no files ({self.data_lock.refused}): nothing played or "
                     f"changed here is kept after the window closes", "bad", wait=True)  # fmt: skip
        elif not self.owns_autosave():
            self.say("Another window uses this data folder: games here are kept in Saved games as you play", wait=True)

    # -- the window -----------------------------------------------------------

    @property
    def screen(self) -> pygame.Surface:
        return self.window.screen

    @property
    def visit(self) -> Path:
        """Where a visitor's traces are kept (the lessons' progress, the setup's last
        choices): the data folder; a kiosk's, the visit's own folder, forgotten when the
        kiosk is next idle as the settings a visitor changed are."""
        return (self.kiosk.visit if self.kiosk else None) or self.data

    def toggle_fullscreen(self) -> None:
        """F11, or the setting: full screen or a window, and so the next time too (a
        kiosk stays full screen: a visitor who left it would find the desktop)."""
        if self.kiosk:
            self.say(KIOSK_STAYS_FULL)
            return
        self.window.toggle_fullscreen()
        self.settings.fullscreen = self.window.fullscreen
        self.apply_settings()

    def resize(self, size: tuple[int, int]) -> None:
        """The person dragged the window to `size`: laid out anew, and the size kept
        for the next time the window opens unasked (saved as it closes); a maximised
        window's size is not kept, the one it is restored to is."""
        before = self.window.restored_size
        if self.window.resize(size):
            if self.window.restored_size != before:
                self.settings.window = written_size(self.window.restored_size)
            self._relayout()

    def _relayout(self) -> None:
        """The theme and every scene told of the window's size (or a new theme)."""
        self.theme.resize(self.size)
        self._redraw()
        for scene in self.scenes:
            scene.layout()

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # -- settings -------------------------------------------------------------

    def apply_settings(self) -> None:
        """Make the current settings take effect, and save them; a kiosk's are its
        operator's: what a visitor changes lasts until the kiosk is next idle."""
        self.theme = Theme(PALETTES[self.settings.theme], 1.25 if self.settings.large_text else 1.0)
        self.audio.volume = self.settings.volume
        if not self.kiosk:
            self._save_settings()
        self._relayout()

    def _save_settings(self) -> None:
        try:
            said = save_settings(self.settings_path, self.settings, self.saved_settings)
        except OSError as error:
            self.say(f"Settings not saved: {records.refusal(error)}", "bad")
        else:
            self.saved_settings = replace(self.settings)
            if said:
                self.say(said, "bad")

    def reset_settings(self, shown: Settings | None = None) -> None:
        """What the settings screen shows back to `shown`'s (by default, the defaults), but
        the window stays as it is (F11 or the setting changes that, a drag its size, the
        system's button its maximising); the watch speed, which + and - choose, stays too."""
        kept = self.settings
        self.settings = replace(shown or Settings(), fullscreen=self.window.fullscreen, window=kept.window,
                                maximized=kept.maximized, watch_speed=kept.watch_speed)  # fmt: skip
        self.apply_settings()

    # -- scenes ---------------------------------------------------------------

    @property
    def scene(self) -> Scene | None:
        return self.scenes.top

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene of the kind called `name` ("home", "idle", "setup", "play", ...)."""
        return self.scenes_by_name[name](self, *args, **kwargs)

    def push(self, scene: Scene) -> None:
        self._changed()
        self.scenes.push(scene)

    def pop(self) -> None:
        self._changed()
        self.scenes.pop()
        if not self.scenes:
            self.running = False

    def replace(self, scene: Scene) -> None:
        self._changed()
        self.scenes.replace(scene)

    def _changed(self) -> None:
        """Another scene comes on top: drawn anew, and a message said on the scene before
        goes with it ("c7 is not yours" means nothing in the menu), unless it was said
        as the scene changed ("Saved as ...", said on leaving)."""
        self._redraw()
        self._next = [said for said in self._next if said[2] == self.time_s]
        if self.toast is not None and self._said_at_s < self.time_s:
            self._after_toast()

    def reset(self, scene: Scene) -> None:
        """Clear the stack down to nothing and start again from `scene`."""
        self.scenes.clear()
        self.push(scene)

    def may_leave(self, again: str = "leave again", scenes: Sequence[Scene] | None = None) -> bool:
        """Whether the scenes may be left for good. Each first keeps what a person made
        in it (a game, a lesson's stars); where that cannot be kept, leaving is refused
        once with a message that says why, and a second try soon after goes ahead.
        `scenes`: the ones to be left, where not all of them are."""
        leaving = self.scenes if scenes is None else scenes
        problems = [problem for scene in leaving if (problem := scene.keep(again))]
        told = self._unsaved_told_s
        if not problems or told is not None and self.time_s - told <= LEAVE_AGAIN_S:
            self._unsaved_told_s = None
            return True
        self._unsaved_told_s = self.time_s
        self.say(problems[0], "bad")
        return False

    def say(self, text: str, kind: str = "info", wait: bool = False, news: bool = False) -> None:
        """A short message at the bottom of the screen ('info', 'good' or 'bad'), for as
        long as it takes to read. It takes the place of the message showing, which
        answered an earlier action. `news`, which no action called for (a computer
        player gone wrong), shows for longer: nobody was looking for it; with `wait`,
        news (a game's welcome, a problem found at the start) shows once the message
        showing is read."""
        news = news or wait
        if self.toast is not None and text == self.toast[0]:
            self.toast = (text, _reading_s(text, news), kind)  # said again: shown longer
        elif wait and self.toast is not None:
            if all(text != said for said, _, _ in self._next):
                self._next.append((text, kind, self.time_s))
        else:
            self._show(text, kind, news)

    def _show(self, text: str, kind: str, news: bool) -> None:
        self.toast = (text, _reading_s(text, news), kind)
        self._said_at_s = self.time_s

    def unsay(self, text: str | None) -> None:
        """Take `text` off the screen if it still shows there: a question once answered."""
        if text is None:
            return
        self._next = [said for said in self._next if said[0] != text]
        if self.toast is not None and self.toast[0] == text:
            self._after_toast()

    def hush(self) -> None:
        """No message shows and none waits: a measurement's still screen."""
        self.toast, self._next = None, []

    def _after_toast(self) -> None:
        """The message showing is done: the next said with it, if any, takes its place."""
        self.toast = None
        if self._next:
            text, kind, _ = self._next.pop(0)
            self._show(text, kind, news=True)

    def owns_autosave(self) -> bool:
        """Whether this window keeps its game in the data folder's autosave (Resume);
        else another window does, and games here go to the saved games."""
        return self.data_lock.holds()

    def worker(self) -> Worker:
        """The process where computer players think (started on first use)."""
        if self._worker is None:
            from ..ai.worker import Worker  # on first use: the window opens without the search's modules

            self._worker = Worker()
        return self._worker

    def judges(self) -> list[Worker]:
        """The processes a review judges in, each question in one: the computer
        players' and, where the machine has a second core, one more (started on first
        use, kept for the next review)."""
        if self._helper is None and (os.cpu_count() or 1) > 1:
            from ..ai.worker import Worker

            self._helper = Worker()
        return [self.worker(), *([self._helper] if self._helper else [])]

    def quit(self) -> None:
        self.scenes.clear()
        if self.settings != self.saved_settings and not self.kiosk:  # the window's size, the watch speed
            self._save_settings()
        self.running = False
        for worker in (self._worker, self._helper):
            if worker is not None:
                worker.close()
        self._worker = self._helper = None
        self.data_lock.release()
        if self.kiosk:
            self.kiosk.close()
        self.stop.restore()

    # -- the loop -------------------------------------------------------------

    def frame(self, elapsed_s: float, waited: bool = False) -> None:
        """One frame: input, fixed steps for the time that passed, one drawing. After a
        slow frame only a few steps catch up, so that nothing jumps; `waited`: the
        screen was still and the loop let the time pass on purpose, so all of it is
        stepped (the menu's idle timer, a kiosk's, keep to the clock). An unexpected
        error in a scene is logged and the app goes back to the menu."""
        try:
            self._frame(elapsed_s, STILL_WAIT_MS / 1000 if waited else 0.0)
        except Exception:
            self.recover()
        else:
            self.failing = 0

    def recover(self) -> None:
        """After an unexpected error: log it with its traceback, start again from the menu.
        Where the menu fails too, frame after frame, the window gives up (`given_up`
        says why): going back to it would only fail again, sixty times a second."""
        self.errors += 1
        self.failing += 1
        logged = log_error(self.data, f"unexpected error in {type(self.scene).__name__}")
        self.scenes.clear(on_error=lambda: log_error(self.data, "and while leaving the scene"))
        if self.failing >= FAILING_FRAMES:
            details = f" (the details are in {records.shown_path(errors_log(self.data))})" if logged else ""
            self.given_up = f"the window cannot go on: an error comes back at every frame{details}"
            self.quit()
            return
        self.running = True
        self.push(self.make("home"))
        if not logged:
            self.say("Something went wrong; back to the menu", "bad", news=True)
            return
        self.say("Something went wrong; back to the menu (the details are in errors.log)", "bad", news=True)

    def _frame(self, elapsed_s: float, waited_s: float) -> None:
        if self.stop.requested:
            for scene in self.scenes:
                scene.keep()  # a last try for a game the disk refused before: no one is asked
            self.quit()
            return
        work_start = time.perf_counter()
        events = pygame.event.get()
        resizes = [event for event in events if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED)]
        states = [event.type for event in events if event.type in (pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED)]
        # before the resizes: a maximised window's size is not kept
        self.window.hear(states, bool(resizes), self.time_s)
        if states and not self.window.fullscreen:
            self.settings.maximized = self.window.maximized
        if resizes:  # a drag sends many: the window is made anew once, at the last size
            last = resizes[-1]
            self.resize(self.size if last.type == pygame.WINDOWSIZECHANGED else last.size)
        dropped = False  # of several files dropped at once, the first opens: one game at a time
        for event in events:
            if event.type == pygame.MOUSEMOTION and moved(event) and self.kiosk:
                self.kiosk.pointer_moved()
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                continue
            self.mapper.typing = bool(self.scene and self.scene.typing)
            for intent in self.mapper.intents(event):
                if intent.act is Act.OPEN:
                    if dropped:
                        continue
                    dropped = True
                self.dispatch(intent)
        self.accumulator_s += min(elapsed_s, waited_s + MAX_STEPS * STEP_S)
        while self.accumulator_s >= STEP_S:
            self.accumulator_s -= STEP_S
            self.time_s += STEP_S
            if self.toast:
                text, left, kind = self.toast
                if left > STEP_S:
                    self.toast = (text, left - STEP_S, kind)
                else:
                    self._after_toast()
            if self.scene and not self.stop.requested:  # a stop heard mid-frame: no step, the next frame quits
                self.scene.update(STEP_S)  # (a computer player stopped by the same signal is not started again)
        if self.kiosk and self.kiosk.is_idle(elapsed_s, self.scene.kiosk_idle_s if self.scene else None):
            if self.settings != self.saved_settings:  # the kiosk's own settings again, for the next visitor
                self.settings = replace(self.saved_settings)
                self.apply_settings()
            self.audio.muted = False  # and its sound, which M silenced for a visit
            self.pages_read.clear()  # and the rules' pages where the visitor left them
            self.reset(self.make("idle"))  # a game in play was autosaved with its last move
            self.kiosk.next_visit()  # once the visit's screens have kept what they hold
        still = self.toast is None and self.scenes.is_still()  # a message fades: drawn every frame
        slow = 0.0 if self.toast is not None else self.scenes.redraw_every_s()
        due = self.time_s - self.drawn_at_s >= slow
        if self.running and (events or not self.drawn_still or not still) and (events or still or due):
            self.draw()
            self._caption()  # the title changes with what is drawn, never between draws
            self.to_show = True  # shown at the next frame's appointed time (`paced_frame`)
            self.drawn_at_s = self.time_s
            # still twice running: what a scene's first steps after a change set up is drawn too
            self.drawn_still = still and self._was_still
        self._was_still = still
        if self.measure:
            self.frame_work_ms.append((time.perf_counter() - work_start) * 1000)

    def _caption(self) -> None:
        """The window's title: whose turn it is, where a game is in sight, before the arcade's name."""
        words = self.scenes.window_title()
        caption = f"{words} - {TITLE}" if words else TITLE
        if caption != self.caption:
            pygame.display.set_caption(caption)
            self.caption = caption

    def _redraw(self) -> None:
        """Something changed that time alone would not show: draw the next frames again."""
        self.drawn_still = self._was_still = False

    def dispatch(self, intent: Intent) -> None:
        if self.kiosk:
            self.kiosk.touched()
        if intent.act is Act.FORCE_QUIT:
            self.quit()
        elif intent.act is Act.QUIT:
            if self.kiosk:
                self.say("This is a kiosk: it stays open")
            elif self.may_leave(again="close the window again"):
                self.quit()
        elif intent.act is Act.FULLSCREEN:
            self.toggle_fullscreen()
        elif intent.act is Act.MUTE:
            self.say(self.audio.flip_mute())
        elif intent.act is Act.DEVICE:
            if self.time_s > DEVICES_SETTLE_S:  # those there at the start are no news
                self.say(intent.text)
        elif intent.act is Act.PASTE and self.scene and self.scene.typing:
            text = pasted_text()
            if text:
                self.scene.handle(Intent(Act.TEXT, text=text))
            else:
                self.say("Nothing to paste: the clipboard holds no text", "bad")
        elif intent.act in (Act.PASTE, Act.OPEN) and not (self.scene and self.scene.opens_games):
            self.say(OPENED_WHERE[intent.act])
        elif self.scene:
            self.scene.handle(intent)

    def draw(self) -> None:
        surface = self.screen
        for scene in self.scenes.visible():
            scene.draw(surface)
        if self.toast:
            text, left, kind = self.toast
            top = self.scene
            area, clear = (top.message_area(), top.message_keeps_clear()) if top else (None, [])
            draw_message(surface, self.theme, text, kind, left, area, clear)

    def show(self) -> None:
        """Put the last frame drawn on the screen, if there is a new one."""
        if self.to_show and self.running:
            pygame.display.flip()
        self.to_show = False

    def paced_frame(self) -> float:
        """One frame at the 60 Hz pace: wait for its appointed time, show the frame drawn
        before, then take input, step and draw the next. Showing comes right after the
        wait, so frames reach the screen evenly spaced however long each took to draw
        (a frame that draws more no longer arrives later than one that draws less).
        The time it was shown (perf_counter)."""
        elapsed_ms = self.clock.tick(60)
        self.show()
        shown = time.perf_counter()
        self.frame(elapsed_ms / 1000)
        return shown

    def run(self, seconds: float | None = None) -> None:
        """The loop, until the app quits (or `seconds` have passed, for measurements)."""
        self.clock.tick()
        end = None if seconds is None else time.perf_counter() + seconds
        still_ms = 0
        while self.running and (end is None or time.perf_counter() < end):
            if not self.drawn_still:
                self.paced_frame()
                still_ms = 0
                continue
            self.show()  # nothing more to show until something happens: a glance for input each frame,
            still_ms += self.clock.tick(60)  # not pygame.event.wait, whose timeout polls every millisecond
            if pygame.event.peek() or still_ms >= STILL_WAIT_MS:
                self.frame(still_ms / 1000, waited=True)
                still_ms = 0
        if end is None:
            pygame.quit()
