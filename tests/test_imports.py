import subprocess
import sys


def test_rules_ai_records_lessons_and_the_game_in_play_never_load_pygame():
    code = (
        "import sys, game.rules.registry, game.rules.slyde, game.rules.slide, game.ai.players, game.ai.judge,"
        " game.records, game.report, game.cli, game.bench, game.client.match, game.client.session,"
        " game.learn.course, game.learn.tutor, game.learn.progress, game.cli.lessons;"
        "sys.exit('pygame' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_scenes_never_import_one_another_and_the_app_imports_no_scene():
    import ast
    from pathlib import Path

    client = Path(__file__).resolve().parent.parent / "game" / "client"
    scenes = {path.stem for path in (client / "scenes").glob("*.py") if path.stem != "__init__"}
    for path in [*(client / "scenes").glob("*.py"), client / "app.py", client / "scene.py"]:
        if path.name == "__init__.py":
            continue  # the package's list of scenes, for the code that starts the app
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                module = (node.module or "").split(".")
                in_scenes = path.parent.name == "scenes"
                assert not (in_scenes and node.level == 1 and module[0] in scenes), (path.name, node.module)
                assert "scenes" not in module, (path.name, node.module)
