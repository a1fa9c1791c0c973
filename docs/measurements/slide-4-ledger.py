"""Every way hard was played at a table of four against three normal, from the logs here:
games, first places (alone or shared) with Wilson's 95% interval, and the score minus the
other three's mean; then whether the fair ways differ at all (one chi-square over them),
how many points a game hard as it is would need to come first in 40%, and how often it
ends ahead of any one normal seat (the two-seat bar's measure, inside a four-seat game),
and hard as it is seat by seat.

    python3 docs/measurements/slide-4-ledger.py

docs/ai.md ("Slide for four: every way hard has played, in one table") says what each row is.
"""

import math
import re
from pathlib import Path

HERE = Path(__file__).parent
GAME = re.compile(r"game \d+: (.*?); \d+ plies; first (.*?); scores ([\d, ]+);")

# each row: what hard did, and the logs of it (slide-4-NAME.txt)
ROWS = [
    ("the tree, normal's reward", "hard-normal-own hardtree-46 hardtree-normalreward-53"),
    ("paired deals, normal's reward", "hard-normal-paired10-43 hard-normal-paired10-44 hard-control-46"),
    ("paired deals, the reward for first", "hardfirst-46 hard-first-47 hard-first-48 hard-51 hard-52"),
    (
        "the tree, the reward for first (hard as it is)",
        "hardtree-53 hardtree-54 hardtree-55 hardtree-56 hardtree-57 hardtree-58 hardtree-59 hardtree-60"
        " hardtree-63 hardtree-64 hardtree-69 hard-65 hard-66 hard-67 hard-70 hard-71 hard-72 hard-73 hard-control-53"
        " hard-74 hard-75 hard-76 hard-77 hard-78 hard-79 hard-85 hard-86 hard-87 hard-88 hard-89"
        " hard-90 hard-91 hard-92 hard-93 hard-94 hard-95 hard-96 hard-97 hard-98 hard-99 hard-100 hard-101 hard-102"
        " hard-103 hard-104 hard-105 hard-106 hard-107 hard-108 hard-109 hard-110 hard-111 hard-112 hard-113"
        " hard-114 hard-115 hard-116 hard-117 hard-118 hard-119 hard-120 hard-121 hard-122 hard-123"
        " hard-124 hard-125 hard-126 hard-127 hard-128 hard-129 hard-130 hard-131 hard-132 hard-133"
        " hard-134 hard-135"
        " hard-136 hard-137"
        " hard-138 hard-139"
        " hard-140 hard-141"
        " hard-142 hard-143"
        " hard-144 hard-145",
    ),
    ("points against the leader", "hardlead-46 hardlead-49 hardlead-63 hardlead-64"),
    ("the place alone, no points", "hardpure-46 hardpure-50"),
    ("playouts cut 2 rounds on", "hardcut2-46"),
    ("playouts cut 4 rounds on", "hardcut4-46"),
    ("the root by halving", "hardhalving-57"),
    ("a finer rule of thumb in the playouts", "hardfiner-60"),
    ("its time by the decision", "hardtime-54"),
    ("every level's playouts in batches", "batchall-53"),
    ("hard's playouts in batches", "hardbatch-53"),
    ("paired deals in batches", "hardpairedbatch-53"),
    ("a tree of its own moves only", "hardown-53 hardown-54"),
    ("the tree, first place alone", "hardpf-53"),
    ("the reward in points alone", "hardpts-54"),
    ("the other seats' picks as chance", "harddc-53 harddc-54"),
    ("the other seats' pushes by the rule of thumb first", "hardpw-57 hardpw-53"),
    ("less exploration below the root", "hardc-53"),
    ("twice its time", "hardx2-57 hardx2-54 hard2-62"),
    ("the tree capped four moves deep", "hardcap-55 hardcap-56 hardcap-57 hardcap-53 hardcap-63 hardcap-64"),
    ("the low card early", "hardlow-63 hardlow-64"),
    ("the other seats on normal's reward", "hardmix-65 hardmix-67"),
    ("three shorter searches voting", "hardvote-63 hardvote-64"),
    ("the learned player's rollouts", " ".join(f"hardlearned-{seed}" for seed in range(63, 69))),
    ("the learned player alone", "learnedalone-63"),
    ("the learned player's flat rollouts", "learnedflat-63"),
    ("paired learned rollouts, first alone", "pairedlearnedfirst-69"),
    ("paired learned rollouts, the others by the rule", "pairedlearnedown-69"),
    ("three times its time", "hardx3-69 hardx3-63"),
    ("compiled playouts", "hardcompiled-69"),
    ("its own later moves by the rule of thumb", "hardothers-63-stopped"),
    ("a smooth reward for first place", "hardsoftfirst-69"),
    ("sees every card (not a fair player)", "hardsee-53 hardsee-54 hardsee-65 hardsee-67"),
]
UNFAIR = "sees every card (not a fair player)"
FIFTH = "hard as it is, every seat at a fifth of its time"
TENFOLD = "hard at ten times normal's time, every seat at a fifth"
PIMC = "every card known on each of six drawn deals, every seat at a fifth"
HIGH = "the highest card taken in rounds 1-4, every seat at a fifth"
PICKS = "picks by the learned judgement, every seat at a fifth"
EXPLORE = "exploration 0.35 in the tree, every seat at a fifth"
OTHER_TIMES = [
    (FIFTH, "hardfifth-63"),
    (TENFOLD, "hard10x-80 hard10x-81"),
    (PIMC, "hardpimc-63 hardpimc-84"),
    (HIGH, "hardhigh-fifth-63"),
    (PICKS, "hardpick-fifth-63 hardpick-fifth-110"),
    (EXPLORE, "hardx-fifth-63"),
]
HARD = "the tree, the reward for first (hard as it is)"


def tables(names: str) -> list[tuple[int, list[int], list[int]]]:
    """Each game against three normal: (hard's seat, every seat's score, the seats first)."""
    found = []
    for name in names.split():
        for line in (HERE / f"slide-4-{name}.txt").read_text().splitlines():
            match = GAME.match(line)
            if not match:
                continue
            levels = [seat.split()[-1] for seat in match.group(1).split(", ")]
            normal = [seat for seat, level in enumerate(levels) if level in ("normal", "normals")]
            if len(normal) != 3:
                continue
            hard = next(seat for seat in range(4) if seat not in normal)
            scores = [int(score) for score in match.group(3).split(", ")]
            first = [int(seat) for seat in re.findall(r"seat (\d)\)", match.group(2))]
            found.append((hard, scores, first))
    return found


def games(names: str) -> list[tuple[int, list[int], bool]]:
    """Each game's (hard's score, the three normal seats' scores, hard came first)."""
    return [
        (scores[hard], [score for seat, score in enumerate(scores) if seat != hard], hard in first)
        for hard, scores, first in tables(names)
    ]


def by_seat(names: str) -> None:
    """Hard's games by the seat it sat in. With the first player seat 0, seat k leads
    rounds k, k+4, ...: seat 3 takes first from the middle in the last round and seat 2
    takes the card left; how often each seat comes first, whoever sits there, and what
    hard scores there against what normal scores there."""
    print("\n| seat | games with hard there | hard first | any level first there | hard's mean score | normal's |")
    print("| --- | --- | --- | --- | --- | --- |")
    played = tables(names)
    for seat in range(4):
        here = [(hard, scores, first) for hard, scores, first in played if hard == seat]
        won = sum(seat in first for _, _, first in here)
        anyone = sum(seat in first for _, _, first in played)
        hard_mean = sum(scores[seat] for _, scores, _ in here) / len(here)
        others = [scores[seat] for hard, scores, _ in played if hard != seat]
        print(f"| {seat} | {len(here)} | {won} ({won / len(here):.1%}) | {anyone / len(played):.1%} "
              f"| {hard_mean:.2f} | {sum(others) / len(others):.2f} |")  # fmt: skip


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p, scale = k / n, 1 + z * z / n
    centre, half = p + z * z / (2 * n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - half) / scale, (centre + half) / scale


def chi_square_tail(x: float, df: int) -> float:
    """P(chi-square with df degrees of freedom > x), by the series of the lower incomplete gamma."""
    a, t = df / 2, x / 2
    term = total = 1 / a
    n = 1
    while term > 1e-15 * total:
        term *= t / (a + n)
        total += term
        n += 1
    return 1 - math.exp(-t + a * math.log(t) - math.lgamma(a)) * total


def main() -> None:
    print("| hard | games | first (alone or shared) | its score minus the others' mean |")
    print("| --- | --- | --- | --- |")
    fair = []
    for what, names in ROWS + OTHER_TIMES:
        played = games(names)
        n, first = len(played), sum(won for _, _, won in played)
        mean, half = mean_and_half(margins(played))
        low, high = wilson(first, n)
        share = f"{first} ({first / n:.1%}, {low:.1%}-{high:.1%})"
        print(f"| {what} | {n} | {share} | {mean:+.2f} ± {half:.2f} |")
        if what not in (UNFAIR, FIFTH, TENFOLD, PIMC, HIGH) and n >= 10:
            fair.append((n, first))
    n_all, first_all = sum(n for n, _ in fair), sum(k for _, k in fair)
    p = first_all / n_all
    chi = sum((k - n * p) ** 2 / (n * p * (1 - p)) for n, k in fair)
    tail = chi_square_tail(chi, len(fair) - 1)
    print(f"\nfair rows of 10 games or more: {len(fair)}, {n_all} games, first {first_all} ({p:.1%});")
    print(f"their first places against one rate: chi-square {chi:.1f} on {len(fair) - 1} df, p {tail:.2f}")
    played = games(dict(ROWS)[HARD])
    print(f"\nhard as it is, {len(played)} games, its score lowered by D points in every game:")
    for d in range(5):
        below, level = shifted(played, d)
        print(f"D = {d}: first in {below + level / 2:.1%} (below the best normal seat {below:.1%}, level {level:.1%})")
    seeing = games(dict(ROWS)[UNFAIR])
    d = mean_and_half(margins(played))[0] - mean_and_half(margins(seeing))[0]
    below, level = shifted(played, d)
    print(f"D = {d:.2f}, what the seat that sees every card gains over hard: first in {below + level / 2:.1%}", end="")
    print(f" (that seat came first in {sum(won for *_, won in seeing) / len(seeing):.1%})")
    for what, those in ((HARD, played), (UNFAIR, seeing)):
        ahead = [sum((score < other) + (score == other) / 2 for other in others) / 3 for score, others, _ in those]
        mean, half = mean_and_half(ahead)
        print(f"{what}: ahead of a normal seat (level as half) in {mean:.1%} ± {half:.1%}")
    by_seat(dict(ROWS)[HARD])


def margins(played: list[tuple[int, list[int], bool]]) -> list[float]:
    """Each game's score of hard minus the other three's mean."""
    return [score - sum(others) / 3 for score, others, _ in played]


def mean_and_half(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (none for a lone value)."""
    n = len(values)
    mean = sum(values) / n
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return mean, 1.96 * spread / n**0.5


def shifted(played: list[tuple[int, list[int], bool]], d: float) -> tuple[float, float]:
    """The shares of games where hard's score lowered by d is below, and level with, the best other seat's."""
    below = sum(score - d < min(others) for score, others, _ in played) / len(played)
    level = sum(score - d == min(others) for score, others, _ in played) / len(played)
    return below, level


if __name__ == "__main__":
    main()
