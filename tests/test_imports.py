import subprocess
import sys


def test_rules_ai_and_records_never_load_pygame():
    code = (
        "import sys, game.rules.registry, game.rules.slyde, game.ai.players, game.records, game.cli, game.bench;"
        "sys.exit('pygame' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
