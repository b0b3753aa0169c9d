"""The numbers and choices the Eisdrachen odds read: the scenario's tables
(``EisdrachenOptions``: dodges and wounds by I, the grenade's 5+) and every gap of the text as
a choice with a documented default, so no engine buries a number (PRODUCT §2, "every gap of
the text a rules option with a documented default").

The choices, each with the sentence it settles (``rules/eisdrachen-actions.fr.txt``):

- ``wound_dice`` — « 3) Tir » says "un dé pour chaque attaque non esquivé", its worked example
  rolls one die per undodged point of Force (3 attacks of Force 2, one dodged: 4 dice). Default
  ``per_force_point``, as the example; with ``per_attack`` each undodged attack rolls one die
  and a die that wounds takes the attack's whole Force ("soit 6 dégâts en tout": the damage of
  an attack is its Force).
- ``dug_in_rounding`` — « 9) Prise de position »: "divise son nombre de tir par 2"; an odd
  number of shots rounds down by default.
- ``attacks_multiplier`` — « 15) Prier une divinité » 5: "tirer attaquer deux fois plus";
  default twice the attacks.
- ``riposte`` — « 5) Corps à corps »: "On recommence une phase de corps à corps en inversant
  les rôles". Default ``once``: the attacked figure ripostes and its riposte is not answered;
  ``until_out`` answers every strike while both figures stand.
- ``attacked_strikes_first`` — « 5) Corps à corps »: the declaring figure strikes first "sauf
  si la figurine attaquée est un bleu": the intelligences of an attacked figure that strikes
  first (default I 1, Bleu).
- ``grenade`` and ``grenade_no_wound_on`` — « 4) Lancer une grenade »: a standard grenade is
  2 A of F 2 (other types are in the Arsenal, data the author enters); the text does not say
  whose precision rolls its wounds: by default the thrower's wound number by its I.
- ``bounce_pas``, ``trap_faces``, ``incendiary_loss``, ``prayer_faces``, ``prayer_six``,
  ``jump_pas`` — the d6 tables of « 4) », « 6) Pièges », « 15) » and « 12) Sauter », face by
  face; the prayer's 6 is missing from the text: by default nothing happens.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from editor.model.options import EisdrachenOptions, PrayerSix, Riposte, ShotRounding, WoundDice

DIE_SIDES = 6
"""Every Eisdrachen roll is a d6."""


Rounding = ShotRounding
"""How an odd number of shots at a dug-in figure is halved (the scenario's option)."""


EMP = "emp"
"""The status of a figure an E.P.M bomb caught: no firearm (« 6) Pièges »)."""
WOLF_TRAP = "wolf_trap"
"""The status of a figure a wolf trap caught: no action (« 6) Pièges »)."""
TRAP_RULE = "6) Pièges"
HIDDEN = "hidden"
"""The status of a hidden figure (« 8) Se cacher »); its value counts the turns it has been
hidden."""
HIDE_RULE = "8) Se cacher"
ACTIONS_SET = "actions_set"
"""The status of a figure whose actions left the players set; its value is the total it may
use this turn (``editor.rules.eisdrachen.override``)."""


class TrapResult(StrEnum):
    """« 6) Pièges »: what a triggered trap does."""

    INCENDIARY = "incendiary"
    """bombe incendiaire: the figure loses 2 PV at once."""
    EMP = "emp"
    """bombe E.P.M: no firearm during the next two turns."""
    WOLF_TRAP = "wolf_trap"
    """piège à loup: the figure does nothing during the next turn."""


class PrayerResult(StrEnum):
    """« 15) Prier une divinité »: what a prayer gives."""

    NOTHING = "nothing"
    LUCKY = "lucky"
    """lucky with traps and mines, not affected next turn."""
    REROLL_DODGES = "reroll_dodges"
    REROLL_WOUNDS = "reroll_wounds"
    DOUBLE_ATTACKS = "double_attacks"
    ROLL_AGAIN = "roll_again"
    """Only for the 6 the text leaves out: roll the die again until it shows 1 to 5."""


@dataclass(frozen=True, slots=True)
class GrenadeProfile:
    """The attacks and Force every figure in the blast takes (« 4) »: 2 (A) de F (2))."""

    attacks: int = 2
    force: int = 2


@dataclass(frozen=True, slots=True)
class EisdrachenRules:
    """Everything the Eisdrachen odds read; the defaults are the text's (module docstring)."""

    tables: EisdrachenOptions = field(default_factory=EisdrachenOptions)
    wound_dice: WoundDice = WoundDice.PER_FORCE_POINT
    dug_in_rounding: Rounding = Rounding.DOWN
    attacks_multiplier: int = 2
    riposte: Riposte = Riposte.ONCE
    attacked_strikes_first: tuple[int, ...] = (1,)
    grenade: GrenadeProfile = field(default_factory=GrenadeProfile)
    grenade_no_wound_on: int | None = None
    """None: the thrower's number of the wound table; else this number for every thrower."""
    bounce_pas: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
    """The bounce in pas for each face of the d6 (« le score donne le nombre de pas »)."""
    trap_faces: tuple[TrapResult, ...] = (
        TrapResult.INCENDIARY,
        TrapResult.INCENDIARY,
        TrapResult.EMP,
        TrapResult.EMP,
        TrapResult.WOLF_TRAP,
        TrapResult.WOLF_TRAP,
    )
    incendiary_loss: int = 2
    prayer_faces: tuple[PrayerResult, ...] = (
        PrayerResult.NOTHING,
        PrayerResult.LUCKY,
        PrayerResult.REROLL_DODGES,
        PrayerResult.REROLL_WOUNDS,
        PrayerResult.DOUBLE_ATTACKS,
    )
    """Faces 1 to 5, as the text lists them."""
    prayer_six: PrayerResult = PrayerResult.NOTHING
    jump_pas: tuple[int, ...] = (5, 5, 5, 5, 5, 4)
    """« 12) Sauter »: 5 pas, 4 on a 6."""

    @classmethod
    def of(cls, options: EisdrachenOptions) -> EisdrachenRules:
        """The rules a scenario's options give: its tables and the choices it stores (the wound
        dice, the riposte, the halving of shots at a dug-in figure, the grenade's profile, the
        prayer's multiplier and 6); the other choices keep their defaults."""
        return cls(tables=options, wound_dice=options.wound_dice, riposte=options.riposte,
                   dug_in_rounding=options.dug_in_rounding,
                   grenade=GrenadeProfile(options.grenade_attacks, options.grenade_force),
                   attacks_multiplier=options.prayer_attacks_multiplier,
                   prayer_six=PrayerResult.ROLL_AGAIN
                   if options.prayer_six is PrayerSix.ROLL_AGAIN else PrayerResult.NOTHING)

    @property
    def intelligences(self) -> int:
        """How many ranks of I the tables know (4: Bleu, Soldat, Vétéran, Assassin)."""
        return min(len(self.tables.dodge_on), len(self.tables.no_wound_on))

    def dodge_on(self, intelligence: int) -> int:
        """Esquive sur: the lowest face that dodges, for a target of this I (1-based)."""
        return self.tables.dodge_on[intelligence - 1]

    def no_wound_on(self, intelligence: int) -> int:
        """Ne blesse pas sur: the lowest face that does not wound, for an attacker of this I."""
        return self.tables.no_wound_on[intelligence - 1]

    def strikes_first_when_attacked(self, intelligence: int) -> bool:
        return intelligence in self.attacked_strikes_first
