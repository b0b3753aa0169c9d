"""A line-of-sight table stored as a bit matrix (schema version 2; PRODUCT §5 "Save / open a
1,000-zone scenario", §2b "the derived table is stored with the scenario").

A derived table lists, for every zone, the zones it sees: on 1,000 zones that is 1,000 JSON
rows of hundreds of ids, 3 MB of text to write, read and parse. As a matrix it is one bit per
pair, 125 kB, decoded by numpy. The matrix's rows are the table's viewers in order; its columns
are the viewers followed by the zones seen that are no viewer, in order of first appearance;
bit (r, c) (numpy ``packbits`` order, each row padded to whole bytes) says that viewer r sees
column c. A table fits when each row lists its zones once each, in column order (a derived
table always does: rows and lists are sorted by id); one that does not (an authored table in
another order) keeps its JSON rows, so what is loaded always equals what was saved. Pure
Python and numpy: no SQL, no Qt.
"""

from __future__ import annotations

import json
from itertools import chain

import numpy as np

from editor.board.los import derived_matrix
from editor.model.board import LosTable

Rows = tuple[tuple[str, tuple[str, ...]], ...]


def encode(rows: Rows, table: LosTable | None = None) -> tuple[str, str, bytes] | None:
    """(viewers JSON, extra columns JSON, packed bits) of ``rows``; None when they do not fit.
    Vectorised: a 1,000-zone table lists some 300,000 pairs. When ``rows`` are those of
    ``table`` and it was just derived, its matrix is taken as it is."""
    viewers = [viewer for viewer, _ in rows]
    if table is not None:
        derived = derived_matrix(table)
        if derived is not None and list(derived[0]) == viewers:
            return _dumps(viewers), "[]", np.packbits(derived[1], axis=1).tobytes()
    if len(set(viewers)) != len(viewers):
        return None
    counts = np.fromiter((len(seen) for _, seen in rows), dtype=np.int64, count=len(rows))
    flat = np.array(list(chain.from_iterable(seen for _, seen in rows)), dtype=object)
    known = np.array(viewers, dtype=object)
    viewer_set = set(viewers)
    extra = [target for target in dict.fromkeys(flat.tolist()) if target not in viewer_set]
    names = np.concatenate([known, np.array(extra, dtype=object)]).astype(str)
    order = np.argsort(names, kind="stable")
    columns = order[np.searchsorted(names[order], flat.astype(str))] if flat.size else flat
    columns = columns.astype(np.int64)
    row_of = np.repeat(np.arange(len(rows)), counts)
    same_row = row_of[1:] == row_of[:-1]
    if (same_row & (columns[1:] <= columns[:-1])).any():
        return None  # a row out of column order, or listing a zone twice
    matrix = np.zeros((len(viewers), len(names)), dtype=bool)
    matrix[row_of, columns] = True
    bits = np.packbits(matrix, axis=1).tobytes()
    return _dumps(viewers), _dumps(extra), bits


def decode(viewers_json: str, extra_json: str, bits: bytes) -> Rows:
    """The rows of a stored matrix; ValueError when its parts do not agree (a damaged file)."""
    viewers, extra = _ids(viewers_json), _ids(extra_json)
    columns = np.array(viewers + extra, dtype=object)
    width = -(-len(columns) // 8)
    if len(bits) != len(viewers) * width:
        raise ValueError("LOS matrix size does not match its zones")
    packed = np.frombuffer(bits, dtype=np.uint8).reshape(len(viewers), width)
    matrix = np.unpackbits(packed, axis=1, count=len(columns)).view(bool)
    seen = columns.take(np.flatnonzero(matrix) % len(columns)).tolist()  # row after row
    ends = np.cumsum(matrix.sum(axis=1)).tolist()
    return tuple((viewer, tuple(seen[start:end]))
                 for viewer, start, end in zip(viewers, [0, *ends], ends))


def _ids(text: str) -> list[str]:
    ids = json.loads(text)
    if type(ids) is not list or not all(type(i) is str for i in ids):
        raise ValueError("LOS matrix ids are not a list of texts")
    return ids


def _dumps(ids: list[str]) -> str:
    return json.dumps(ids, ensure_ascii=False, separators=(",", ":"))
