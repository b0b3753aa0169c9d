"""Game logs: a readable Markdown account of a game with its machine-readable record.

The record (one fenced ``json`` block, the last in the file) holds what makes a game replayable
and auditable: the scenario's name and content hash, the integer ``seed``, the number of villain
turns, the player's ``choices`` and typed ``dice`` (empty for a headless game, where the app
rolls and the heuristic answers), the ``mode`` (absent for headless logs, ``play`` for the play
mode's, with ``hard_mode`` when set) and the ``final_state_hash``. ``skirmish-studio replay``
re-runs the game from it and compares hashes. Pure Python: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from editor.messages import error
from editor.model.document_format import to_document
from editor.model.scenario import Scenario
from editor.store.package import Limits
from editor.store.safe_json import dumps_canonical, load_json

FENCE = "```"
MAX_LOG_BYTES = 16 * 1024 * 1024


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
    hard_mode: bool = False

    def to_json(self) -> dict[str, Any]:
        out = {"scenario": self.scenario, "scenario_hash": self.scenario_hash, "seed": self.seed,
               "turns": self.turns, "choices": self.choices, "dice": self.dice,
               "final_state_hash": self.final_state_hash}
        if self.mode != "headless":
            out["mode"] = self.mode
        if self.hard_mode:
            out["hard_mode"] = True
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
    handle = None
    try:  # creating the temporary file fails too on a name too long or a missing folder
        handle = tempfile.NamedTemporaryFile(dir=folder, prefix=f".{path.name}.", delete=False)
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
        if path.stat().st_size > MAX_LOG_BYTES:
            raise error("game.log.too_large", where=where, limit=MAX_LOG_BYTES)
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error("package.not_found", where=where) from None
    except (OSError, UnicodeDecodeError) as exc:
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
    mode, hard = data.get("mode", "headless"), data.get("hard_mode", False)
    if mode not in ("headless", "play"):
        raise error("game.log.bad_record", where=where, field="mode")
    if not isinstance(hard, bool):
        raise error("game.log.bad_record", where=where, field="hard_mode")
    return GameRecord(data["scenario"], data["scenario_hash"], data["seed"], data["turns"],
                      data["final_state_hash"], data["choices"], data["dice"], mode, hard)
