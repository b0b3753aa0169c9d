"""``overlay``: movement range and line of sight of a zone or a figure, as text or JSON.

Zone boards: reachable zones with their cost and path, and who sees whom (docs/overlay.md).
Free tables: the movement area, what the figure stands on and where it can climb, then every
figure in sight with its distance, cover, arc and the part of it seen, then the figures behind
it (out of its frontal arc, not seen), cover and arc written in the language of the output
(docs/free-table.md). The reports come from the core; this module only prints them.
"""

from __future__ import annotations

import argparse

from editor.cli.loading import load_scenario
from editor.cli.output import EXIT_OK, Output
from editor.messages import error, translate


def cmd_overlay(args: argparse.Namespace, output: Output) -> int:
    from editor.model.board import ZoneBoard

    if args.zone is None and args.figure is None:
        raise error("cli.overlay.needs_origin")
    scenario = load_scenario(args, args.scenario)
    if isinstance(scenario.board, ZoneBoard):
        from editor.board.report import zone_overlay_report

        budget = None if args.budget is None else int(args.budget)
        report = zone_overlay_report(scenario, zone=args.zone, figure=args.figure, budget=budget)
        lines = zone_overlay_lines(report, output.lang)
    else:
        if args.zone is not None:
            raise error("board.not_a_zone_board", where=scenario.name, scenario=scenario.name)
        from editor.rules.registry import plugin_for
        from editor.table.report import table_overlay_report
        from editor.table.units import from_table_unit

        rules = plugin_for(scenario).table_rules(scenario)
        if rules is None:
            raise error("table.no_table_rules", where="rule_system", scenario=scenario.name,
                        rule_system=scenario.rule_system)
        budget_mm = None if args.budget is None else from_table_unit(args.budget, scenario.board)
        report = table_overlay_report(scenario, rules, figure=args.figure, budget_mm=budget_mm)
        lines = table_overlay_lines(report, output.lang, scenario.board)
    if output.as_json:
        output.result(report)
    else:
        print("\n".join(lines), file=output.out)
    return EXIT_OK


def zone_overlay_lines(report: dict, lang: str) -> list[str]:
    budget = report["budget"]
    budget = translate("cli.overlay.unlimited", lang) if budget is None else budget
    lines = [translate("cli.overlay.origin", lang, zone=report["origin"], budget=budget)]
    for entry in report["reachable"]:
        path = " → ".join(entry["path"])
        lines.append(f"  {entry['zone']:<20} {entry['cost']:>3}  {path}")
    lines.append(translate("cli.overlay.sees", lang, zones=", ".join(report["sees"])))
    lines.append(translate("cli.overlay.seen_by", lang, zones=", ".join(report["seen_by"])))
    return lines


def table_overlay_lines(report: dict, lang: str, table) -> list[str]:
    """The report in words; lengths and heights in the table's unit (cm or pas)."""
    from editor.table.units import in_table_unit

    unit, movement = report["unit"], report["movement"]
    lines = [
        translate(
            "cli.overlay.movement",
            lang,
            figure=report["figure"]["id"],
            budget=movement["budget"],
            unit=unit,
            area=movement["area"],
        )
    ]
    figure = report["figure"]
    if figure["standing_on"] is not None:
        lines.append(translate("cli.overlay.standing_on", lang, figure=figure["id"],
                               piece=figure["standing_on"],
                               height=round(in_table_unit(figure["elevation_mm"], table), 2),
                               unit=unit))
    climb = report["climb"]
    if climb is not None:
        key = "cli.overlay.climb" if climb["walls"] else "cli.overlay.no_climb"
        lines.append(translate(key, lang, limit=climb["limit"], unit=unit, area=climb["area"],
                               walls=", ".join(climb["walls"])))
    lines.append(translate("cli.overlay.figure", lang, figure=figure["id"]))
    lines.extend(_seen_line(seen, unit, lang) for seen in report["in_sight"])
    if report["behind"]:
        lines.append(translate("cli.overlay.behind", lang, figure=figure["id"]))
        lines.extend(_seen_line(seen, unit, lang) for seen in report["behind"])
    return lines


def _seen_line(seen: dict, unit: str, lang: str) -> str:
    """One figure of the report: distance, cover and arc in the language of the output."""
    cover = translate(f"table_game.cover.{seen['cover']}", lang)
    arc = translate(f"cli.overlay.arc.{seen['arc']}", lang)
    return (
        f"  {seen['id']:<20} {seen['distance']:>7} {unit}  {cover:<14} {arc:<7}"
        f" {round(100 * seen['visible']):>3} %"
    )
