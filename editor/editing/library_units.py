"""Units reused across scenarios (PRODUCT §4: "units live in the library and are reused across
scenarios").

The library shares a unit by its id: every scenario naming that id uses the one stored unit,
so a scenario that saves an edited unit changes it for all of them (``editor.store.library``).
Three edits follow from that, each one undo step:

- ``AddLibraryUnits`` takes units the library holds into the scenario under their own ids,
  with their portraits (an image of the scenario of the same name but other pixels is refused:
  the shared unit's portrait would then show another picture here);
- ``SeparateUnit`` gives a shared unit of the scenario a fresh id (the author chose to change
  it here only): the figures and river tiles of the scenario follow, the library's unit stays
  as it is for the others;
- ``separated_units`` does the same, before a scenario from elsewhere (a portable file) enters
  the library, for each unit whose id the library holds with another content, which saving it
  would otherwise overwrite for every scenario using it — the rule ``import`` follows.

The caller knows the library (the UI asks the store); these only see units. Pure Python: must
not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import count

from editor.editing.edit import Edit, Plan
from editor.messages import error
from editor.model.rename import rename_unit
from editor.model.scenario import ImageAsset, Scenario
from editor.model.units import Unit


def free_unit_id(stem: str, taken: Iterable[str], fits: Callable[[str], bool] = bool) -> str:
    """``stem-2``, ``stem-3``…: the first id neither ``taken`` nor refused by ``fits``."""
    used = set(taken)
    return next(c for c in (f"{stem}-{n}" for n in count(2)) if c not in used and fits(c))


class AddLibraryUnits(Edit):
    """Add ``units`` (from the library, with their portraits among ``images``) to the
    scenario under their own ids; a unit the scenario has already is skipped. Refused with
    ``unit.portrait_taken`` when the scenario holds another image under a portrait's name, and
    with ``unit.portrait_missing`` when a portrait is not among ``images`` (the shared unit
    must keep its portrait). ``added`` lists the ids added once planned."""

    label = "unit.add_from_library"

    def __init__(self, units: Sequence[Unit], images: Sequence[ImageAsset] = ()):
        super().__init__()
        self.units, self.images = tuple(units), {image.name: image for image in images}
        self.added: list[str] = []

    def plan(self, plan: Plan) -> None:
        self.added = []
        for unit in self.units:
            scenario = plan.scenario
            if scenario.unit(unit.id) is not None:
                continue
            if unit.portrait is not None:
                portrait = self.images.get(unit.portrait)
                held = next((i for i in scenario.images if i.name == unit.portrait), None)
                if held is not None and (portrait is None or held.data != portrait.data):
                    raise error("unit.portrait_taken", unit=unit.id, image=unit.portrait)
                if held is None and portrait is None:
                    raise error("unit.portrait_missing", unit=unit.id, image=unit.portrait)
                if held is None:
                    plan.insert(("images",), portrait)
            plan.insert(("units",), unit)
            self.added.append(unit.id)


class SeparateUnit(Edit):
    """Give the unit ``unit_id`` the id ``new_id`` in this scenario only (``rename_unit``: its
    figures and river tiles follow), so editing it no longer changes the library's unit that
    other scenarios use. ``new_id`` must be free in the scenario and in the library (the
    caller's ``free_unit_id``)."""

    label = "unit.separate"

    def __init__(self, unit_id: str, new_id: str):
        super().__init__()
        self.unit_id, self.new_id = unit_id, new_id

    def plan(self, plan: Plan) -> None:
        scenario = plan.scenario
        if scenario.unit(self.unit_id) is None or scenario.unit(self.new_id) is not None:
            return
        renamed = rename_unit(scenario, self.unit_id, self.new_id)
        for field in ("units", "figures", "river"):
            plan.set((field,), getattr(renamed, field))


def separated_units(
    scenario: Scenario, stored: Mapping[str, Unit], library_ids: Iterable[str]
) -> Scenario:
    """``scenario`` with each unit whose id the library holds with another content
    (``stored``: the library's units of those ids) renamed to a free id, one neither the
    scenario nor the library (``library_ids``) holds, every reference following."""
    taken = {unit.id for unit in scenario.units} | set(library_ids)
    for unit in scenario.units:
        held = stored.get(unit.id)
        if held is None or held == unit:
            continue
        new_id = free_unit_id(unit.id, taken)
        taken.add(new_id)
        scenario = rename_unit(scenario, unit.id, new_id)
    return scenario
