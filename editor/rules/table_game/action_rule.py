"""One action of a free-table rule system: ``ActionRule``, the small module a plug-in adds per
action (« 1) Déplacement », « 3) Tir », « 3.2. Les Tirs »…).

An action rule says when it may be taken (its phases, what it needs from the player), what
stands in its way once the player has chosen (``evaluate``: the reasons, each citing its
French section, the modifiers, the exact odds and the first dice stage), which dice come next
given those typed so far (``next_stage``) and what the dice do (``resolve``: the new state and
the log step). The engine (``editor.rules.table_game.engine``) checks what every action shares
first (the game goes on, the figure is on the table, its side plays this phase, it has an
action left) and counts the action as used. Pure core.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol

from editor.messages import translate
from editor.model.options import RulesOptions
from editor.model.text import Text
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import DiceStage, Evaluation, Reason, TableStep
from editor.rules.table_game.game import TableGame
from editor.rules.table_game.state import TableState
from editor.rules.table_game.turns import TurnPlan
from editor.table.movement import MovementRange

Dice = tuple[tuple[int, ...], ...]


class EngineView(Protocol):
    """What an action rule reads of its engine (``editor.rules.table_game.engine.TableEngine``)."""

    game: TableGame
    plan: TurnPlan
    actions: Mapping[str, ActionRule]
    melee_rule: str

    @property
    def options(self) -> RulesOptions: ...

    def movement(self, state: TableState, figure: str) -> MovementRange | None: ...

    def extra_reach(self, state: TableState, figure: str) -> dict[str, Any]: ...


class ActionRule(ABC):
    name: ClassVar[str]
    """The ASCII action name (``TableAction.action``, ``skirmish-studio action --action``)."""
    title_key: ClassVar[str]
    """Message key of its title in the action panel."""
    rule: ClassVar[str]
    """The French section title of the rule text it implements."""
    phases: ClassVar[tuple[str, ...]]
    """The phases it may be taken in."""
    needs: ClassVar[tuple[str, ...]] = ()
    """What the player gives: ``target``, ``at``, ``weapon``, ``facing``, ``choice``."""
    has_actor: ClassVar[bool] = True
    """False for what a side does (ending its phase), True for what a figure does."""
    counts: ClassVar[bool] = True
    """It uses one of the figure's actions of the turn."""

    def title(self) -> Text:
        return Text(fr=translate(self.title_key, "fr"), en=translate(self.title_key, "en"))

    def offered(self, engine: EngineView, state: TableState, actor: str | None) -> bool:
        """Whether the offers list it at all (an action only some figures or one phase ever
        have: a D20 deployment, an impulsive figure's automatic move); listed by default, with
        the reasons it is not possible now."""
        return True

    def now(self, engine: EngineView, state: TableState, actor: str) -> list[Reason]:
        """What keeps ``actor`` from this action now, before any choice (no weapon for it, no
        enemy near enough…), for the offers; the shared checks are the engine's, and
        ``evaluate`` says what stands in the way of the choices made."""
        return []

    def choices(self, engine: EngineView, state: TableState, actor: str | None
                ) -> tuple[tuple[str, Text], ...]:
        """The values of ``TableAction.choice`` the player may pick, with what they read, for
        an action whose ``needs`` hold ``choice`` (the side that starts…); none by default."""
        return ()

    def default_count(self, engine: EngineView, state: TableState, actor: str | None) -> int:
        """The number first offered for an action whose ``needs`` hold ``count``: 0 unless
        the rule knows better (the actions a figure has left now)."""
        return 0

    @abstractmethod
    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        """Legality with the player's choices, modifiers, odds and the first dice stage."""

    def next_stage(
        self, engine: EngineView, state: TableState, action: TableAction, typed: Sequence[tuple]
    ) -> DiceStage | None:
        """The stage after the ``typed`` ones, None when the roll is complete (no dice: None)."""
        return None

    @abstractmethod
    def resolve(
        self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
    ) -> tuple[TableState, TableStep]:
        """The state after the (legal) action with every stage's dice, and its log step."""
