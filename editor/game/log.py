"""Game logs: a readable Markdown account of a game with its machine-readable record, and
the replay that re-runs a record.

The log lists every card, step, roll and choice in order, in French or English. Its record (one
fenced ``json`` block, the last in the file) holds what makes a game replayable and auditable: the
scenario's name and content hash, the integer ``seed``, the number of turns, the player's actions
as JSON (``choices``, each without its dice), the typed dice apart (``dice``: the action's index
with its dice, ``{"action": index, "first": [...], "rerolls": [...]}`` on zone boards, ``{"action":
index, "stages": [[...], ...]}`` on free tables, so each typed die is written once and a change to
either changes the replay), the ``mode`` (absent for headless logs, where the app rolls and the
heuristic answers; ``play`` for a game document's), the setup's fields that differ from the default
(``hard_mode``, ``heroes_defend`` when set, ``first_side``) and the ``final_state_hash``.
``replay`` re-runs a record headless and ``skirmish-studio replay`` compares the hashes: a play
record through a fresh ``GameDocument`` (the scenario's rule system chooses the engine), a headless
``solo --log`` record through the plug-in's headless turns. Reading is strict (the file may come
from anywhere) and goes through the safe JSON reader. Pure Python: no Qt, no SQLAlchemy, no store.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from editor.game.document import GameDocument
from editor.limits import Limits
from editor.messages import SkirmishError, error, translate
from editor.model.document_format import to_document
from editor.model.scenario import Scenario
from editor.rules.registry import plugin_for
from editor.safe_files import read_regular_file, remove_stale_temporaries
from editor.safe_json import dumps_canonical, load_json

FENCE = "```"
MAX_LOG_BYTES = 16 * 1024 * 1024
MAX_TURNS = 1000
"""``GameRecord.turns`` is bounded by the log reader."""
RECORD_FIELDS = frozenset(
    {"scenario", "scenario_hash", "seed", "turns", "final_state_hash", "choices", "dice", "mode"}
)
MAX_SETUP_FIELDS = 8


@dataclass(frozen=True)
class GameRecord:
    scenario: str
    scenario_hash: str
    seed: int
    turns: int
    final_state_hash: str
    choices: list[Any] = field(default_factory=list)
    dice: list[Any] = field(default_factory=list)
    mode: str = "headless"
    """``headless`` (``solo --log``: villain turns only) or ``play`` (the play mode's actions)."""
    setup: dict[str, Any] = field(default_factory=dict)
    """The setup's fields that differ from the rule system's default (``hard_mode``…), read by
    its plug-in on replay."""

    def to_json(self) -> dict[str, Any]:
        out = {"scenario": self.scenario, "scenario_hash": self.scenario_hash, "seed": self.seed,
               "turns": self.turns, "choices": self.choices, "dice": self.dice,
               "final_state_hash": self.final_state_hash, **self.setup}
        if self.mode != "headless":
            out["mode"] = self.mode
        return out


def scenario_hash(scenario: Scenario) -> str:
    """SHA-256 of the scenario's canonical document: a replay must use the same scenario."""
    return hashlib.sha256(dumps_canonical(to_document(scenario))).hexdigest()


def write_log(path: Path | str, title: str, lines: list[str], record: GameRecord) -> None:
    """Write the Markdown log atomically (temporary file, flush, rename)."""
    path = Path(path)
    body = [f"# {title}", "", *[f"- {line}" for line in lines], "", f"{FENCE}json",
            dumps_canonical(record.to_json()).decode("utf-8").rstrip("\n"), FENCE, ""]
    text = "\n".join(body).encode("utf-8")
    folder = path.parent if str(path.parent) else Path(".")
    remove_stale_temporaries(path, (".tmp",))  # left by a write that was killed
    handle = None
    try:  # creating the temporary file fails too on a name too long or a missing folder
        handle = tempfile.NamedTemporaryFile(dir=folder, prefix=f".{path.name}.", suffix=".tmp",
                                             delete=False)
        with handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(handle.name, path)
    except OSError as exc:
        if handle is not None:
            Path(handle.name).unlink(missing_ok=True)
        reason = exc.strerror or str(exc)
        raise error("game.log.cannot_write", where=str(path), error=reason) from exc


def read_log(path: Path | str) -> GameRecord:
    """The record of a log file, or a SkirmishError saying what is wrong with it."""
    path = Path(path)
    where = path.name or str(path)
    try:
        text = read_regular_file(path, MAX_LOG_BYTES, where).decode("utf-8")
    except SkirmishError as exc:
        if exc.message.key == "package.file_too_large":
            raise error("game.log.too_large", where=where, limit=MAX_LOG_BYTES) from None
        raise
    except UnicodeDecodeError as exc:
        raise error("package.unreadable", where=where, error=str(exc)) from None
    start = text.rfind(f"{FENCE}json")
    end = text.find(FENCE, start + len(FENCE) + 4) if start >= 0 else -1
    if start < 0 or end < 0:
        raise error("game.log.no_record", where=where)
    data = load_json(text[start + len(FENCE) + 4:end].encode("utf-8"), f"{where}: record",
                     Limits())
    return _record(data, where)


def _record(data: Any, where: str) -> GameRecord:
    if not isinstance(data, dict):
        raise error("game.log.bad_record", where=where, field="/")
    types = {"scenario": str, "scenario_hash": str, "seed": int, "turns": int,
             "final_state_hash": str, "choices": list, "dice": list}
    for name, kind in types.items():
        value = data.get(name)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise error("game.log.bad_record", where=where, field=name)
    if data["turns"] < 1 or data["turns"] > 1000:
        raise error("game.log.bad_record", where=where, field="turns")
    mode = data.get("mode", "headless")
    if mode not in ("headless", "play"):
        raise error("game.log.bad_record", where=where, field="mode")
    setup = {k: v for k, v in data.items() if k not in RECORD_FIELDS}
    if len(setup) > MAX_SETUP_FIELDS:
        raise error("game.log.bad_record", where=where, field="/")
    return GameRecord(data["scenario"], data["scenario_hash"], data["seed"], data["turns"],
                      data["final_state_hash"], data["choices"], data["dice"], mode, setup)


def log_lines(game: GameDocument, lang: str) -> list[str]:
    """One readable line per action, in order, as the rule system's engine tells them."""
    return game.engine.log_lines(game.entries, lang)


def game_record(game: GameDocument) -> GameRecord:
    choices: list[Any] = []
    dice: list[Any] = []
    for index, action in enumerate(game.actions):
        data = action.to_json()
        typed = data.pop("dice", None)
        if typed is not None:
            dice.append({"action": index, **typed})
        choices.append(data)
    default = game.plugin.default_setup().to_json()
    setup = {k: v for k, v in game.setup.to_json().items() if default.get(k) != v}
    return GameRecord(
        game.scenario.name,
        scenario_hash(game.scenario),
        game.seed,
        max(1, min(MAX_TURNS, game.engine.turn)),
        game.state_hash(),
        choices,
        dice,
        "play",
        setup,
    )


def export_log(game: GameDocument, path: Path | str, lang: str) -> None:
    """The Markdown log with its fenced ``json`` record, written atomically."""
    title = translate("game.log.title", lang, scenario=game.scenario.name, seed=game.seed)
    write_log(path, title, log_lines(game, lang), game_record(game))


def record_actions(game: GameDocument, record: GameRecord) -> list[Any]:
    """The actions of a play record, each with its typed dice put back, read strictly by the
    rules of play of ``game``."""
    merged: list[Any] = [dict(c) if isinstance(c, dict) else c for c in record.choices]
    seen: set[int] = set()
    for number, item in enumerate(record.dice):
        where = f"record/dice/{number}"
        if not isinstance(item, dict):
            raise error("play.json.not_object", where=where)
        index = item.get("action")
        if (
            not isinstance(index, int)
            or isinstance(index, bool)
            or index in seen
            or not 0 <= index < len(merged)
            or not isinstance(merged[index], dict)
        ):
            raise error("play.json.bad_field", where=f"{where}/action", field="action")
        seen.add(index)
        merged[index]["dice"] = {k: v for k, v in item.items() if k != "action"}
    return [game.engine.read_action(c, f"record/choices/{i}") for i, c in enumerate(merged)]


def replay_game(scenario: Scenario, record: GameRecord) -> GameDocument:
    """The game document of a play record, its actions re-applied (to continue it)."""
    system = plugin_for(scenario)
    if record.mode != "play":
        raise error("game.log.not_play", where="record/mode")
    game = GameDocument.new(scenario, record.seed, setup=system.read_setup(record.setup, "record"))
    for index, action in enumerate(record_actions(game, record)):
        place = f"record/choices/{index}"
        if not game.apply(action, place):
            raise error("play.game.no_change", where=place)
    return game


def replay(scenario: Scenario, record: GameRecord) -> Any:
    """The final state of a recorded game, re-run headless: the play actions through a fresh
    game document, or the headless turns of the rule system's plug-in."""
    if record.mode != "play":
        system = plugin_for(scenario)
        system.read_setup(record.setup, "record")
        return system.headless_turns(scenario, record.seed, record.turns)
    return replay_game(scenario, record).state


def replay_hash(scenario: Scenario, record: GameRecord) -> str:
    """The hash of the final state of a recorded game, re-run (``replay``)."""
    final = replay(scenario, record)
    system = plugin_for(scenario)
    return system.new_engine(scenario, record.seed, system.read_setup(record.setup, "record")
                             ).state_hash(final)
