"""JSON codec for the model, driven by the dataclasses' type hints.

One generic encoder/decoder serves every model class, so the portable file, the library and the
tests all agree on one representation. Decoding is strict and says where a value is wrong
(``board.zones[3].polygon[2]``) with a translatable message; it never evaluates anything.

Representation: dataclasses are objects, tuples are lists, enums their values; ``None`` fields
whose default is ``None`` are left out; a field of a union of dataclasses carries ``"kind"``
(the class's ``KIND``). Fields whose metadata says ``json=False`` (image bytes) are not encoded.
Fields added after the first format (``added_field``) are left out while they hold their default,
so a document that does not use them is written exactly as before and still reads in older
versions; decoding fills in the default when they are absent.

A field annotated ``Annotated[T, kinds]`` with an :class:`OpenUnion` is decoded by its
``"kind"`` among the classes the union holds *when the value is decoded*, so a class added
later (a rule-system plug-in's unit profile) decodes without rebuilding any decoder.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Callable
from enum import Enum
from typing import Any

from editor.messages import error

Decoder = Callable[[Any, str], Any]


class OpenUnion:
    """A union of dataclasses told apart by their ``KIND``, open to classes added later."""

    def __init__(self, name: str, *classes: type):
        self.name = name
        self._classes: dict[str, type] = {}
        for cls in classes:
            self.add(cls)

    def add(self, cls: type) -> None:
        """Accept ``cls`` (a dataclass with a string ``KIND``); adding it again changes nothing,
        but another class under a kind already taken is a programming error."""
        kind = getattr(cls, "KIND", None)
        if not dataclasses.is_dataclass(cls) or not isinstance(kind, str):
            raise TypeError(f"{cls!r} is not a dataclass with a string KIND")
        known = self._classes.get(kind)
        if known is not None and known is not cls:
            raise ValueError(f"{self.name} kind {kind!r} is already {known.__name__}")
        self._classes[kind] = cls

    def discard(self, cls: type) -> None:
        """No longer accept ``cls`` (a plug-in unloaded)."""
        kind = getattr(cls, "KIND", None)
        if self._classes.get(kind) is cls:
            del self._classes[kind]

    def kinds(self) -> tuple[str, ...]:
        return tuple(self._classes)

    def get(self, kind: str) -> type | None:
        return self._classes.get(kind)


_DECODERS: dict[Any, Decoder] = {}
_KEEP = object()
"""The "omitted default" of a field that is always written."""
_FIELDS: dict[type, tuple[tuple[str, Any, bool, bool, Any], ...]] = {}


def added_field(default: Any) -> Any:
    """A dataclass field added to the model after format 1, with an immutable ``default``:
    left out of the JSON while it holds that default (see the module docstring)."""
    return dataclasses.field(default=default, metadata={"omit_default": True})


def encode(value: Any) -> Any:
    """The JSON-compatible form of a model value."""
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return [encode(item) for item in value]
    if dataclasses.is_dataclass(value):
        out: dict[str, Any] = {}
        kind = getattr(type(value), "KIND", None)
        if kind is not None:
            out["kind"] = kind
        for name, _hint, skip_none, in_json, omitted in _fields(type(value)):
            if not in_json:
                continue
            item = getattr(value, name)
            if (item is None and skip_none) or (omitted is not _KEEP and item == omitted):
                continue
            out[name] = encode(item)
        return out
    raise TypeError(f"cannot encode {type(value).__name__}")


def decode(cls: Any, data: Any, where: str = "") -> Any:
    """Build a model value of type ``cls`` from JSON data, or raise a SkirmishError."""
    return _decoder(cls)(data, where)


def _fields(cls: type) -> tuple[tuple[str, Any, bool, bool, Any], ...]:
    """(name, resolved type hint, omit-when-None, encoded, default left out or ``_KEEP``) for
    each field of a dataclass."""
    cached = _FIELDS.get(cls)
    if cached is None:
        hints = typing.get_type_hints(cls, include_extras=True)
        cached = tuple(
            (
                f.name,
                hints[f.name],
                f.default is None,
                f.metadata.get("json", True),
                f.default if f.metadata.get("omit_default") else _KEEP,
            )
            for f in dataclasses.fields(cls)
        )
        _FIELDS[cls] = cached
    return cached


def _decoder(tp: Any) -> Decoder:
    found = _DECODERS.get(tp)
    if found is None:
        found = _build(tp)
        _DECODERS[tp] = found
    return found


def _join(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name


def _build(tp: Any) -> Decoder:
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        opened = next((m for m in tp.__metadata__ if isinstance(m, OpenUnion)), None)
        return _decoder(tp.__origin__) if opened is None else _open_decoder(opened)
    if tp is bool:
        return _decode_bool
    if tp is int:
        return _decode_int
    if tp is float:
        return _decode_float
    if tp is str:
        return _decode_str
    if isinstance(tp, type) and issubclass(tp, Enum):
        return _enum_decoder(tp)
    if origin is tuple:
        return _tuple_decoder(typing.get_args(tp))
    if origin in (typing.Union, types.UnionType):
        return _union_decoder(typing.get_args(tp))
    if dataclasses.is_dataclass(tp):
        return _dataclass_decoder(tp)
    raise TypeError(f"no decoder for {tp!r}")


def _decode_bool(data: Any, where: str) -> bool:
    if isinstance(data, bool):
        return data
    raise error("model.expected_boolean", where=where)


def _decode_int(data: Any, where: str) -> int:
    if isinstance(data, int) and not isinstance(data, bool):
        return data
    if isinstance(data, float) and data.is_integer() and abs(data) < 2**53:
        return int(data)
    raise error("model.expected_integer", where=where)


def _decode_float(data: Any, where: str) -> float:
    if isinstance(data, (int, float)) and not isinstance(data, bool):
        value = float(data)
        if math.isfinite(value):
            return value
    raise error("model.expected_number", where=where)


def _decode_str(data: Any, where: str) -> str:
    if isinstance(data, str):
        return data
    raise error("model.expected_string", where=where)


def _enum_decoder(enum: type[Enum]) -> Decoder:
    by_value = {member.value: member for member in enum}
    choices = ", ".join(str(v) for v in by_value)

    def decode_enum(data: Any, where: str) -> Enum:
        member = by_value.get(data) if isinstance(data, str) else None
        if member is None:
            raise error("model.bad_choice", where=where, value=_short(data), choices=choices)
        return member

    return decode_enum


def _tuple_decoder(args: tuple[Any, ...]) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        item = _decoder(args[0])

        def decode_list(data: Any, where: str) -> tuple[Any, ...]:
            if not isinstance(data, list):
                raise error("model.expected_list", where=where)
            return tuple(item(value, f"{where}[{i}]") for i, value in enumerate(data))

        return decode_list
    items = [_decoder(arg) for arg in args]

    def decode_fixed(data: Any, where: str) -> tuple[Any, ...]:
        if not isinstance(data, list) or len(data) != len(items):
            raise error("model.wrong_length", where=where, expected=len(items))
        return tuple(dec(value, f"{where}[{i}]") for i, (dec, value) in enumerate(zip(items, data)))

    return decode_fixed


def _union_decoder(args: tuple[Any, ...]) -> Decoder:
    optional = type(None) in args
    rest = [a for a in args if a is not type(None)]
    if len(rest) == 1:
        inner = _decoder(rest[0])
    else:
        by_kind = {cls.KIND: _decoder(cls) for cls in rest}
        choices = ", ".join(by_kind)

        def inner(data: Any, where: str) -> Any:
            kind = data.get("kind") if isinstance(data, dict) else None
            dec = by_kind.get(kind) if isinstance(kind, str) else None
            if dec is None:
                if not isinstance(data, dict):
                    raise error("model.expected_object", where=where)
                raise error(
                    "model.bad_kind",
                    where=_join(where, "kind"),
                    value=_short(kind),
                    choices=choices,
                )
            return dec(data, where)

    if not optional:
        return inner

    def decode_optional(data: Any, where: str) -> Any:
        return None if data is None else inner(data, where)

    return decode_optional


def _open_decoder(union: OpenUnion) -> Decoder:
    def decode_open(data: Any, where: str) -> Any:
        kind = data.get("kind") if isinstance(data, dict) else None
        cls = union.get(kind) if isinstance(kind, str) else None
        if cls is None:
            if not isinstance(data, dict):
                raise error("model.expected_object", where=where)
            raise error(
                "model.bad_kind",
                where=_join(where, "kind"),
                value=_short(kind),
                choices=", ".join(union.kinds()),
            )
        return _decoder(cls)(data, where)

    return decode_open


def _dataclass_decoder(cls: type) -> Decoder:
    fields = _fields(cls)
    kind = getattr(cls, "KIND", None)
    specs = []
    required = set()
    for f, (name, hint, _skip, in_json, _omitted) in zip(dataclasses.fields(cls), fields):
        if not in_json:
            continue
        specs.append((name, hint))
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            required.add(name)
    known = {name for name, _ in specs} | ({"kind"} if kind is not None else set())
    decoders: dict[str, Decoder] = {}

    def decode_object(data: Any, where: str) -> Any:
        if not isinstance(data, dict):
            raise error("model.expected_object", where=where)
        for name in data:
            if name not in known:
                raise error("model.unknown_field", where=where or "/", field=_short(name))
        kwargs = {}
        for name, hint in specs:
            if name in data:
                dec = decoders.get(name)
                if dec is None:
                    dec = decoders[name] = _decoder(hint)
                kwargs[name] = dec(data[name], _join(where, name))
            elif name in required:
                raise error("model.missing_field", where=where or "/", field=name)
        return cls(**kwargs)

    return decode_object


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
