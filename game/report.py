"""Statistics over many games of one group game (Slyde or SlideCore), in the manner
of Ai Ai's game reports: how often the first player wins, how long games last,
how often the anti-mirror toggle is played, how big the winning group is, and how
often the cascade (a tie in the biggest groups) decides."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence

from .records import Record
from .rules import registry
from .rules.base import GroupScores
from .rules.groups import compare


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean of `values` and the half-width of its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def share_interval(successes: float, trials: int) -> tuple[float, float, float]:
    """A proportion and its 95% interval (Wilson's, which stays inside 0..1 and
    is honest at 0 or all successes): (share, low, high)."""
    if trials == 0:
        return 0.0, 0.0, 1.0
    z = 1.96
    share = successes / trials
    centre = (share + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return share, max(0.0, centre - half), min(1.0, centre + half)


def plus_minus(mean: float, half: float, form: str) -> str:
    """`mean ± half` in the format `form`; a single value has no interval to show."""
    if not math.isfinite(half):
        return f"{mean:{form}} (one value: no interval)"
    return f"{mean:{form}} ± {half:{form}}"


def report(games: Sequence[Record]) -> list[str]:
    """The report's lines for finished games of one group game."""
    first_scores, lengths, toggles, cascades = [], [], 0, 0
    winning_sizes: Counter[int] = Counter()
    counting = registry.spec(games[0].game).counted_move if games else None
    counted = counting(games[0].options) if counting else None  # the move the game counts (its games share options)
    for record in games:
        final = record.replay()[-1]
        assert isinstance(final, GroupScores)
        sizes = final.group_sizes()
        sign, place = compare(*sizes)
        first_scores.append(1.0 if sign > 0 else 0.5 if sign == 0 else 0.0)
        lengths.append(len(record.moves))
        toggles += counted is not None and any(counted[1](move) for move in record.moves)
        if sign:
            winning_sizes[sizes[0 if sign > 0 else 1][0]] += 1
            cascades += place > 0
    count = len(games)
    share, low, high = share_interval(sum(first_scores), count)
    length = statistics.fmean(lengths)
    spread = statistics.stdev(lengths) if count > 1 else 0.0
    decided = sum(winning_sizes.values())
    lines = [
        f"games: {count}",
        f"first player's share (a draw counts half): {share:.3f} (95% interval {low:.3f} to {high:.3f})",
        f"length: mean {length:.1f} moves, standard deviation {spread:.1f}, shortest {min(lengths)}, "
        f"longest {max(lengths)}",
        *([f"games with {counted[0]}: {toggles} ({toggles / count:.1%})"] if counted else []),
        f"draws: {count - decided}",
        f"decided after the first group (the cascade): {cascades} of {decided} decided games"
        + (f" ({cascades / decided:.1%})" if decided else ""),
        "the winner's biggest group: " + ", ".join(f"{size}: {winning_sizes[size]}" for size in sorted(winning_sizes)),
    ]
    return lines
